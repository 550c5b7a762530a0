import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  approvalRequests,
  attentionItemEvents,
  attentionItems,
  auditEvents,
  authUsers,
  bookCustomers,
  bookLegs,
} from "@/lib/db/schema";
import { KIND_RANK } from "@/lib/domain/attention-rules";
import { approvalOfItem, attemptOfItem, objectColumns } from "./objects";

// One item with its history (its panel), the items on given legs (badges), and who an item may be given to.

const i = attentionItems;

export async function readItem(db: Db, itemId: number) {
  const [item] = await db
    .select({
      item: i,
      customerName: bookCustomers.companyName,
      fromCurrency: bookLegs.fromCurrency,
      toCurrency: bookLegs.toCurrency,
      status: bookLegs.status,
      endAt: bookLegs.endAt,
      settlementAt: bookLegs.settlementAt,
      mtmChangePct: bookLegs.adjustedMtmChangePct,
      ...objectColumns,
    })
    .from(i)
    .leftJoin(bookLegs, eq(bookLegs.id, i.objectId))
    .leftJoin(bookCustomers, eq(bookCustomers.id, i.customerId))
    .leftJoin(approvalRequests, approvalOfItem)
    .leftJoin(auditEvents, attemptOfItem)
    .where(eq(i.id, itemId));
  if (!item) return null;
  const history = await itemHistory(db, itemId);
  return { ...item, history };
}

export type ItemPanel = NonNullable<Awaited<ReturnType<typeof readItem>>>;

export function itemHistory(db: Db, itemId: number, afterVersion = 0) {
  return db
    .select()
    .from(attentionItemEvents)
    .where(and(eq(attentionItemEvents.itemId, itemId), sql`${attentionItemEvents.version} > ${afterVersion}`))
    .orderBy(asc(attentionItemEvents.version));
}

export type HistoryLine = Awaited<ReturnType<typeof itemHistory>>[number];

export type LegItem = {
  id: number;
  kind: (typeof attentionItems.$inferSelect)["kind"];
  state: (typeof attentionItems.$inferSelect)["state"];
  snoozedUntil: Date | null;
  acknowledgedAt: Date | null;
};

/** The unresolved items on these legs, by leg: a badge each on the book page and the dual hedge page. */
export async function openItemsOnLegs(db: Db, legIds: readonly string[]) {
  const byLeg = new Map<string, LegItem[]>();
  if (legIds.length === 0) return byLeg;
  const rows = await db
    .select({
      id: i.id,
      legId: i.objectId,
      kind: i.kind,
      state: i.state,
      snoozedUntil: i.snoozedUntil,
      acknowledgedAt: i.acknowledgedAt,
    })
    .from(i)
    .where(and(inArray(i.objectId, [...legIds]), sql`${i.state} <> 'resolved'`))
    .orderBy(asc(i.openedAt), asc(i.id));
  for (const { legId, ...item } of rows) byLeg.set(legId, [...(byLeg.get(legId) ?? []), item]);
  return byLeg;
}

/** The unresolved calls and approval requests about one dual hedge (by the queue's index on their kinds' ranks). */
export async function openItemsOnDualHedge(db: Db, dualHedgeId: string): Promise<LegItem[]> {
  const kinds = ["unresolvedCall", "awaitingApproval"] as const;
  return db
    .select({ id: i.id, kind: i.kind, state: i.state, snoozedUntil: i.snoozedUntil, acknowledgedAt: i.acknowledgedAt })
    .from(i)
    .where(
      and(
        inArray(
          i.rank,
          kinds.map((kind) => KIND_RANK[kind]),
        ),
        inArray(i.kind, [...kinds]),
        sql`${i.state} <> 'resolved'`,
        sql`lower(${i.dualHedgeId}) = ${dualHedgeId.toLowerCase()}`,
      ),
    )
    .orderBy(asc(i.openedAt), asc(i.id));
}

/** Enabled operators and admins, by email: who an item may be assigned to. */
export function assignableStaff(db: Db) {
  return db
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .where(and(inArray(authUsers.role, ["operator", "admin"]), sql`${authUsers.disabledAt} is null`))
    .orderBy(asc(authUsers.email));
}

/** History lines by id, written by this person: what a bulk change saved, read back for its confirmation. */
export async function ownLines(db: Db, ids: readonly number[], actorId: string) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(attentionItemEvents)
    .where(and(inArray(attentionItemEvents.id, [...ids]), eq(attentionItemEvents.actorId, actorId)))
    .orderBy(asc(attentionItemEvents.id));
}
