import "server-only";
import { and, asc, count, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { bookCustomers, bookLegs } from "@/lib/db/schema/book";
import { UUID_PATTERN } from "@/lib/schemas/ids";
import { bookExactTotalLimit } from "./config";
import { KeptPerVersion } from "./kept-per-version";
import {
  FIXED_SIDE_PARAMS,
  type BookCursor,
  type BookFilters,
  type BookQuery,
  type BookSort,
} from "@/lib/search-params/book";

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
  /** Every matching leg, counted exactly when at most `exactTotalLimit` legs match (listBookLegs); null when more do. */
  total: number | null;
  /** With `total` null and no filter: the book's legs by the table's statistics, an estimate (said so on the page). */
  estimate: number | null;
  /** With `total` null: whether a page follows this one. */
  hasNext: boolean;
  /** The page's number; null when reached by a cursor past the exact count (its position is not known). */
  page: number | null;
  /**
   * A `page=N` address past the numbered pages (`numberedPages`) of a list whose total is not counted: not read, as an
   * offset walks every leg it skips (at 100k, 560 ms for a page 95 % in). Null when the page was read.
   */
  tooDeep: { page: number; numberedPages: number } | null;
  /** Where the Previous and Next links go by cursor (null: no such page); used when `total` is null. */
  cursors: { previous: BookCursor | null; next: BookCursor | null; last: BookCursor };
  perPage: number;
  /** Per currency of the remaining amount, over every matching leg (not only this page); null when not counted. */
  totals: CurrencyTotal[] | null;
  /** When the matching legs (with `total` null: this page's rows) were read, oldest and newest. */
  oldestSeenAt: Date | null;
  newestSeenAt: Date | null;
}

/**
 * The page numbers a list with more than `exactTotalLimit` legs answers: those whose offset is within the exact range
 * (a walk no longer than the bounded count's). Past them the pager moves by cursor; a typed deeper number is refused,
 * as GitHub's and Elasticsearch's searches cap offset paging, rather than walked.
 */
export const numberedPages = (perPage: number, exactTotalLimit: number) =>
  Math.max(1, Math.ceil(exactTotalLimit / perPage));

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

/** One key of the page's order; the leg id is the last, so no two legs tie. */
interface KeyPart {
  expr: SQL | AnyPgColumn;
  descending: boolean;
  nullsFirst: boolean;
  /**
   * The first key's unknown values are read apart (`seek`), so within one read their place is moot: where to say they go
   * so the order is its index's, forwards or backwards. A date has one ascending index (nulls last), which backwards
   * gives descending with nulls first; the remaining amount has an index for each way, unknown last in both.
   */
  nullsFirstInIndex: boolean;
}

/**
 * The page's order, or (`reversed`) its exact reverse, which Postgres walks as the same index backwards. Unknown values
 * last whichever way, then (settlement) the end date or (remaining) its currency, then the leg id so pages never
 * overlap. The keys before the id are what a cursor carries (lib/search-params/book.ts), in this order.
 */
function keyParts(sort: BookSort, reversed = false): KeyPart[] {
  const column = { end: bookLegs.endAt, settlement: bookLegs.settlementAt, remaining: remainingAmount }[sort.key];
  const then = sort.key === "remaining" ? remainingCurrency : bookLegs.endAt;
  const key = (expr: KeyPart["expr"], descending: boolean): KeyPart => ({
    expr,
    descending,
    nullsFirst: false,
    nullsFirstInIndex: false,
  });
  const parts = [
    key(column, sort.descending),
    ...(sort.key === "end" ? [] : [key(then, false)]),
    key(bookLegs.id, false),
  ];
  const ordered = reversed
    ? parts.map((p) => ({
        ...p,
        descending: !p.descending,
        nullsFirst: !p.nullsFirst,
        nullsFirstInIndex: !p.nullsFirst,
      }))
    : parts;
  const first = ordered[0]!;
  first.nullsFirstInIndex = sort.key === "remaining" ? first.nullsFirst : first.descending;
  return ordered;
}

