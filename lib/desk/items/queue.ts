import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { whereOf } from "@/lib/book/legs-filters";
import type { Db } from "@/lib/db";
import { attentionItems, bookCustomers, bookLegs } from "@/lib/db/schema";
import type { DeskFilters } from "@/lib/search-params/desk";

// The desk's work queue: the unresolved items, by view, narrowed by the desk's own filters (customer, pair) exactly as
// its lists are. Indexed reads of our database only (the partial indexes on unresolved items): no call to the service.

export const QUEUE_VIEWS = ["all", "mine", "unassigned", "snoozed"] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
export const QUEUE_PAGE_SIZE = 10;

const i = attentionItems;
/** In the lists: open or acknowledged, or snoozed until a time that has come. */
const inList = sql`(${i.state} in ('open', 'acknowledged') or (${i.state} = 'snoozed' and ${i.snoozedUntil} <= now()))`;
const snoozedNow = sql`(${i.state} = 'snoozed' and ${i.snoozedUntil} > now())`;

function viewWhere(view: QueueView, userId: string): SQL {
  switch (view) {
    case "all":
      return inList;
    case "mine":
      return sql`(${inList} and ${i.ownerId} = ${userId})`;
    case "unassigned":
      return sql`(${inList} and ${i.ownerId} is null)`;
    case "snoozed":
      return snoozedNow;
  }
}

const unresolved = sql`${i.state} <> 'resolved'`;
const scoped = (filters: DeskFilters) => and(unresolved, whereOf({ customer: filters.customer, pair: filters.pair }));

/** The order staff work in: the most pressing kind first, then the oldest. */
const KIND_ORDER = sql`array_position(array['overdue', 'endingSoon', 'inProcess', 'settlingSoon', 'mtmMoved'], ${i.kind}::text)`;

export type QueueCounts = Record<QueueView, number>;

export async function queueCounts(db: Db, filters: DeskFilters, userId: string): Promise<QueueCounts> {
  const n = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const [row] = await db
    .select({
      all: n(viewWhere("all", userId)),
      mine: n(viewWhere("mine", userId)),
      unassigned: n(viewWhere("unassigned", userId)),
      snoozed: n(viewWhere("snoozed", userId)),
    })
    .from(i)
    .innerJoin(bookLegs, eq(bookLegs.id, i.objectId))
    .where(scoped(filters));
  return row ?? { all: 0, mine: 0, unassigned: 0, snoozed: 0 };
}

export async function queuePage(db: Db, filters: DeskFilters, view: QueueView, userId: string, page: number) {
  return db
    .select({
      id: i.id,
      kind: i.kind,
      state: i.state,
      version: i.version,
      openedAt: i.openedAt,
      acknowledgedAt: i.acknowledgedAt,
      ownerId: i.ownerId,
      ownerEmail: i.ownerEmail,
      snoozedUntil: i.snoozedUntil,
      latestNote: i.latestNote,
      latestNoteBy: i.latestNoteBy,
      latestNoteAt: i.latestNoteAt,
      legId: i.objectId,
      dualHedgeId: i.dualHedgeId,
      customerId: i.customerId,
      customerName: bookCustomers.companyName,
      fromCurrency: bookLegs.fromCurrency,
      toCurrency: bookLegs.toCurrency,
      endAt: bookLegs.endAt,
      status: bookLegs.status,
    })
    .from(i)
    .innerJoin(bookLegs, eq(bookLegs.id, i.objectId))
    .leftJoin(bookCustomers, eq(bookCustomers.id, i.customerId))
    .where(and(scoped(filters), viewWhere(view, userId)))
    .orderBy(KIND_ORDER, asc(i.openedAt), asc(i.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
}

export type QueueRow = Awaited<ReturnType<typeof queuePage>>[number];

/** Every item id in a view (bulk changes to "all in this view"), capped as a bulk change is. */
export async function queueIds(db: Db, filters: DeskFilters, view: QueueView, userId: string, limit: number) {
  const rows = await db
    .select({ id: i.id })
    .from(i)
    .innerJoin(bookLegs, eq(bookLegs.id, i.objectId))
    .where(and(scoped(filters), viewWhere(view, userId)))
    .orderBy(KIND_ORDER, asc(i.openedAt), asc(i.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
