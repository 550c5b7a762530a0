import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";

/** Fresh planner statistics (PGlite runs no autovacuum), from a small sample as PGlite's memory never shrinks. */
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
