import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { bookLegs } from "@/lib/db/schema";
import type { ItemRules, LegItemKind } from "@/lib/domain/attention-rules";
import { businessDayWindowEnd, businessDaysAgo } from "@/lib/domain/desk-window";
import { fixedSideRemaining, openLeg } from "../scope";

// Each kind's condition in SQL, as lib/domain/attention-rules.ts says it (and the desk's lists, lib/desk/attention.ts):
// the store uses them to find what may have changed, the rules then judge each of those legs.

const l = bookLegs;

/** `live`: an item is open for it already, so mark-to-market holds down to the threshold less the margin. */
export function kindHolds(kind: LegItemKind, today: string, rules: ItemRules, live: boolean): SQL {
  const until = businessDayWindowEnd(today, rules.soonBusinessDays);
  const listed = sql`${l.notSeenSince} is null`;
  switch (kind) {
    case "overdue":
      return sql`(${listed} and (${l.status} = 'Overdue' or (${l.overdueAt} < ${today} and ${openLeg})))`;
    case "endingSoon":
      return sql`(${listed} and ${l.status} = 'Active' and ${l.endAt} between ${today} and ${until}
        and coalesce(${fixedSideRemaining} > 0, true))`;
    case "settlingSoon":
      return sql`(${listed} and ${openLeg} and ${l.settlementAt} between ${today} and ${until})`;
    case "inProcess":
      return sql`(${listed} and ${l.status} = 'InProcess'
        and coalesce(${l.updatedAt}, ${l.endAt}) <= ${businessDaysAgo(today, rules.inProcessBusinessDays)})`;
    case "mtmMoved": {
      const bar = live
        ? sql`(${rules.mtmThresholdPct}::numeric - ${rules.mtmMarginPct}::numeric)`
        : sql`${rules.mtmThresholdPct}::numeric`;
      return sql`(${listed} and ${openLeg} and abs(${l.adjustedMtmChangePct}) >= ${bar})`;
    }
  }
}
