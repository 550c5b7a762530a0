import "server-only";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { attentionItems, bookCustomers, bookLegs } from "@/lib/db/schema";
import type { ItemRules, LegObservation } from "@/lib/domain/attention-rules";
import { businessDayWindowEnd } from "@/lib/domain/desk-window";
import { rowsOf } from "../rows";
import { fixedSideRemaining, openLeg } from "../scope";

type Row = {
  id: string;
  dual_hedge_id: string;
  customer_id: string;
  status: string | null;
  end_at: string | null;
  settlement_at: string | null;
  overdue_at: string | null;
  updated_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  remaining: string | null;
  mtm: string | null;
  listed: boolean;
  read_ok: boolean;
  /** Epoch milliseconds: a raw statement's timestamps come back as text or Date depending on the driver. */
  read_at: number | string;
};

/**
 * The legs a refresh looks at, in one statement: those with an unresolved item, and those where a condition may start
 * (each kind's test, a little wider than the rules, every in-process leg among them: lib/domain/attention-rules.ts
 * decides). Dates come back as text.
 */
export async function observeLegs(db: Db, today: string, rules: ItemRules): Promise<LegObservation[]> {
  const until = businessDayWindowEnd(today, rules.soonBusinessDays);
  const l = bookLegs;
  const day = (column: AnyPgColumn) => sql`${column}::text`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select ${l.id} as id, ${l.dualHedgeId} as dual_hedge_id, ${l.customerId} as customer_id, ${l.status} as status,
        ${day(l.endAt)} as end_at, ${day(l.settlementAt)} as settlement_at, ${day(l.overdueAt)} as overdue_at,
        ${day(l.updatedAt)} as updated_at, ${day(l.completedAt)} as completed_at, ${day(l.cancelledAt)} as cancelled_at,
        (${fixedSideRemaining})::text as remaining, ${l.adjustedMtmChangePct}::text as mtm,
        ${l.notSeenSince} is null as listed, ${bookCustomers.dualHedgesFailedAt} is null as read_ok,
        (extract(epoch from ${l.lastSeenAt}) * 1000)::float8 as read_at
      from ${l} left join ${bookCustomers} on ${bookCustomers.id} = ${l.customerId}
      where ${l.id} in (select ${attentionItems.objectId} from ${attentionItems} where ${attentionItems.state} <> 'resolved')
        or (${l.notSeenSince} is null and (
          ${l.status} in ('Overdue', 'InProcess')
          or (${l.overdueAt} < ${today} and ${openLeg})
          or (${l.status} = 'Active' and ${l.endAt} between ${today} and ${until})
          or (${l.settlementAt} between ${today} and ${until} and ${openLeg})
          or (abs(${l.adjustedMtmChangePct}) >= ${rules.mtmThresholdPct}::numeric and ${openLeg})
        ))`),
  );
  return rows.map((row) => ({
    id: row.id,
    dualHedgeId: row.dual_hedge_id,
    customerId: row.customer_id,
    status: row.status,
    endAt: row.end_at,
    settlementAt: row.settlement_at,
    overdueAt: row.overdue_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    remaining: row.remaining,
    mtmChangePct: row.mtm,
    listed: row.listed,
    readOk: row.read_ok,
    readAt: new Date(Number(row.read_at)),
  }));
}
