import "server-only";
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookCustomers, bookLegs } from "@/lib/db/schema/book";
import { UUID_PATTERN } from "@/lib/schemas/ids";
import { FIXED_SIDE_PARAMS, type BookFilters, type BookQuery, type BookSort } from "@/lib/search-params/book";

// Every leg in the book, across customers. Amounts stay exact: numeric in SQL, text in JS, never a float.

/** The amount still hedged: the one on the fixed side, in that side's currency (null when the side is unknown). */
const remainingAmount = sql<string | null>`(case ${bookLegs.fixedSide}
  when 'fromCurrencyAmount' then ${bookLegs.fromCurrencyAmount}
  when 'toCurrencyAmount' then ${bookLegs.toCurrencyAmount} end)`;
const remainingCurrency = sql<string | null>`(case ${bookLegs.fixedSide}
  when 'fromCurrencyAmount' then ${bookLegs.fromCurrency}
  when 'toCurrencyAmount' then ${bookLegs.toCurrency} end)`;

export interface BookLegRow {
  id: string;
  dualHedgeId: string;
  customerId: string;
  companyName: string | null;
  status: string | null;
  transactionId: string | null;
  externalTransactionId: string | null;
  externalCustomerId: string | null;
  fromCurrency: string | null;
  toCurrency: string | null;
  fromCurrencyAmount: string | null;
  toCurrencyAmount: string | null;
  fixedSide: string | null;
  remainingAmount: string | null;
  remainingCurrency: string | null;
  endAt: string | null;
  settlementAt: string | null;
  lastSeenAt: Date;
  notSeenSince: Date | null;
  /** Its customer's last read of dual hedges failed: the row is as of `customerReadAt`. */
  customerReadFailedAt: Date | null;
  customerReadAt: Date | null;
}

export interface CurrencyTotal {
  currency: string | null;
  legs: number;
  /** Exact decimal text, summed in SQL; null when no leg of that currency says its amount. */
  remaining: string | null;
}

export interface BookLegsPage {
  rows: BookLegRow[];
  /** Every matching leg, counted exactly when at most `EXACT_TOTAL_LIMIT` match; null when more do. */
  total: number | null;
  /** With `total` null and no filter: the book's legs by the table's statistics, an estimate (said so on the page). */
  estimate: number | null;
  /** With `total` null: whether a page follows this one. */
  hasNext: boolean;
  page: number;
  perPage: number;
  /** Per currency of the remaining amount, over every matching leg (not only this page); null when not counted. */
  totals: CurrencyTotal[] | null;
  /** When the matching legs (with `total` null: this page's rows) were read, oldest and newest. */
  oldestSeenAt: Date | null;
  newestSeenAt: Date | null;
}

/**
 * Counting and summing every matching leg is O(matching legs): at 204,000 legs, 1 s a page in PGlite. Up to this many
 * they are counted and summed exactly (a walk bounded by the limit); past it the page says "more than" (and, for the
 * whole book, the table's estimate, said to be one), and leaves the sums out rather than make one up.
 */
export const EXACT_TOTAL_LIMIT = 1000;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const namesLike = (text: string) => ilike(bookCustomers.companyName, `%${likeEscape(text)}%`);

/** At most this many customers a name filter is resolved to ids for; a name matching more stays a subquery. */
export const RESOLVED_NAMES_LIMIT = 200;

/**
 * The customers a name filter matches, by id (the trigram index on names), so the legs' query carries the ids
 * themselves: with a subquery Postgres plans for a typical customer, and for the one with 200,000 legs sorted them all
 * for a page; with the id it reads its statistics and walks the date index instead. Null when the filter is an id,
 * absent, or matches more than `RESOLVED_NAMES_LIMIT` customers (then the subquery, still exact).
 */
export async function customerIdsOf(db: Db, filters: BookFilters): Promise<string[] | null> {
  const text = filters.customer;
  if (!text || UUID_PATTERN.test(text)) return null;
  const rows = await db
    .select({ id: bookCustomers.id })
    .from(bookCustomers)
    .where(namesLike(text))
    .limit(RESOLVED_NAMES_LIMIT + 1);
  return rows.length > RESOLVED_NAMES_LIMIT ? null : rows.map((row) => row.id);
}

