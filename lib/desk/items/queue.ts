import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { whereOf } from "@/lib/book/legs-filters";
import { KeptPerVersion } from "@/lib/book/kept-per-version";
import type { Db } from "@/lib/db";
import { approvalRequests, attentionItems, auditEvents, bookCustomers, bookLegs } from "@/lib/db/schema";
import { resolveDeskFilters } from "../read-desk";
import { approvalOfItem, attemptOfItem, objectColumns } from "./objects";
import type { ItemsState } from "./refresh";
import type { DeskFilters } from "@/lib/search-params/desk";

// The desk's work queue: the unresolved items, by view, narrowed by the desk's own filters (customer, pair) exactly as
// its lists are. Our database only, no call to the service: a page walks the queue's index in its order (the kind's
// rank, then the oldest); the counts, which read every unresolved item, are kept per version of the items.

export const QUEUE_VIEWS = ["all", "mine", "unassigned", "snoozed"] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
export const QUEUE_PAGE_SIZE = 10;

const i = attentionItems;
/** In the lists: open or acknowledged (a snooze whose time has come is ended by the next refresh, within a minute). */
const inList = sql`${i.state} in ('open', 'acknowledged')`;

function viewWhere(view: QueueView, userId: string): SQL {
  switch (view) {
    case "all":
      return inList;
    case "mine":
      return sql`(${inList} and ${i.ownerId} = ${userId})`;
    case "unassigned":
      return sql`(${inList} and ${i.ownerId} is null)`;
    case "snoozed":
      return sql`${i.state} = 'snoozed'`;
  }
}

const unresolved = sql`${i.state} <> 'resolved'`;
const filtered = (filters: DeskFilters) => Boolean(filters.customer || filters.pair);
/** The items on legs the desk's filters keep (the legs' own columns: a leg's customer and pair never change). */
const scoped = (filters: DeskFilters) =>
  filtered(filters)
    ? and(
        unresolved,
        sql`${i.objectId} in (select ${bookLegs.id} from ${bookLegs} where ${whereOf({ customer: filters.customer, pair: filters.pair }, undefined, filters.customerIds)})`,
      )
    : unresolved;

export type QueueCounts = Record<QueueView, number>;

const globalForCounts = globalThis as unknown as { hedgeDeskQueueCounts?: KeptPerVersion<QueueCounts> };
const keptCounts = () => (globalForCounts.hedgeDeskQueueCounts ??= new KeptPerVersion<QueueCounts>(64));

/** Counts per view, as of `queueVersion` of the items (or newer): read again only after the items changed. */
export function queueCounts(db: Db, filters: DeskFilters, userId: string, queueVersion: number): Promise<QueueCounts> {
  const key = JSON.stringify([filters.customer ?? null, filters.pair ?? null, userId]);
  return keptCounts().asOf(key, queueVersion, async () => {
    const n = (view: QueueView) => sql<number>`count(*) filter (where ${viewWhere(view, userId)})`.mapWith(Number);
    const [row] = await db
      .select({ all: n("all"), mine: n("mine"), unassigned: n("unassigned"), snoozed: n("snoozed") })
      .from(i)
      .where(scoped(filters));
    return row ?? { all: 0, mine: 0, unassigned: 0, snoozed: 0 };
  });
}

type Versions = Pick<ItemsState, "queueVersion" | "bookNow">;

const globalForPages = globalThis as unknown as { hedgeDeskQueuePages?: KeptPerVersion<QueueRow[]> };
const keptPages = () => (globalForPages.hedgeDeskQueuePages ??= new KeptPerVersion<QueueRow[]>(64));

/** A view's page, kept per version of the items and of the book (its rows carry the legs' status and end). */
export function queuePage(db: Db, filters: DeskFilters, view: QueueView, userId: string, page: number, at: Versions) {
  const key = JSON.stringify([
    filters.customer ?? null,
    filters.pair ?? null,
    view,
    view === "mine" ? userId : null,
    page,
    at.bookNow,
  ]);
  return keptPages().asOf(key, at.queueVersion, () => readQueuePage(db, filters, view, userId, page));
}

async function readQueuePage(db: Db, filters: DeskFilters, view: QueueView, userId: string, page: number) {
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
      ...objectColumns,
    })
    .from(i)
    .leftJoin(bookLegs, eq(bookLegs.id, i.objectId))
    .leftJoin(bookCustomers, eq(bookCustomers.id, i.customerId))
    .leftJoin(approvalRequests, approvalOfItem)
    .leftJoin(auditEvents, attemptOfItem)
    .where(and(scoped(filters), viewWhere(view, userId)))
    .orderBy(asc(i.rank), asc(i.openedAt), asc(i.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
}

export type QueueRow = Awaited<ReturnType<typeof readQueuePage>>[number];

/** Every item id in a view (bulk changes to "all in this view"), capped as a bulk change is. */
export async function queueIds(db: Db, filters: DeskFilters, view: QueueView, userId: string, limit: number) {
  const resolved = await resolveDeskFilters(db, filters);
  const rows = await db
    .select({ id: i.id })
    .from(i)
    .where(and(scoped(resolved), viewWhere(view, userId)))
    .orderBy(asc(i.rank), asc(i.openedAt), asc(i.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
