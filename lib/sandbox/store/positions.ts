import { and, desc, gt, lte, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./rows";

/** The total is the last position (read from the end of the index) and a page a range of positions; see listPosition in the schema. */

export async function lastListPosition(db: Queryable, table: PgTable, position: PgColumn, where: SQL | undefined) {
  const [last] = await db.select({ position }).from(table).where(where).orderBy(desc(position)).limit(1);
  return Number(last?.position ?? 0);
}

/** Positions are int4: a deeper page's bounds stop at its largest value (the range is then empty), never overflow it. */
const INT4_MAX = 2 ** 31 - 1;

export const pageOfPositions = (position: PgColumn, offset: number, perPage: number) =>
  and(gt(position, Math.min(offset, INT4_MAX)), lte(position, Math.min(offset + perPage, INT4_MAX)));
