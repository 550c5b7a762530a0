import "server-only";
import { sql } from "drizzle-orm";
import { raiseItemsOpened } from "@/lib/alerts/item-alerts";
import type { Db } from "@/lib/db";
import { attentionItemEvents, attentionItems } from "@/lib/db/schema";
import type { Resolution } from "@/lib/domain/attention-plan";
import { type ItemKind, KIND_RANK } from "@/lib/domain/attention-rules";
import { resolutionText } from "@/lib/format/attention-text";
import { rowsOf } from "../rows";

// What a refresh writes: each a single statement that changes items and writes their history lines together, so two
// instances doing the same never make two items for one condition (the unique index) nor two lines for one change.

export const SYSTEM_ACTOR = { id: "system", email: "system" } as const;

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;

/** An item a refresh opens: its kind and object, and the dual hedge and customer it is about (when known). */
export type NewItem = { kind: ItemKind; objectId: string; dualHedgeId: string | null; customerId: string | null };
export type OpenedItem = NewItem & { id: number };

/**
 * The one place items are created: new items, each with its `created` line, returned as inserted; a condition another
 * instance opened meanwhile is left to that one (and not returned).
 */
export async function openItems(db: Db, open: readonly NewItem[]): Promise<OpenedItem[]> {
  if (open.length === 0) return [];
  const rows = open.map((item) => ({
    kind: item.kind,
    rank: KIND_RANK[item.kind],
    object_id: item.objectId,
    dual_hedge_id: item.dualHedgeId,
    customer_id: item.customerId,
  }));
  const i = attentionItems;
  const result = await db.execute(sql`
    with x as (
      select * from json_to_recordset(${json(rows)})
        as x(kind text, rank smallint, object_id text, dual_hedge_id text, customer_id text)
    ), made as (
      insert into ${i} (kind, rank, object_id, dual_hedge_id, customer_id)
      select kind, rank, object_id, dual_hedge_id, customer_id from x
      on conflict (object_id, kind) where state <> 'resolved' do nothing
      returning id, kind, object_id, dual_hedge_id, customer_id
    ), lines as (
      insert into ${attentionItemEvents} (item_id, version, kind, actor_id, actor_email)
      select id, 1, 'created', ${SYSTEM_ACTOR.id}, ${SYSTEM_ACTOR.email} from made
    )
    select * from made`);
  const made = rowsOf<{
    id: number | string;
    kind: ItemKind;
    object_id: string;
    dual_hedge_id: string | null;
    customer_id: string | null;
  }>(result).map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    objectId: row.object_id,
    dualHedgeId: row.dual_hedge_id,
    customerId: row.customer_id,
  }));
  await raiseItemsOpened(db, made);
  return made;
}

/** Resolved by themselves, saying what the book showed; one already resolved (by hand, elsewhere) is left as it is. */
export async function resolveItems(
  db: Db,
  resolve: readonly { itemId: number; resolution: Resolution }[],
  now: Date,
): Promise<number> {
  if (resolve.length === 0) return 0;
  const rows = resolve.map(({ itemId, resolution }) => ({ id: itemId, text: resolutionText(resolution, now) }));
  const i = attentionItems;
  const result = await db.execute(sql`
    with x as (select * from json_to_recordset(${json(rows)}) as x(id bigint, text text)),
    done as (
      update ${i} set state = 'resolved', resolved_at = now(), resolved_how = 'automatic', resolution = x.text,
        snoozed_until = null, snooze_reason = null, version = ${i.version} + 1
      from x where ${i.id} = x.id and ${i.state} <> 'resolved'
      returning ${i.id} as id, ${i.version} as version, x.text as text
    )
    insert into ${attentionItemEvents} (item_id, version, kind, actor_id, actor_email, text)
    select id, version, 'resolved', ${SYSTEM_ACTOR.id}, ${SYSTEM_ACTOR.email}, text from done
    returning item_id`);
  return rowsOf(result).length;
}

/** Snoozes whose time has come: back to open (or acknowledged), the line dated at the snooze's end. */
export async function endDueSnoozes(db: Db): Promise<number> {
  const i = attentionItems;
  const result = await db.execute(sql`
    with due as (
      select ${i.id} as id, ${i.snoozedUntil} as until from ${i}
      where ${i.state} = 'snoozed' and ${i.snoozedUntil} <= now() for update
    ), woke as (
      update ${i} set state = case when ${i.acknowledgedAt} is null then 'open' else 'acknowledged' end,
        snoozed_until = null, snooze_reason = null, version = ${i.version} + 1
      from due where ${i.id} = due.id and ${i.state} = 'snoozed'
      returning ${i.id} as id, ${i.version} as version, due.until as until
    )
    insert into ${attentionItemEvents} (item_id, version, at, kind, actor_id, actor_email)
    select id, version, until, 'snoozeEnded', ${SYSTEM_ACTOR.id}, ${SYSTEM_ACTOR.email} from woke
    returning item_id`);
  return rowsOf(result).length;
}
