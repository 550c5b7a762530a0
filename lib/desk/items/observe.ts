import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { attentionItems, bookCustomers, bookLegs } from "@/lib/db/schema";
import type { Candidates } from "@/lib/domain/attention-plan";
import { type ItemRules, LEG_ITEM_KINDS, type LegItemKind, type LegObservation } from "@/lib/domain/attention-rules";
import { rowsOf } from "../rows";
import { fixedSideRemaining } from "../scope";
import { kindHolds } from "./conditions";

type LegRow = {
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

const l = bookLegs;
const i = attentionItems;
const day = (column: AnyPgColumn) => sql`${column}::text`;
const legColumns = sql`${l.id} as id, ${l.dualHedgeId} as dual_hedge_id, ${l.customerId} as customer_id,
  ${l.status} as status, ${day(l.endAt)} as end_at, ${day(l.settlementAt)} as settlement_at,
  ${day(l.overdueAt)} as overdue_at, ${day(l.updatedAt)} as updated_at, ${day(l.completedAt)} as completed_at,
  ${day(l.cancelledAt)} as cancelled_at, (${fixedSideRemaining})::text as remaining,
  ${l.adjustedMtmChangePct}::text as mtm, ${l.notSeenSince} is null as listed,
  ${bookCustomers.dualHedgesFailedAt} is null as read_ok, (extract(epoch from ${l.lastSeenAt}) * 1000)::float8 as read_at`;

const toLeg = (row: LegRow): LegObservation => ({
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
});

const byKind = (build: (kind: LegItemKind) => SQL) =>
  sql`case ${i.kind} ${sql.join(
    LEG_ITEM_KINDS.map((kind) => sql`when ${kind} then ${build(kind)}`),
    sql` `,
  )} end`;

/**
 * Only what may change, so an unchanged book returns nothing: conditions without an item, items without a condition.
 * `changed`: the ids of the legs to look at (lib/desk/items/changed.ts), each found by its key; null looks at the
 * whole book by each kind's condition.
 */
export async function findCandidates(
  db: Db,
  today: string,
  rules: ItemRules,
  changed: readonly string[] | null = null,
): Promise<Candidates> {
  if (changed?.length === 0) return { opening: [], ending: [] };
  const legs =
    changed === null
      ? sql`${l}`
      : sql`json_array_elements_text(${JSON.stringify(changed)}::json) as changed(id) join ${l} on ${l.id} = changed.id`;
  const [opening, ending] = await Promise.all([
    db.execute(
      sql`${sql.join(
        LEG_ITEM_KINDS.map(
          (kind) => sql`(select ${kind} as kind, ${legColumns}
            from ${legs} left join ${bookCustomers} on ${bookCustomers.id} = ${l.customerId}
            where ${kindHolds(kind, today, rules, false)} and not exists (
              select 1 from ${i} where ${i.objectId} = ${l.id} and ${i.kind} = ${kind} and ${i.state} <> 'resolved'))`,
        ),
        sql` union all `,
      )}`,
    ),
    db.execute(sql`
      select ${i.id} as item_id, ${i.kind} as kind, ${legColumns}
      from ${legs} join ${i} on ${i.objectId} = ${l.id}
      left join ${bookCustomers} on ${bookCustomers.id} = ${l.customerId}
      where ${i.state} <> 'resolved' and ${i.kind} in ${sql`(${sql.join(
        LEG_ITEM_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )})`}
        and not coalesce(${byKind((kind) => kindHolds(kind, today, rules, true))}, false)`),
  ]);
  return {
    opening: rowsOf<LegRow & { kind: LegItemKind }>(opening).map((row) => ({ kind: row.kind, leg: toLeg(row) })),
    ending: rowsOf<LegRow & { item_id: number | string; kind: LegItemKind }>(ending).map((row) => ({
      itemId: Number(row.item_id),
      kind: row.kind,
      leg: toLeg(row),
    })),
  };
}
