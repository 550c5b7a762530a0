import Link from "next/link";
import { tableClass } from "@/components/ui/styles";
import { auditActionLabel } from "@/lib/audit/security-event-kinds";
import { formatAmount, formatDate } from "@/lib/domain/format";
import { formatMtmChange, MTM_READING } from "@/lib/domain/mtm";
import { statusLabel } from "@/lib/domain/status-label";
import type { Desk } from "@/lib/desk/read-desk";
import { AUDIT_PATH } from "@/lib/paths/app-paths";
import { auditPath, bookPath } from "@/lib/paths/list-paths";
import { type DeskFilters, pairParam } from "@/lib/search-params/desk";
import { AttentionCard } from "./attention-card";
import { AttentionLegItem, remainingText } from "./attention-leg";

const days = (n: number) => `${n} business ${n === 1 ? "day" : "days"}`;

/** The book page's filters for the desk's own (customer, pair), so "see all" keeps them. */
const scope = (filters: DeskFilters) => ({
  customer: filters.customer,
  pair: filters.pair ? pairParam(filters.pair.from, filters.pair.to) : undefined,
});

const auditDay = (at: Date) => at.toISOString().slice(0, 10);

export function NeedsAttention({ desk, filters, canAct }: { desk: Desk; filters: DeskFilters; canAct: boolean }) {
  const { today, settings, overdue, endingSoon, settling, inProcess, mtm, calls } = desk;
  const soon = days(settings.soonBusinessDays);
  const seeAll = (total: number, link: Parameters<typeof bookPath>[0]) => ({
    href: bookPath({ ...scope(filters), ...link }),
    label: `See all ${total} in the book`,
  });

  return (
    <section aria-labelledby="attention-heading" className="mt-8">
      <h2 id="attention-heading" className="text-xl font-semibold tracking-tight">
        Needs attention
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <AttentionCard
          id="overdue"
          title="Overdue"
          total={overdue.total}
          shown={overdue.rows.length}
          rule="Reported Overdue, or past their overdue date and neither completed nor cancelled."
          empty="No leg is overdue."
          seeAll={seeAll(overdue.total, { status: "Overdue" })}
        >
          {overdue.rows.map((leg) => (
            <AttentionLegItem
              key={leg.id}
              leg={leg}
              detail={`${statusLabel(leg.status ?? "—")} · overdue since ${formatDate(leg.overdueAt)} · ended ${formatDate(leg.endAt)}`}
            />
          ))}
        </AttentionCard>

        <AttentionCard
          id="ending-soon"
          title="Ending soon"
          total={endingSoon.total}
          shown={endingSoon.rows.length}
          rule={`Active legs with an amount left that end within the next ${soon} (today to ${formatDate(settling.until)}; weekends skipped), soonest first.`}
          empty={`Nothing ends in the next ${soon}.`}
          seeAll={seeAll(endingSoon.total, { status: "Active", endFrom: today, endTo: settling.until })}
        >
          {endingSoon.rows.map((leg) => (
            <AttentionLegItem
              key={leg.id}
              leg={leg}
              actions={canAct}
              detail={`ends ${formatDate(leg.endAt)} · ${remainingText(leg)}`}
            />
          ))}
        </AttentionCard>

        <AttentionCard
          id="settling-soon"
          title="Settling soon"
          total={settling.total}
          shown={settling.total}
          rule={`Open legs whose settlement date is within the next ${soon}, per currency (both sides of each leg).`}
          empty={`Nothing settles in the next ${soon}.`}
          seeAll={seeAll(settling.total, { settlementFrom: today, settlementTo: settling.until })}
        >
          <li className="py-2">
            {/* Its own scroll box: at 320 px a long amount would otherwise widen the card, and the page. */}
            <div className="relative overflow-x-auto">
              <table className={tableClass.table}>
                <caption className="sr-only">Amounts settling in the next {soon}, per currency</caption>
                <thead>
                  <tr>
                    <th scope="col">Currency</th>
                    <th scope="col" className="text-right">
                      Legs
                    </th>
                    <th scope="col" className="text-right">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {settling.currencies.map((row) => (
                    <tr key={row.currency ?? "unknown"}>
                      <th scope="row">{row.currency ?? "Not stated"}</th>
                      <td className="text-right tabular-nums">{row.legs}</td>
                      <td className="text-right tabular-nums">
                        {row.amount === null ? "—" : formatAmount(row.amount, row.currency)}
                        {row.unknownAmounts > 0 && (
                          <span className="block text-xs text-slate-600">+ {row.unknownAmounts} without an amount</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </li>
        </AttentionCard>

        <AttentionCard
          id="in-process"
          title="In process for long"
          total={inProcess.total}
          shown={inProcess.rows.length}
          rule={`In process since ${days(settings.inProcessBusinessDays)} or more (by the leg's last update, else its end date).`}
          empty={`No leg has been in process for ${days(settings.inProcessBusinessDays)} or more.`}
          seeAll={seeAll(inProcess.total, { status: "InProcess" })}
        >
          {inProcess.rows.map((leg) => (
            <AttentionLegItem
              key={leg.id}
              leg={leg}
              detail={`in process since ${formatDate(leg.updatedAt ?? leg.endAt)} · settles ${formatDate(leg.settlementAt)}`}
            />
          ))}
        </AttentionCard>

        <AttentionCard
          id="mtm"
          title="Mark-to-market moved"
          total={mtm.total}
          shown={mtm.rows.length}
          rule={
            <>
              Open legs whose adjusted MTM change is {formatMtmChange(settings.mtmThresholdPct)} or more either way,
              largest first. <span className="font-medium">{MTM_READING}</span>
            </>
          }
          empty={`No open leg's mark-to-market moved ${formatMtmChange(settings.mtmThresholdPct)} or more.`}
          seeAll={null}
        >
          {mtm.rows.map((leg) => (
            <AttentionLegItem
              key={leg.id}
              leg={leg}
              detail={`adjusted MTM change ${formatMtmChange(leg.mtmChangePct)} · ${statusLabel(leg.status ?? "—")}`}
            />
          ))}
        </AttentionCard>

        <AttentionCard
          id="unknown-calls"
          title="Unresolved calls"
          total={calls.total}
          shown={calls.rows.length}
          rule="Calls to the hedging service whose outcome is still unknown: check on the service and the trail."
          empty="No call's outcome is unknown."
          seeAll={{ href: AUDIT_PATH, label: "Open the audit trail" }}
        >
          {calls.rows.map((call) => (
            <li key={call.id} className="py-2">
              <Link
                href={auditPath({
                  action: call.action,
                  customer: call.customerId ?? null,
                  from: auditDay(call.occurredAt),
                  to: auditDay(call.occurredAt),
                })}
                className="link"
              >
                {auditActionLabel(call.action)} on {formatDate(auditDay(call.occurredAt))}
              </Link>
              <span className="block text-xs text-slate-600">
                by {call.staffEmail}
                {call.customerId ? ` · customer ${call.customerId.slice(0, 8)}` : ""} · unknown since{" "}
                {call.unknownSince.toISOString().slice(11, 16)} UTC
              </span>
            </li>
          ))}
        </AttentionCard>
      </div>
    </section>
  );
}