/** The legs' conditions; `customerIds`, from `customerIdsOf` for the same filters, stands for the name's subquery. */
export function whereOf(filters: BookFilters, extra?: SQL, customerIds?: string[] | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [extra];
  if (filters.status) conditions.push(eq(bookLegs.status, filters.status));
  if (filters.pair)
    conditions.push(eq(bookLegs.fromCurrency, filters.pair.from), eq(bookLegs.toCurrency, filters.pair.to));
  if (filters.customer) {
    const text = filters.customer;
    conditions.push(
      UUID_PATTERN.test(text)
        ? eq(bookLegs.customerId, text.toLowerCase())
        : customerIds
          ? customerIds.length === 0
            ? sql`false`
            : customerIds.length === 1
              ? eq(bookLegs.customerId, customerIds[0]!)
              : inArray(bookLegs.customerId, customerIds)
          : inArray(
              bookLegs.customerId,
              sql`(select ${bookCustomers.id} from ${bookCustomers} where ${namesLike(text)})`,
            ),
    );
  }
  if (filters.endFrom) conditions.push(gte(bookLegs.endAt, filters.endFrom));
  if (filters.endTo) conditions.push(lte(bookLegs.endAt, filters.endTo));
  if (filters.settlementFrom) conditions.push(gte(bookLegs.settlementAt, filters.settlementFrom));
  if (filters.settlementTo) conditions.push(lte(bookLegs.settlementAt, filters.settlementTo));
  if (filters.fixed) conditions.push(eq(bookLegs.fixedSide, FIXED_SIDE_PARAMS[filters.fixed]));
  return and(...conditions);
}

/** The page's order, or (`reversed`) its exact reverse, which Postgres walks as the same index backwards. */
function orderOf(sort: BookSort, reversed = false): SQL[] {
  const column = { end: bookLegs.endAt, settlement: bookLegs.settlementAt, remaining: remainingAmount }[sort.key];
  const then = sort.key === "remaining" ? remainingCurrency : bookLegs.endAt;
  // Unknown values last whichever way, then the leg id so pages never overlap.
  if (!reversed)
    return [
      sort.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      asc(then),
      asc(bookLegs.id),
    ];
  return [
    sort.descending ? sql`${column} asc nulls first` : sql`${column} desc nulls first`,
    desc(then),
    desc(bookLegs.id),
  ];
}

/**
 * The ids of one page (one more, to know whether a page follows). OFFSET walks every row it skips, so when the total is
 * known a page past the middle is read from the end in the reverse order and turned round: the last page costs what
 * the first does. With more than `EXACT_TOTAL_LIMIT` legs the total is not known and a deep page walks its offset.
 */
async function pageIds(db: Db, where: SQL | undefined, query: BookQuery, total: number | null): Promise<string[]> {
  const offset = (query.page - 1) * query.perPage;
  const ids = (order: SQL[], limit: number, skip: number) =>
    db
      .select({ id: bookLegs.id })
      .from(bookLegs)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(skip)
      .then((rows) => rows.map((row) => row.id));
  if (total === null || offset <= total / 2) return ids(orderOf(query.sort), query.perPage + 1, offset);
  if (offset >= total) return [];
  const end = Math.min(offset + query.perPage, total);
  return (await ids(orderOf(query.sort, true), end - offset, total - end)).reverse();
}

function select(db: Db) {
  return db
    .select({
      id: bookLegs.id,
      dualHedgeId: bookLegs.dualHedgeId,
      customerId: bookLegs.customerId,
      companyName: bookCustomers.companyName,
      status: bookLegs.status,
      transactionId: bookLegs.transactionId,
      externalTransactionId: bookLegs.externalTransactionId,
      externalCustomerId: bookLegs.externalCustomerId,
      fromCurrency: bookLegs.fromCurrency,
      toCurrency: bookLegs.toCurrency,
      fromCurrencyAmount: sql<string | null>`${bookLegs.fromCurrencyAmount}::text`,
      toCurrencyAmount: sql<string | null>`${bookLegs.toCurrencyAmount}::text`,
      fixedSide: bookLegs.fixedSide,
      remainingAmount: sql<string | null>`${remainingAmount}::text`,
      remainingCurrency,
      endAt: bookLegs.endAt,
      settlementAt: bookLegs.settlementAt,
      lastSeenAt: bookLegs.lastSeenAt,
      notSeenSince: bookLegs.notSeenSince,
      customerReadFailedAt: bookCustomers.dualHedgesFailedAt,
      customerReadAt: bookCustomers.dualHedgesReadAt,
    })
    .from(bookLegs)
    .leftJoin(bookCustomers, eq(bookCustomers.id, bookLegs.customerId));
}

// A driver may hand back timestamps as text from a raw `sql` column; the schema's own columns come back as Dates.
const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The matching legs, counted up to one past the limit: a walk of at most that many index entries. */
async function boundedCount(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(bookLegs)
    .where(where)
    .limit(limit + 1)
    .as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  return Number(row?.n ?? 0);
}

