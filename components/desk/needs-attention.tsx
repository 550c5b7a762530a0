import { formatDate } from "@/lib/format/format";
import { formatMtmChange, MTM_READING } from "@/lib/format/mtm";
import { statusLabel } from "@/lib/format/status-label";
import type { AttentionLeg } from "@/lib/desk/attention";
import type { Desk } from "@/lib/desk/read-desk";
import { AUDIT_PATH } from "@/lib/paths/app-paths";
import { bookPath, deskFiguresPath } from "@/lib/search-params/list-paths";
import { type DeskFilters, pairParam } from "@/lib/search-params/desk";
import { AttentionCard, type AttentionCardProps } from "./attention-card";
import { SettlingItem, UnresolvedCallItem } from "./attention-extras";
import { AttentionLegItem, remainingText } from "./attention-leg";

const days = (n: number) => `${n} business ${n === 1 ? "day" : "days"}`;

/** The book page's filters for the desk's own (customer, pair), so "see all" keeps them. */
const scope = (filters: DeskFilters) => ({
  customer: filters.customer,
  pair: filters.pair ? pairParam(filters.pair.from, filters.pair.to) : undefined,
});

/** A leg list's rows: each leg with what this list says about it. */
const legItems = (rows: AttentionLeg[], detail: (leg: AttentionLeg) => string, actions = false) =>
  rows.map((leg) => <AttentionLegItem key={leg.id} leg={leg} actions={actions} detail={detail(leg)} />);

/** The six lists, in the order staff read them: what each counts, its rule, its rows and where "see all" goes. */
function attentionCards(desk: Desk, filters: DeskFilters, canAct: boolean): AttentionCardProps[] {
  const { today, settings, overdue, endingSoon, settling, inProcess, mtm, calls } = desk;
  const soon = days(settings.soonBusinessDays);
  const long = days(settings.inProcessBusinessDays);
  const moved = formatMtmChange(settings.mtmThresholdPct);
  const seeAll = (total: number, link: Parameters<typeof bookPath>[0]) => ({
    href: bookPath({ ...scope(filters), ...link }),
    label: `See all ${total} in the book`,
  });
  return [
    {
      id: "overdue",
      title: "Overdue",
      total: overdue.total,
      shown: overdue.rows.length,
      rule: "Reported Overdue, or past their overdue date and neither completed nor cancelled.",
      empty: "No leg is overdue.",
      seeAll: seeAll(overdue.total, { status: "Overdue" }),
      children: legItems(
        overdue.rows,
        (leg) =>
          `${statusLabel(leg.status ?? "—")} · overdue since ${formatDate(leg.overdueAt)} · ended ${formatDate(leg.endAt)}`,
      ),
    },
    {
      id: "ending-soon",
      title: "Ending soon",
      total: endingSoon.total,
      shown: endingSoon.rows.length,
      rule: `Active legs with an amount left that end within the next ${soon} (today to ${formatDate(settling.until)}; weekends skipped), soonest first.`,
      empty: `Nothing ends in the next ${soon}.`,
      seeAll: seeAll(endingSoon.total, { status: "Active", endFrom: today, endTo: settling.until }),
      children: legItems(endingSoon.rows, (leg) => `ends ${formatDate(leg.endAt)} · ${remainingText(leg)}`, canAct),
    },
    {
      id: "settling-soon",
      title: "Settling soon",
      total: settling.total,
      shown: settling.total,
      rule: `Open legs whose settlement date is within the next ${soon}, per currency (both sides of each leg).`,
      empty: `Nothing settles in the next ${soon}.`,
      seeAll: seeAll(settling.total, { settlementFrom: today, settlementTo: settling.until }),
      children: (
        <SettlingItem
          currencies={settling.currencies}
          soon={soon}
          limit={settings.listLimit}
          allHref={deskFiguresPath(scope(filters), "settling-soon")}
        />
      ),
    },
    {
      id: "in-process",
      title: "In process for long",
      total: inProcess.total,
      shown: inProcess.rows.length,
      rule: `In process since ${long} or more (by the leg's last update, else its end date).`,
      empty: `No leg has been in process for ${long} or more.`,
      seeAll: seeAll(inProcess.total, { status: "InProcess" }),
      children: legItems(
        inProcess.rows,
        (leg) => `in process since ${formatDate(leg.updatedAt ?? leg.endAt)} · settles ${formatDate(leg.settlementAt)}`,
      ),
    },
    {
      id: "mtm",
      title: "Mark-to-market moved",
      total: mtm.total,
      shown: mtm.rows.length,
      rule: (
        <>
          Open legs whose adjusted MTM change is {moved} or more either way, largest first.{" "}
          <span className="font-medium">{MTM_READING}</span>
        </>
      ),
      empty: `No open leg's mark-to-market moved ${moved} or more.`,
      seeAll: null,
      children: legItems(
        mtm.rows,
        (leg) => `adjusted MTM change ${formatMtmChange(leg.mtmChangePct)} · ${statusLabel(leg.status ?? "—")}`,
      ),
    },
    {
      id: "unknown-calls",
      title: "Unresolved calls",
      total: calls.total,
      shown: calls.rows.length,
      rule: "Calls to the hedging service whose outcome is still unknown: check on the service and the trail.",
      empty: "No call's outcome is unknown.",
      seeAll: { href: AUDIT_PATH, label: "Open the audit trail" },
      children: calls.rows.map((call) => <UnresolvedCallItem key={call.id} call={call} />),
    },
  ];
}

export function NeedsAttention({ desk, filters, canAct }: { desk: Desk; filters: DeskFilters; canAct: boolean }) {
  return (
    <section aria-labelledby="attention-heading" className="mt-8">
      <h2 id="attention-heading" className="text-xl font-semibold tracking-tight">
        Needs attention
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {attentionCards(desk, filters, canAct).map((card) => (
          <AttentionCard key={card.id} {...card} />
        ))}
      </div>
    </section>
  );
}