/** The order of `parts`; `byRegion`: within one read of `seek`, where the first key is all known or all unknown. */
const orderOf = (parts: KeyPart[], byRegion = false) =>
  parts.map((p, i) => {
    const nullsFirst = byRegion && i === 0 ? p.nullsFirstInIndex : p.nullsFirst;
    return sql`${p.expr} ${sql.raw(p.descending ? "desc" : "asc")} ${sql.raw(nullsFirst ? "nulls first" : "nulls last")}`;
  });

/** Legs strictly past `value` on one key, in that key's direction (unknown values where the order puts them). */
function pastOn(part: KeyPart, value: string | null): SQL {
  if (value === null) return part.nullsFirst ? sql`${part.expr} is not null` : sql`false`;
  const past = part.descending ? sql`${part.expr} < ${value}` : sql`${part.expr} > ${value}`;
  return part.nullsFirst ? past : sql`(${past} or ${part.expr} is null)`;
}
const sameOn = (part: KeyPart, value: string | null): SQL =>
  value === null ? sql`${part.expr} is null` : sql`${part.expr} = ${value}`;

/** Legs strictly after the position `values` (one per part) in the order `parts`: lexicographic, key by key. */
function after(parts: KeyPart[], values: (string | null)[]): SQL {
  const branches = parts.map((part, k) =>
    and(...parts.slice(0, k).map((p, j) => sameOn(p, values[j]!)), pastOn(part, values[k]!))!,
  );
  return or(...branches)!;
}

interface Keyed {
  id: string;
  /** The sort's keys before the id, as text (a cursor's values). */
  keys: (string | null)[];
}

function readKeyed(
  db: Db,
  where: SQL | undefined,
  parts: KeyPart[],
  limit: number,
  { skip = 0, byRegion = false }: { skip?: number; byRegion?: boolean } = {},
): Promise<Keyed[]> {
  const keys = parts.slice(0, -1);
  return db
    .select({
      id: bookLegs.id,
      keys: sql<(string | null)[]>`array[${sql.join(
        keys.map((p) => sql`(${p.expr})::text`),
        sql`, `,
      )}]`,
    })
    .from(bookLegs)
    .where(where)
    .orderBy(...orderOf(parts, byRegion))
    .limit(limit)
    .offset(skip);
}

/**
 * Up to `limit` legs from the start of the order `parts`, or after a position in it: a seek, not a walk. The first
 * key's known values and its unknown ones are read apart, so each read is a range of that key's index (`>= value`, or
 * `is null`) in the index's own order, never an OR or a nulls placement the planner would answer by sorting every
 * matching leg: the position's part first, then (if the page is not full) the part the order puts after it.
 */
async function seek(
  db: Db,
  where: SQL | undefined,
  parts: KeyPart[],
  position: { keys: (string | null)[]; id: string } | null,
  limit: number,
): Promise<Keyed[]> {
  const [first] = parts as [KeyPart];
  const known = sql`${first.expr} is not null`;
  const unknown = sql`${first.expr} is null`;
  const regions = first.nullsFirst ? [unknown, known] : [known, unknown];
  let conditions: (SQL | undefined)[];
  if (position === null) conditions = regions;
  else {
    const values = [...position.keys, position.id];
    const value = values[0]!;
    const bound =
      value === null
        ? unknown
        : and(known, first.descending ? sql`${first.expr} <= ${value}` : sql`${first.expr} >= ${value}`);
    const here = and(bound, after(parts, values));
    conditions =
      value === null ? (first.nullsFirst ? [here, known] : [here]) : first.nullsFirst ? [here] : [here, unknown];
  }
  const rows: Keyed[] = [];
  for (const condition of conditions) {
    if (rows.length >= limit) break;
    rows.push(...(await readKeyed(db, and(where, condition), parts, limit - rows.length, { byRegion: true })));
  }
  return rows;
}

/** A page's rows by id, with where its first and last legs sit (the cursors of its Previous and Next links). */
interface PageIds {
  ids: string[];
  hasNext: boolean;
  hasPrevious: boolean;
  /** The page's number, or null when it was reached by a cursor and its position is not known. */
  page: number | null;
  first: Keyed | null;
  last: Keyed | null;
}

