import "server-only";
import { and, eq, getTableColumns, isNull, lt, notInArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db";
import { bookConversions, bookCustomers, bookDualHedges, bookLegs } from "@/lib/db/schema";
import type { Conversion, Customer, DualHedge } from "@/lib/wire";
import { bookChanged } from "./changes";
import { rawById, rawLegsById } from "./raw-index";
import { JsonText } from "./fields";
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
  // Each dual hedge was read whole: a leg it no longer lists is not seen since now (unless one of its legs was unreadable).
  const whole = dualHedges.filter((dualHedge) => !dualHedge.unreadableLegs);
  const listed = whole.flatMap((dualHedge) => dualHedge.hedges.map((leg) => leg.id));
  await db.transaction(async (tx) => {
    await upsert(tx as unknown as Db, bookDualHedges, heads, ["firstSeenAt"]);
    await upsert(tx as unknown as Db, bookLegs, legs, ["firstSeenAt"]);
    // One statement for the page (a statement per dual hedge cost 1.5 ms each in PGlite: 150 ms a page).
    if (whole.length > 0)
      await markLegsNotSeen(
        tx as unknown as Db,
        and(
          inJson(
            bookLegs.dualHedgeId,
            whole.map((dualHedge) => dualHedge.id),
          ),
          listed.length > 0 ? sql`not ${inJson(bookLegs.id, listed)}` : undefined,
        ),
      );
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

/** A customer whose dual hedges were all read; `markNotSeen` false when an answer had no id (it may be one we hold). */
export interface CompleteRead {
  customerId: string;
  markNotSeen: boolean;
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
  await completeCustomerReads([{ customerId, markNotSeen }], readStartedAt);
}

/**
 * Many customers' complete reads at once, in one transaction of three statements: the sync closes a customers page's
 * customers together (three statements per customer cost ~10 ms each in PGlite: minutes over 20,000 customers).
 */
export async function completeCustomerReads(reads: CompleteRead[], readStartedAt: Date): Promise<void> {
  if (reads.length === 0) return;
  const marked = reads.filter((read) => read.markNotSeen).map((read) => read.customerId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (marked.length > 0) await markCustomersNotSeen(t, marked, readStartedAt);
    await t
      .update(bookCustomers)
      .set({ dualHedgesReadAt: sql`now()`, dualHedgesFailedAt: null, dualHedgesError: null })
      .where(
        inJson(
          bookCustomers.id,
          reads.map((read) => read.customerId),
        ),
      );
    await bookChanged(t);
  });
}

async function markCustomersNotSeen(t: Db, customerIds: string[], readStartedAt: Date): Promise<void> {
  await t
    .update(bookDualHedges)
    .set({ notSeenSince: sql`now()` })
    .where(
      and(
        inJson(bookDualHedges.customerId, customerIds),
        isNull(bookDualHedges.notSeenSince),
        lt(bookDualHedges.lastSeenAt, readStartedAt),
      ),
    );
  await markLegsNotSeen(
    t,
    and(
      inJson(bookLegs.customerId, customerIds),
      lt(bookLegs.lastSeenAt, readStartedAt),
      // A leg inside a dual hedge with an unreadable leg may be that one: not known to be gone.
      notInArray(
        bookLegs.dualHedgeId,
        t
          .select({ id: bookDualHedges.id })
          .from(bookDualHedges)
          .where(and(inJson(bookDualHedges.customerId, customerIds), sql`${bookDualHedges.unreadableLegs} > 0`)),
      ),
    ),
  );
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

/** `column in (…ids)` with the ids as one JSON parameter: one bind value however many ids (and no drizzle work per id). */
function inJson(column: AnyPgColumn, ids: string[]): SQL {
  return sql`${column} in (select value from json_array_elements_text(${JSON.stringify(ids)}::json))`;
}

/** A row as a JSON object keyed by column name; `raw` goes in as the JSON text it is, its numbers as written. */
function rowJson(row: Record<string, unknown>, names: Map<string, string>): string {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const name = names.get(key);
    if (name === undefined) throw new Error(`book: no column for ${key}`);
    fields.push(`${JSON.stringify(name)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
  }
  return `{${fields.join(",")}}`;
}

/**
 * Insert or overwrite by id: every column as now read, last_seen_at now, not_seen_since cleared; `keep` columns untouched.
 * The rows travel as one JSON parameter read by `json_populate_recordset` (Postgres and PGlite alike): built by drizzle,
 * 200 legs of 35 columns were 7,000 bind values and cost ~0.6 ms a row in PGlite, most of a pass's time at 100k.
 */
async function upsert(db: Db, table: BookTable, rows: Record<string, unknown>[], keep: string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const names = new Map(Object.entries(columns).map(([key, column]) => [key, column.name]));
  const unique = [...new Map(rows.map((row) => [row.id as string, row])).values()]; // one statement may not touch a row twice
  const written = Object.keys(unique[0]!).map((key) => names.get(key)!);
  const list = written.map((name) => `"${name}"`).join(", ");
  const set = written
    .filter((name) => name !== "id" && !keep.some((key) => names.get(key) === name))
    .map((name) => `"${name}" = excluded."${name}"`);
  set.push(`"last_seen_at" = now()`);
  if ("notSeenSince" in columns) set.push(`"not_seen_since" = null`);
  const json = `[${unique.map((row) => rowJson(row, names)).join(",")}]`;
  await db.execute(
    sql`insert into ${table} (${sql.raw(list)}, "first_seen_at", "last_seen_at")
      select ${sql.raw(list)}, now(), now() from json_populate_recordset(null::${table}, ${json}::json)
      on conflict ("id") do update set ${sql.raw(set.join(", "))}`,
  );
}

/**
 * Fresh planner statistics for the book's tables after a pass. PGlite runs no autovacuum, so without this a filled
 * book kept the empty book's plans: a search by id walked every leg in dual-hedge order (19.5 s at 100k dual hedges
 * in the bench; 1 ms after ANALYZE). On Postgres it only comes before autovacuum would.
 * From a 6,000-row sample (statistics target 20, not 100's 30,000 rows): PGlite's memory never shrinks, and sampling
 * 30,000 legs of ~1.5 kB grew the app by ~70 MiB for good (27,000 legs: 286 → 354 MiB; with 20: 288 → 275).
 */
export async function analyzeBook(): Promise<void> {
  await (
    await getDb()
  ).transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 20`);
    await tx.execute(sql`analyze book_customers, book_dual_hedges, book_legs, book_conversions`);
  });
}

/** The rows the book's statistics last counted (`reltuples`; 0 for a table never analysed). */
export async function analyzedBookRows(): Promise<number> {
  const { rows } = (await (
    await getDb()
  ).execute(
    sql`select coalesce(sum(greatest(reltuples, 0)), 0)::float8 as n from pg_class
      where oid in ('book_customers'::regclass, 'book_dual_hedges'::regclass, 'book_legs'::regclass, 'book_conversions'::regclass)`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0]?.n ?? 0);
}
