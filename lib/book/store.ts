import "server-only";
import { and, eq, getTableColumns, isNull, lt, notInArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { bookConversions, bookCustomers, bookDualHedges, bookLegs } from "@/lib/db/schema";
import type { Conversion, Customer, DualHedge } from "@/lib/wire";
import { bookChanged } from "./changes";
import { rawById, rawLegsById } from "./raw-index";
import { conversionRow, customerRow, dualHedgeRow, legRow, type Seen } from "./rows";

/** What a write added to the book: rows written, and answers without a usable id that were skipped. */
export interface Recorded {
  rows: number;
  skipped: number;
}

export interface ReadOptions {
  /** The sync pass that read it; null (or absent) for a page's read or a mutation's re-read. */
  passId?: number | null;
  /** The body as received (`keepBody`), so amounts and `raw` keep the service's own text. */
  body?: string;
  /** Items the lenient list reading left out for want of an id. */
  skipped?: number;
}

/** A page of customers, as read. */
export async function recordCustomers(customers: Customer[], options: ReadOptions = {}): Promise<Recorded> {
  const raw = rawById(options.body, "customers");
  const seen = seenBy(options);
  const rows = customers.map((customer) => customerRow(customer, raw.get(customer.id), seen));
  if (rows.length > 0)
    await changeBook((t) =>
      upsert(t, bookCustomers, rows, ["firstSeenAt", "dualHedgesReadAt", "dualHedgesFailedAt", "dualHedgesError"]),
    );
  return { rows: rows.length, skipped: options.skipped ?? 0 };
}

/** A page (or all pages) of one customer's dual hedges with their legs. */
export async function recordDualHedges(
  customerId: string,
  dualHedges: DualHedge[],
  options: ReadOptions = {},
): Promise<Recorded> {
  const raw = rawById(options.body, "dualHedges");
  const seen = seenBy(options);
  const db = await getDb();
  const heads = dualHedges.map((dualHedge) => dualHedgeRow(customerId, dualHedge, raw.get(dualHedge.id), seen));
  const legs = dualHedges.flatMap((dualHedge) => {
    const rawLegs = rawLegsById(raw.get(dualHedge.id));
    return dualHedge.hedges.map((leg) => legRow(customerId, dualHedge.id, leg, rawLegs.get(leg.id), seen));
  });
  if (heads.length === 0) return { rows: 0, skipped: options.skipped ?? 0 };
  await db.transaction(async (tx) => {
    await upsert(tx as unknown as Db, bookDualHedges, heads, ["firstSeenAt"]);
    await upsert(tx as unknown as Db, bookLegs, legs, ["firstSeenAt"]);
    // Each dual hedge was read whole: a leg it no longer lists is not seen since now (unless one of its legs was unreadable).
    for (const dualHedge of dualHedges) {
      if (dualHedge.unreadableLegs) continue;
      await markLegsNotSeen(
        tx as unknown as Db,
        and(
          eq(bookLegs.dualHedgeId, dualHedge.id),
          dualHedge.hedges.length > 0
            ? notInArray(
                bookLegs.id,
                dualHedge.hedges.map((leg) => leg.id),
              )
            : undefined,
        ),
      );
    }
    await bookChanged(tx as unknown as Db); // last, so the stamp's row is locked only until the commit
  });
  return { rows: heads.length + legs.length, skipped: options.skipped ?? 0 };
}

/** One dual hedge read on its own (its page, or a re-read after a mutation). */
export async function recordDualHedge(
  customerId: string,
  dualHedge: DualHedge,
  options: Omit<ReadOptions, "skipped"> = {},
): Promise<Recorded> {
  const body = options.body === undefined ? undefined : `{"dualHedges":[${options.body}]}`;
  return recordDualHedges(customerId, [dualHedge], { ...options, body });
}

/** A page of conversions, as read. */
export async function recordConversions(conversions: Conversion[], options: ReadOptions = {}): Promise<Recorded> {
  const raw = rawById(options.body, "conversions");
  const seen = seenBy(options);
  const rows = conversions.map((conversion) => conversionRow(conversion, raw.get(conversion.id), seen));
  if (rows.length > 0) await changeBook((t) => upsert(t, bookConversions, rows, ["firstSeenAt"]));
  return { rows: rows.length, skipped: options.skipped ?? 0 };
}

/**
 * Every page of a customer's dual hedges was read without error and every answer had an id: what was
 * not seen since `readStartedAt` (database clock) is "not seen since" now, and the customer is fresh again.
 */
export async function completeCustomerRead(
  customerId: string,
  readStartedAt: Date,
  { markNotSeen = true }: { markNotSeen?: boolean } = {},
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (markNotSeen) await markCustomerNotSeen(t, customerId, readStartedAt);
    await t
      .update(bookCustomers)
      .set({ dualHedgesReadAt: sql`now()`, dualHedgesFailedAt: null, dualHedgesError: null })
      .where(eq(bookCustomers.id, customerId));
    await bookChanged(t);
  });
}