function pageOf(rows: Keyed[], page: number | null, hasPrevious: boolean, hasNext: boolean): PageIds {
  return { ids: rows.map((r) => r.id), page, hasPrevious, hasNext, first: rows[0] ?? null, last: rows.at(-1) ?? null };
}

/**
 * The ids of one page (one more, to know whether a page follows). OFFSET walks every row it skips, so when the total is
 * known a page past the middle is read from the end in the reverse order and turned round: the last page costs what
 * the first does. A cursor seeks instead (the page's links carry one when the total is not known); when it is not, a
 * `page=N` address is read only within the numbered pages (`listBookLegs`), an offset of at most the exact limit.
 */
async function pageIds(db: Db, where: SQL | undefined, query: BookQuery, total: number | null): Promise<PageIds> {
  const { perPage, cursor, sort } = query;
  if (cursor?.direction === "after") {
    const rows = await seek(db, where, keyParts(sort), cursor, perPage + 1);
    return pageOf(rows.slice(0, perPage), null, true, rows.length > perPage);
  }
  if (cursor) {
    // Before a position, or the last page: the reverse order read forwards, then turned round.
    const reversed = keyParts(sort, true);
    const rows =
      cursor.direction === "before"
        ? await seek(db, where, reversed, cursor, perPage + 1)
        : await seek(db, where, reversed, null, perPage + 1);
    if (rows.length > perPage)
      return pageOf(rows.slice(0, perPage).reverse(), null, true, cursor.direction === "before");
    // Nothing before these: this is the first page, and its number is known.
    if (cursor.direction === "before") return pageIds(db, where, { ...query, cursor: undefined, page: 1 }, total);
    return pageOf(rows.reverse(), 1, false, false);
  }
  const offset = (query.page - 1) * perPage;
  const parts = keyParts(sort);
  if (offset === 0) {
    const rows = await seek(db, where, parts, null, perPage + 1);
    return pageOf(rows.slice(0, perPage), query.page, false, rows.length > perPage);
  }
  if (total === null || offset <= total / 2) {
    const rows = await readKeyed(db, where, parts, perPage + 1, { skip: offset });
    return pageOf(rows.slice(0, perPage), query.page, query.page > 1, rows.length > perPage);
  }
  if (offset >= total) return pageOf([], query.page, true, false);
  const end = Math.min(offset + perPage, total);
  const rows = (await readKeyed(db, where, keyParts(sort, true), end - offset, { skip: total - end })).reverse();
  return pageOf(rows, query.page, query.page > 1, end < total);
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

// Built once per database: assembling the select's 21 columns and join cost drizzle more than Postgres's run of it.
const rowsByIdsQueries = new WeakMap<Db, ReturnType<typeof prepareRowsByIds>>();
const prepareRowsByIds = (db: Db) =>
  select(db)
    .where(sql`${bookLegs.id} = any(${sql.placeholder("ids")})`)
    .prepare("book_rows_by_ids");

/** A page's legs by id, in no particular order. */
function rowsByIds(db: Db) {
  let query = rowsByIdsQueries.get(db);
  if (!query) rowsByIdsQueries.set(db, (query = prepareRowsByIds(db)));
  return query;
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

/** What a page of legs depends on that only the book and the filters decide, not the page, sort or cursor. */
interface LegsSummary {
  /** `customerIdsOf` for the filters. */
  customerIds: string[] | null;
  /** The bounded count: at most `exactTotalLimit + 1`. */
  counted: number;
  /** The table's estimate, read only when the count is past the limit and nothing is filtered. */
  estimate: number | null;
  /** Per currency, with when its legs were read; only when the count is exact. */
  totals: TotalsRow[] | null;
}

type TotalsRow = {
  currency: string | null;
  legs: number;
  remaining: string | null;
  oldest: Date | string | null;
  newest: Date | string | null;
};

async function readLegsSummary(db: Db, filters: BookFilters, exactTotalLimit: number): Promise<LegsSummary> {
  const customerIds = await customerIdsOf(db, filters);
  const where = whereOf(filters, undefined, customerIds);
  const counted = await boundedCount(db, where, exactTotalLimit);
  const exact = counted <= exactTotalLimit;
  const [totals, estimate] = await Promise.all([
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
    // Unfiltered, the table's own estimate; filtered, no figure (a planner's guess at a filter can be far out).
    exact || where !== undefined ? null : estimatedLegs(db),
  ]);
  return { customerIds, counted, estimate, totals };
}

/** A key per filters: the same filters in any order, or with a key present but undefined, are one key. */
export function filtersKey(filters: BookFilters): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, typeof value === "object" ? `${value.from}/${value.to}` : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

// Each statement costs the app's own CPU in PGlite (docs/performance.md, "the book page's own cost"): the count, the
// estimate, the totals and a name's customers are read once per change of the book and filters, not on every load.
// 64 filter combinations are a few kilobytes (the totals are one row per currency).
const summaries = new KeptPerVersion<LegsSummary>(64);

/** The summaries kept in this process: for tests, which count the reads made. */
export const keptLegsSummaries = summaries;

/**
 * Counting and summing every matching leg is O(matching legs): at 204,000 legs, 1 s a page in PGlite. Up to
 * `exactTotalLimit` (BOOK_EXACT_TOTAL_LIMIT, whose default lives in lib/env/server.ts) they are counted and summed
 * exactly (a walk bounded by the limit); past it the page says "more than" (and, for the whole book, the table's
 * estimate, said to be one), and leaves the sums out rather than make one up.
 *
 * With `version`, the book's change stamp as the caller read it (before this), the count, estimate and totals are
 * those kept for that version or a newer one (`KeptPerVersion`), read now only when the book moved since; without it
 * they are read every time.
 */
export async function listBookLegs(
  db: Db,
  query: BookQuery,
  { exactTotalLimit = bookExactTotalLimit(), version }: { exactTotalLimit?: number; version?: number } = {},
): Promise<BookLegsPage> {
  const read = () => readLegsSummary(db, query.filters, exactTotalLimit);
  const summary =
    version === undefined
      ? await read()
      : await summaries.asOf(`${exactTotalLimit} ${filtersKey(query.filters)}`, version, read);
  const { counted, totals: totalsRows } = summary;
  const where = whereOf(query.filters, undefined, summary.customerIds);
  const exact = counted <= exactTotalLimit;
  // Never below what was walked: the statistics may be older than the rows.
  const estimate = summary.estimate === null ? null : Math.max(summary.estimate, exactTotalLimit + 1);
  const numbered = numberedPages(query.perPage, exactTotalLimit);
  if (!exact && !query.cursor && query.page > numbered) {
    return {
      rows: [],
      total: null,
      estimate,
      hasNext: false,
      page: query.page,
      tooDeep: { page: query.page, numberedPages: numbered },
      cursors: { previous: null, next: null, last: { direction: "last", sort: query.sort } },
      perPage: query.perPage,
      totals: null,
      oldestSeenAt: null,
      newestSeenAt: null,
    };
  }
  // The page's ids first, from the legs alone (an index walk), then their rows: a page never joins the rows it skips.
  const ids = await pageIds(db, where, query, exact ? counted : null);
  const page = ids.ids;
  const found = page.length === 0 ? [] : await rowsByIds(db).execute({ ids: page });
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = page.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const seen = totalsRows
    ? totalsRows.flatMap((row) => [toDate(row.oldest), toDate(row.newest)]).filter((d) => d !== null)
    : rows.map((row) => row.lastSeenAt);
  const times = seen.map((d) => d.getTime());
  return {
    rows,
    total: exact ? counted : null,
    estimate,
    hasNext: ids.hasNext,
    page: ids.page,
    tooDeep: null,
    cursors: {
      previous:
        ids.hasPrevious && ids.first
          ? { direction: "before", sort: query.sort, keys: ids.first.keys, id: ids.first.id }
          : null,
      next:
        ids.hasNext && ids.last ? { direction: "after", sort: query.sort, keys: ids.last.keys, id: ids.last.id } : null,
      last: { direction: "last", sort: query.sort },
    },
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
