import "server-only";
import { and, count, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { listBookPairs } from "@/lib/book/pairs";
import type { Db } from "@/lib/db";
import { bookConversions, bookLegs } from "@/lib/db/schema";
import { addCalendarDays } from "@/lib/domain/dates";
import { type MaturityBucket, maturityBuckets } from "@/lib/format/desk-calendar";
import { type PairTotal, topPairs } from "@/lib/domain/pair-totals";
import type { DeskFilters } from "@/lib/search-params/desk";
import { rowsOf } from "./rows";
import { legScope, openLeg } from "./scope";

type Columns = { from: AnyPgColumn; to: AnyPgColumn; fromAmount: AnyPgColumn; toAmount: AnyPgColumn };

/** Per pair: rows, and each side summed in SQL on numeric (as text, so no float touches it). */
function pairTotals(db: Db, table: typeof bookLegs | typeof bookConversions, c: Columns, where: SQL | undefined) {
  return db
    .select({
      from: sql<string | null>`${c.from}`,
      to: sql<string | null>`${c.to}`,
      count: count(),
      fromAmount: sql<string | null>`sum(${c.fromAmount})::text`,
      toAmount: sql<string | null>`sum(${c.toAmount})::text`,
      fromUnknown: sql<number>`count(*) filter (where ${c.fromAmount} is null)`.mapWith(Number),
      toUnknown: sql<number>`count(*) filter (where ${c.toAmount} is null)`.mapWith(Number),
    })
    .from(table)
    .where(where)
    .groupBy(c.from, c.to) as Promise<PairTotal[]>;
}

const legColumns: Columns = {
  from: bookLegs.fromCurrency,
  to: bookLegs.toCurrency,
  fromAmount: bookLegs.fromCurrencyAmount,
  toAmount: bookLegs.toCurrencyAmount,
};

/** Remaining amounts of Active legs per pair, both sides, the top pairs and the others per currency. */
export async function exposureByPair(db: Db, filters: DeskFilters, limit: number) {
  return topPairs(await pairTotals(db, bookLegs, legColumns, legScope(filters, eq(bookLegs.status, "Active"))), limit);
}

/** The organization's conversions issued in the last 30 days (today included) per pair; no customer filter applies. */
export async function conversionsByPair(db: Db, filters: DeskFilters, today: string, limit: number) {
  const where = and(
    isNull(bookConversions.notSeenSince),
    gte(bookConversions.issuedAt, addCalendarDays(today, -29)),
    filters.pair
      ? and(eq(bookConversions.fromCurrency, filters.pair.from), eq(bookConversions.toCurrency, filters.pair.to))
      : undefined,
  );
  const columns = {
    from: bookConversions.fromCurrency,
    to: bookConversions.toCurrency,
    fromAmount: bookConversions.fromCurrencyAmount,
    toAmount: bookConversions.toCurrencyAmount,
  };
  const [totals, [undated]] = await Promise.all([
    pairTotals(db, bookConversions, columns, where),
    db
      .select({ n: count() })
      .from(bookConversions)
      .where(and(isNull(bookConversions.notSeenSince), isNull(bookConversions.issuedAt))),
  ]);
  return { ...topPairs(totals, limit), since: addCalendarDays(today, -29), undated: undated?.n ?? 0 };
}

export type LadderCell = PairTotal & { bucket: string };
export type Ladder = {
  buckets: MaturityBucket[];
  pairs: { from: string | null; to: string | null; count: number; cells: Map<string, LadderCell> }[];
  /** Pairs beyond the ones drawn, and open legs without an end date (in no bucket). */
  otherPairs: number;
  withoutEndDate: number;
};

/** Open legs' remaining amounts by when they end (overdue first), for the pairs with most open legs; summed in SQL. */
export async function maturityLadder(db: Db, filters: DeskFilters, today: string, limit: number): Promise<Ladder> {
  const buckets = maturityBuckets(today);
  const when = buckets.slice(1, -1).map((b) => sql`when ${bookLegs.endAt} < ${b.before} then ${b.key}`);
  const bucket = sql`case when ${bookLegs.status} = 'Overdue' or ${bookLegs.endAt} < ${today} then 'overdue'
    ${sql.join(when, sql` `)} else 'later' end`;
  const where = legScope(filters, openLeg, sql`(${bookLegs.endAt} is not null or ${bookLegs.status} = 'Overdue')`);
  const [cells, [undated]] = await Promise.all([
    db.execute(sql`
      with cells as (
        select ${bookLegs.fromCurrency} as "from", ${bookLegs.toCurrency} as "to", ${bucket} as bucket, count(*)::int as count,
          sum(${bookLegs.fromCurrencyAmount})::text as "fromAmount", sum(${bookLegs.toCurrencyAmount})::text as "toAmount",
          (count(*) filter (where ${bookLegs.fromCurrencyAmount} is null))::int as "fromUnknown",
          (count(*) filter (where ${bookLegs.toCurrencyAmount} is null))::int as "toUnknown"
        from ${bookLegs} where ${where} group by 1, 2, 3),
      ranked as (
        select "from", "to", sum(count)::int as total,
          row_number() over (order by sum(count) desc, "from", "to") as rank, count(*) over () as pairs
        from cells group by "from", "to")
      select cells.*, ranked.total, ranked.pairs::int as pairs from cells join ranked
        on cells."from" is not distinct from ranked."from" and cells."to" is not distinct from ranked."to"
      where ranked.rank <= ${limit} order by ranked.rank`),
    db
      .select({ n: count() })
      .from(bookLegs)
      .where(legScope(filters, openLeg, isNull(bookLegs.endAt), sql`coalesce(${bookLegs.status}, '') <> 'Overdue'`)),
  ]);
  const pairs = new Map<string, Ladder["pairs"][number]>();
  let pairCount = 0;
  for (const row of rowsOf<LadderCell & { total: number; pairs: number }>(cells)) {
    pairCount = Number(row.pairs);
    const key = `${row.from}|${row.to}`;
    const pair = pairs.get(key) ?? { from: row.from, to: row.to, count: Number(row.total), cells: new Map() };
    pair.cells.set(row.bucket, { ...row, count: Number(row.count) });
    pairs.set(key, pair);
  }
  return {
    buckets,
    pairs: [...pairs.values()],
    otherPairs: Math.max(0, pairCount - pairs.size),
    withoutEndDate: undated?.n ?? 0,
  };
}

/** Every pair the book holds ("EUR/USD") in currency codes, for the pair filter: the book page's own walk of the pairs. */
export async function bookPairs(db: Db): Promise<string[]> {
  const code = /^[A-Z]{3}$/;
  return (await listBookPairs(db))
    .filter(({ from, to }) => code.test(from) && code.test(to))
    .map(({ from, to }) => `${from}/${to}`);
}
