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
  total: number;
  page: number;
  perPage: number;
  /** Per currency of the remaining amount, over every matching leg (not only this page). */
  totals: CurrencyTotal[];
  oldestSeenAt: Date | null;
  newestSeenAt: Date | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function whereOf(filters: BookFilters, extra?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [extra];
  if (filters.status) conditions.push(eq(bookLegs.status, filters.status));
  if (filters.pair)
    conditions.push(eq(bookLegs.fromCurrency, filters.pair.from), eq(bookLegs.toCurrency, filters.pair.to));
  if (filters.customer) {
    const text = filters.customer;
    conditions.push(
      UUID_PATTERN.test(text)
        ? eq(bookLegs.customerId, text.toLowerCase())
        : inArray(
            bookLegs.customerId,
            sql`(select ${bookCustomers.id} from ${bookCustomers} where ${ilike(bookCustomers.companyName, `%${likeEscape(text)}%`)})`,
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
 * The ids of one page. OFFSET walks every row it skips, so a page past the middle (once the total is known) is read
 * from the end in the reverse order and turned round: the last page costs what the first does, the middle the most.
 * The address keeps its page number: a keyset cursor would need the previous page's last row in it.
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
  if (total === null || offset <= total / 2) return ids(orderOf(query.sort), query.perPage, offset);
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

const legsOf = (totalsRows: { legs: number | string }[]) => totalsRows.reduce((sum, row) => sum + Number(row.legs), 0);

export async function listBookLegs(db: Db, query: BookQuery): Promise<BookLegsPage> {
  const where = whereOf(query.filters);
  const totals = db
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
    .then((rows) => rows); // one promise: a drizzle query runs again on each `then`
  // The page's ids first, from the legs alone (an index walk), then their rows: a deep page never joins the rows it
  // skips. The first page needs no total, so it runs beside the totals; a later one waits for it to pick its end.
  const ids =
    query.page === 1 ? pageIds(db, where, query, null) : totals.then((rows) => pageIds(db, where, query, legsOf(rows)));
  const [totalsRows, rows] = await Promise.all([
    totals,
    ids.then(async (page) => {
      if (page.length === 0) return [];
      const found = new Map((await select(db).where(inArray(bookLegs.id, page))).map((row) => [row.id, row]));
      return page.map((id) => found.get(id)).filter((row) => row !== undefined);
    }),
  ]);
  const total = legsOf(totalsRows);
  const seen = totalsRows.flatMap((row) => [toDate(row.oldest), toDate(row.newest)]).filter((d) => d !== null);
  const times = seen.map((d) => d.getTime());
  return {
    rows,
    total,
    page: query.page,
    perPage: query.perPage,
    totals: totalsRows.map((row) => ({ currency: row.currency, legs: Number(row.legs), remaining: row.remaining })),
    oldestSeenAt: times.length ? new Date(Math.min(...times)) : null,
    newestSeenAt: times.length ? new Date(Math.max(...times)) : null,
  };
}

/** Every matching leg, in keyset batches on the leg id, so an export of the whole book stays cheap per batch. */
export async function* iterateBookLegs(db: Db, filters: BookFilters, batchSize = 1000): AsyncGenerator<BookLegRow[]> {
  let after: string | undefined;
  for (;;) {
    const batch = await select(db)
      .where(whereOf(filters, after === undefined ? undefined : gt(bookLegs.id, after)))
      .orderBy(asc(bookLegs.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    after = batch.at(-1)!.id;
    if (batch.length < batchSize) return;
  }
}

/** The currency pairs in the book, for the filter's choices. */
export async function listBookPairs(db: Db): Promise<{ from: string; to: string }[]> {
  const rows = await db
    .selectDistinct({ from: bookLegs.fromCurrency, to: bookLegs.toCurrency })
    .from(bookLegs)
    .orderBy(asc(bookLegs.fromCurrency), asc(bookLegs.toCurrency));
  return rows.filter((row): row is { from: string; to: string } => row.from !== null && row.to !== null);
}
