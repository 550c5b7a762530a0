import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "../rows";

/** Below this many new rows the planner's statistics are left as they are. */
const ANALYZE_AFTER_ROWS = 1000;

/**
 * Fresh planner statistics for the items once they hold twice what the statistics counted (PGlite runs no
 * autovacuum): without them a page's badges, a lookup by the legs it lists, scan every item.
 */
export async function keepItemStatistics(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ held: number | string; counted: number | string }>(
    await db.execute(sql`select (select count(*) from attention_items) as held,
      greatest(reltuples, 0) as counted from pg_class where oid = 'attention_items'::regclass`),
  );
  const counted = Number(row?.counted ?? 0);
  if (Number(row?.held ?? 0) < counted + Math.max(ANALYZE_AFTER_ROWS, counted)) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = 20`);
    await tx.execute(sql`analyze attention_items, attention_item_events`);
  });
  return true;
}
