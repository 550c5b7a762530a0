import "server-only";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { raiseItemChanged } from "@/lib/alerts/item-alerts";
import type { Db } from "@/lib/db";
import {
  attentionItemEvents,
  attentionItems,
  attentionRefresh,
  type AttentionEventKind,
  authUsers,
} from "@/lib/db/schema";
import { recordItemChange } from "./trail";

// Staff's changes to an item: one conditional UPDATE that also writes its history line, and its row on the audit
// trail, in one transaction. The condition is the version the person saw: of two people acting at once one wins,
// the other changes nothing and is told what happened meanwhile.

export type Actor = { id: string; email: string };
export type Assignee = { id: string; email: string };

export type ItemChange =
  | { kind: "acknowledge" }
  | { kind: "assign"; to: Assignee }
  | { kind: "unassign" }
  | { kind: "snooze"; until: Date; reason: string }
  | { kind: "resolve"; reason: string }
  | { kind: "note"; text: string };

const EVENT: Record<ItemChange["kind"], AttentionEventKind> = {
  acknowledge: "acknowledged",
  assign: "assigned",
  unassign: "unassigned",
  snooze: "snoozed",
  resolve: "resolved",
  note: "note",
};

/** A snooze whose time has come counts as over: the item shows open (or acknowledged) again. */
const snoozeActive = sql`(${attentionItems.state} = 'snoozed' and ${attentionItems.snoozedUntil} > now())`;

/** What the change sets, what else must hold, and the history line's text and detail. */
type ChangeSql = {
  set: PgUpdateSetSource<typeof attentionItems>;
  also: SQL | undefined;
  text: string | null;
  detail: Record<string, string> | null;
};

export function changeSql(change: ItemChange, actor: Actor): ChangeSql {
  const i = attentionItems;
  const bump = { version: sql`${i.version} + 1` };
  switch (change.kind) {
    case "acknowledge":
      return {
        set: {
          ...bump,
          state: "acknowledged",
          acknowledgedAt: sql`now()`,
          acknowledgedBy: actor.email,
          snoozedUntil: null,
          snoozeReason: null,
        },
        also: sql`${i.acknowledgedAt} is null and not ${snoozeActive}`,
        text: null,
        detail: null,
      };
    case "assign":
      return {
        set: { ...bump, ownerId: change.to.id, ownerEmail: change.to.email },
        also: sql`${i.ownerId} is distinct from ${change.to.id}`,
        text: null,
        detail: { assignee: change.to.email },
      };
    case "unassign":
      return {
        set: { ...bump, ownerId: null, ownerEmail: null },
        also: sql`${i.ownerId} is not null`,
        text: null,
        detail: null,
      };
    case "snooze":
      return {
        set: { ...bump, state: "snoozed", snoozedUntil: change.until, snoozeReason: change.reason },
        also: undefined,
        text: change.reason,
        detail: { until: change.until.toISOString() },
      };
    case "resolve":
      return {
        set: {
          ...bump,
          state: "resolved",
          resolvedAt: sql`now()`,
          resolvedHow: "byHand",
          resolution: change.reason,
          snoozedUntil: null,
          snoozeReason: null,
        },
        also: undefined,
        text: change.reason,
        detail: null,
      };
    case "note":
      return {
        set: { ...bump, latestNote: change.text, latestNoteAt: sql`now()`, latestNoteBy: actor.email },
        also: undefined,
        text: change.text,
        detail: null,
      };
  }
}

export type ChangeOutcome =
  | { ok: true; itemId: number; version: number; eventId: number }
  | { ok: false; reason: "notFound" | "resolved" | "changed" | "unchanged" | "assignee" };

/** Applies only to the version the person saw; a note needs none (notes never conflict) but never a resolved item. */
export async function changeItem(
  db: Db,
  target: { itemId: number; seenVersion: number | null },
  actor: Actor,
  change: ItemChange,
  requestId: string | null = null,
): Promise<ChangeOutcome> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (change.kind === "assign" && !(await assignable(tx, change.to.id)))
      return { ok: false, reason: "assignee" } as const;
    const { set, also, text, detail } = changeSql(change, actor);
    const i = attentionItems;
    const seen: SQL | undefined = target.seenVersion === null ? undefined : eq(i.version, target.seenVersion);
    const [changed] = await tx
      .update(i)
      .set(set)
      .where(and(eq(i.id, target.itemId), sql`${i.state} <> 'resolved'`, seen, also))
      .returning({
        id: i.id,
        version: i.version,
        kind: i.kind,
        objectId: i.objectId,
        dualHedgeId: i.dualHedgeId,
        customerId: i.customerId,
        ownerId: i.ownerId,
      });
    if (!changed) return { ok: false, reason: await whyNot(tx, target) } as const;
    const [line] = await tx
      .insert(attentionItemEvents)
      .values({
        itemId: changed.id,
        version: changed.version,
        kind: EVENT[change.kind],
        actorId: actor.id,
        actorEmail: actor.email,
        text,
        detail,
      })
      .returning({ id: attentionItemEvents.id });
    // The queue's counts are kept per version of its items (lib/desk/items/queue.ts).
    await tx.update(attentionRefresh).set({ queueVersion: sql`${attentionRefresh.queueVersion} + 1` });
    await recordItemChange(tx, { actor, item: changed, change: EVENT[change.kind], text, detail, requestId });
    if (change.kind === "assign" || change.kind === "note")
      await raiseItemChanged(tx, {
        itemId: changed.id,
        eventId: line!.id,
        kind: change.kind === "assign" ? "assigned" : "note",
        actorId: actor.id,
        recipientId: changed.ownerId,
      });
    return { ok: true, itemId: changed.id, version: changed.version, eventId: line!.id } as const;
  });
}

async function whyNot(db: Db, target: { itemId: number; seenVersion: number | null }) {
  const [item] = await db
    .select({ state: attentionItems.state, version: attentionItems.version })
    .from(attentionItems)
    .where(eq(attentionItems.id, target.itemId));
  if (!item) return "notFound" as const;
  if (item.state === "resolved") return "resolved" as const;
  if (target.seenVersion !== null && item.version !== target.seenVersion) return "changed" as const;
  return "unchanged" as const;
}

/** An enabled operator or admin: the only people an item may be given to. */
export async function assignable(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.id, userId), inArray(authUsers.role, ["operator", "admin"]), isNull(authUsers.disabledAt)));
  return rows.length === 1;
}

/** The assignee named by a form: an enabled operator or admin, with the email the history names them by. */
export async function assigneeById(db: Db, userId: string): Promise<Assignee | null> {
  const [row] = await db
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .where(and(eq(authUsers.id, userId), inArray(authUsers.role, ["operator", "admin"]), isNull(authUsers.disabledAt)));
  return row ?? null;
}