async function markCustomerNotSeen(t: Db, customerId: string, readStartedAt: Date): Promise<void> {
  {
    await t
      .update(bookDualHedges)
      .set({ notSeenSince: sql`now()` })
      .where(
        and(
          eq(bookDualHedges.customerId, customerId),
          isNull(bookDualHedges.notSeenSince),
          lt(bookDualHedges.lastSeenAt, readStartedAt),
        ),
      );
    await markLegsNotSeen(
      t,
      and(
        eq(bookLegs.customerId, customerId),
        lt(bookLegs.lastSeenAt, readStartedAt),
        // A leg inside a dual hedge with an unreadable leg may be that one: not known to be gone.
        notInArray(
          bookLegs.dualHedgeId,
          t
            .select({ id: bookDualHedges.id })
            .from(bookDualHedges)
            .where(and(eq(bookDualHedges.customerId, customerId), sql`${bookDualHedges.unreadableLegs} > 0`)),
        ),
      ),
    );
  }
}

/** The read of a customer's dual hedges failed: its rows stay as they were, stale since its last complete read. */
export async function failCustomerRead(customerId: string, error: string): Promise<void> {
  await changeBook((t) =>
    t
      .update(bookCustomers)
      .set({ dualHedgesFailedAt: sql`now()`, dualHedgesError: error.slice(0, 500) })
      .where(eq(bookCustomers.id, customerId)),
  );
}

/** Every page of conversions was read and every answer had an id. */
export async function completeConversionsRead(readStartedAt: Date): Promise<void> {
  await changeBook((t) =>
    t
      .update(bookConversions)
      .set({ notSeenSince: sql`now()` })
      .where(and(isNull(bookConversions.notSeenSince), lt(bookConversions.lastSeenAt, readStartedAt))),
  );
}

/** A write and the book's change stamp in one transaction, the stamp last (lib/book/changes.ts). */
async function changeBook(write: (t: Db) => Promise<unknown>): Promise<void> {
  await (
    await getDb()
  ).transaction(async (tx) => {
    await write(tx as unknown as Db);
    await bookChanged(tx as unknown as Db);
  });
}

type BookTable = typeof bookCustomers | typeof bookDualHedges | typeof bookLegs | typeof bookConversions;

function seenBy(options: ReadOptions): Seen {
  return { passId: options.passId ?? null };
}

async function markLegsNotSeen(db: Db, where: SQL | undefined): Promise<void> {
  await db
    .update(bookLegs)
    .set({ notSeenSince: sql`now()` })
    .where(and(isNull(bookLegs.notSeenSince), where));
}

/** Insert or overwrite by id: every column as now read, last_seen_at now, not_seen_since cleared; `keep` columns untouched. */
async function upsert(db: Db, table: BookTable, rows: Record<string, unknown>[], keep: string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (key === "id" || keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  set.lastSeenAt = sql`now()`;
  if ("notSeenSince" in columns) set.notSeenSince = sql`null`;
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()]; // one statement may not touch a row twice
  await db
    .insert(table)
    .values(unique.map((row) => ({ ...row, lastSeenAt: sql`now()` })) as never)
    .onConflictDoUpdate({ target: table.id, set });
}

/**
 * Fresh planner statistics for the book's tables after a pass. PGlite runs no autovacuum, so without this a filled
 * book kept the empty book's plans: a search by id walked every leg in dual-hedge order (19.5 s at 100k dual hedges
 * in the bench; 1 ms after ANALYZE). On Postgres it only comes before autovacuum would.
 */
export async function analyzeBook(): Promise<void> {
  await (await getDb()).execute(sql`analyze book_customers, book_dual_hedges, book_legs, book_conversions`);
}
