import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";

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