/** How many legs the book holds by its statistics (`reltuples`, which the pass's ANALYZE refreshes): an estimate. */
async function estimatedLegs(db: Db): Promise<number | null> {
  // Both drivers answer with `rows`.
  const { rows } = (await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = 'book_legs'::regclass`,
  )) as unknown as { rows: { n: number | string | null }[] };
  const n = Number(rows[0]?.n ?? -1);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null; // -1: never analysed
}

export async function listBookLegs(
  db: Db,
  query: BookQuery,
  { exactTotalLimit = EXACT_TOTAL_LIMIT }: { exactTotalLimit?: number } = {},
): Promise<BookLegsPage> {
  const where = whereOf(query.filters, undefined, await customerIdsOf(db, query.filters));
  const counted = await boundedCount(db, where, exactTotalLimit);
  const exact = counted <= exactTotalLimit;
  const [totalsRows, ids, estimate] = await Promise.all([
    exact
      ? db
          .select({
            currency: remainingCurrency,
            legs: count(),
            remaining: sql<string | null>`sum(${remainingAmount})::text`,
            oldest: sql<Date | string | null>`min(${bookLegs.lastSeenAt})`,
            newest: sql<Date | string | null>`max(${bookLegs.lastSeenAt})`,
          })
          .from(bookLegs)
          .where(where)
          .groupBy(remainingCurrency)
          .orderBy(sql`1 asc nulls last`)
      : null,
    // The page's ids first, from the legs alone (an index walk), then their rows: a page never joins the rows it skips.
    pageIds(db, where, query, exact ? counted : null),
    // Unfiltered, the table's own estimate; filtered, no figure (a planner's guess at a filter can be far out).
    exact || where !== undefined ? null : estimatedLegs(db),
  ]);
  const hasNext = ids.length > query.perPage;
  const page = ids.slice(0, query.perPage);
  const found = page.length === 0 ? [] : await select(db).where(inArray(bookLegs.id, page));
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = page.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const seen = totalsRows
    ? totalsRows.flatMap((row) => [toDate(row.oldest), toDate(row.newest)]).filter((d) => d !== null)
    : rows.map((row) => row.lastSeenAt);
  const times = seen.map((d) => d.getTime());
  return {
    rows,
    total: exact ? counted : null,
    // Never below what was walked: the statistics may be older than the rows.
    estimate: estimate === null ? null : Math.max(estimate, exactTotalLimit + 1),
    hasNext,
    page: query.page,
    perPage: query.perPage,
    totals: totalsRows
      ? totalsRows.map((row) => ({ currency: row.currency, legs: Number(row.legs), remaining: row.remaining }))
      : null,
    oldestSeenAt: times.length ? new Date(Math.min(...times)) : null,
    newestSeenAt: times.length ? new Date(Math.max(...times)) : null,
  };
}

/** Every matching leg, in keyset batches on the leg id, so an export of the whole book stays cheap per batch. */
export async function* iterateBookLegs(db: Db, filters: BookFilters, batchSize = 1000): AsyncGenerator<BookLegRow[]> {
  let after: string | undefined;
  const customerIds = await customerIdsOf(db, filters);
  for (;;) {
    const batch = await select(db)
      .where(whereOf(filters, after === undefined ? undefined : gt(bookLegs.id, after), customerIds))
      .orderBy(asc(bookLegs.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    after = batch.at(-1)!.id;
    if (batch.length < batchSize) return;
  }
}

/**
 * The currency pairs in the book, for the filter's choices: a walk of the pair index from one pair to the next (a
 * "loose index scan"), a few index reads per pair, where `select distinct` read every leg (204,000 at 100k).
 */
export async function listBookPairs(db: Db): Promise<{ from: string; to: string }[]> {
  // Both drivers answer with `rows`.
  const { rows } = (await db.execute(sql`
    with recursive pairs (f, t) as (
      (select from_currency, to_currency from book_legs
        where from_currency is not null and to_currency is not null order by 1, 2 limit 1)
      union all
      select next.f, next.t from pairs cross join lateral (
        select from_currency as f, to_currency as t from book_legs
        where from_currency is not null and to_currency is not null and (from_currency, to_currency) > (pairs.f, pairs.t)
        order by 1, 2 limit 1
      ) next
    )
    select f as "from", t as "to" from pairs`)) as unknown as { rows: { from: string; to: string }[] };
  return rows.map((row) => ({ from: row.from, to: row.to }));
}
