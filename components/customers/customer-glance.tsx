import { ApprovalsTable } from "@/components/approvals/approvals-table";
import { AttentionCard } from "@/components/desk/attention-card";
import { AttentionLegItem, remainingText } from "@/components/desk/attention-leg";
import { ChartFigure } from "@/components/desk/chart-figure";
import { LadderChart } from "@/components/desk/ladder-chart";
import type { ApprovalRequest } from "@/lib/approvals/store";
import type { CustomerFigures } from "@/lib/customers/figures";
import { formatDate } from "@/lib/format/format";
import { clockText } from "@/lib/format/freshness-text";
import { statusLabel } from "@/lib/format/status-label";
import { businessDayWindowEnd } from "@/lib/format/desk-calendar";
import { APPROVALS_PATH } from "@/lib/paths/app-paths";
import { bookPath, deskFiguresPath } from "@/lib/search-params/list-paths";
import { CustomerExposure } from "./customer-exposure";

const days = (n: number) => `${n} business ${n === 1 ? "day" : "days"}`;

/** What staff ask first about a customer, from the book: Active legs per pair, maturities, what is late or due, approvals. */
export function CustomerGlance({
  customerId,
  figures,
  changedSince,
  approvals,
  canAct,
}: {
  customerId: string;
  figures: CustomerFigures;
  /** The book changed after these figures were computed: newer ones are on their way. */
  changedSince: Date | null;
  approvals: ApprovalRequest[];
  canAct: boolean;
}) {
  const { exposure, ladder, overdue, endingSoon, settings, today } = figures;
  const soon = days(settings.soonBusinessDays);
  const until = businessDayWindowEnd(today, settings.soonBusinessDays);
  const inBook = (link: Parameters<typeof bookPath>[0]) => bookPath({ customer: customerId, ...link });
  return (
    <section aria-labelledby="glance-heading" className="mt-8">
      <h2 id="glance-heading" className="text-xl font-semibold tracking-tight">
        At a glance
      </h2>
      <p className="mt-1 text-sm text-slate-600">From the book; dates are UTC days, today is {formatDate(today)}.</p>
      {changedSince && (
        <p className="mt-1 text-sm text-slate-700" data-testid="customer-changed-since">
          The book has changed since these figures were computed (at {clockText(changedSince, new Date())}); they update
          in the background: reload in a moment.
        </p>
      )}
      <CustomerExposure customerId={customerId} exposure={exposure} />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <AttentionCard
          id="overdue"
          title="Overdue"
          total={overdue.total}
          shown={overdue.rows.length}
          rule="Reported Overdue, or past their overdue date and neither completed nor cancelled."
          empty="No leg of this customer is overdue."
          seeAll={{ href: inBook({ status: "Overdue" }), label: `See all ${overdue.total} in the book` }}
        >
          {overdue.rows.map((leg) => (
            <AttentionLegItem
              key={leg.id}
              leg={leg}
              showCustomer={false}
              detail={`${statusLabel(leg.status ?? "—")} · overdue since ${formatDate(leg.overdueAt)} · ended ${formatDate(leg.endAt)}`}
            />
          ))}
        </AttentionCard>
        <AttentionCard
          id="ending-soon"
          title="Ending soon"
          total={endingSoon.total}
          shown={endingSoon.rows.length}
          rule={`Active legs with an amount left that end within the next ${soon} (today to ${formatDate(until)}; weekends skipped), soonest first.`}
          empty={`Nothing of this customer ends in the next ${soon}.`}
          seeAll={{
            href: inBook({ status: "Active", endFrom: today, endTo: until }),
            label: `See all ${endingSoon.total} in the book`,
          }}
        >
          {endingSoon.rows.map((leg) => (
            <AttentionLegItem
              key={leg.id}
              leg={leg}
              showCustomer={false}
              actions={canAct}
              detail={`ends ${formatDate(leg.endAt)} · ${remainingText(leg)}`}
            />
          ))}
        </AttentionCard>
      </div>
      <div className="mt-6">
        <ChartFigure
          id="ladder"
          title="Maturity ladder"
          description={
            ladder.pairs.length === 0
              ? "No open leg of this customer with an end date in the book."
              : `This customer's open legs' remaining amounts (first currency of each pair) by end date: overdue first, then each week for 8 weeks, then each month to 12 months out, then later. One small chart per pair, each on its own scale.${ladder.otherPairs > 0 ? ` ${ladder.otherPairs} other pairs: choose one in the desk's pair filter.` : ""}${ladder.withoutEndDate > 0 ? ` ${ladder.withoutEndDate} open legs have no end date and are in no bucket.` : ""}`
          }
          tableHref={deskFiguresPath({ customer: customerId }, "ladder")}
        >
          <LadderChart id="ladder" ladder={ladder} />
        </ChartFigure>
      </div>
      <section aria-labelledby="approvals-heading" className="mt-6">
        <h3 id="approvals-heading" className="text-base font-semibold">
          Approval requests waiting on this customer&apos;s hedges
        </h3>
        {approvals.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            None is waiting. A cancel, drawdown or early settlement that needs a second approval appears here and on{" "}
            <a href={APPROVALS_PATH} className="link">
              Approvals
            </a>
            .
          </p>
        ) : (
          <div className="mt-2">
            <ApprovalsTable rows={approvals} />
          </div>
        )}
      </section>
    </section>
  );
}
