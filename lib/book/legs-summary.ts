import "server-only";
import { count, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookLegs } from "@/lib/db/schema/book";
import type { BookFilters } from "@/lib/search-params/book";
import { KeptPerVersion } from "./kept-per-version";
import { customerIdsOf, filtersKey, whereOf } from "./legs-filters";
import { remainingAmount, remainingCurrency } from "./remaining-amount";

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
export interface LegsSummary {
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

// The count, estimate, totals and a name's customers are read once per change of the book and filters, not per load.
const summaries = new KeptPerVersion<LegsSummary>(64);

/** The summaries kept in this process: for tests, which count the reads made. */
export const keptLegsSummaries = summaries;

/** With `version`, the summary kept for that version or newer, read again only when the book moved; else every time. */
export function legsSummary(
  db: Db,
  filters: BookFilters,
  exactTotalLimit: number,
  version: number | undefined,
): Promise<LegsSummary> {
  const read = () => readLegsSummary(db, filters, exactTotalLimit);
  return version === undefined ? read() : summaries.asOf(`${exactTotalLimit} ${filtersKey(filters)}`, version, read);
}
