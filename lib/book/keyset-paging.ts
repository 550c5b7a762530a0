import "server-only";
import { and, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookLegs } from "@/lib/db/schema/book";
import type { BookQuery } from "@/lib/search-params/book";
import { after, keyParts, orderOf, type KeyPart } from "./legs-order";

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

/** Up to `limit` legs from a position in the order: a seek, known and unknown first-key values read apart as ranges. */
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

/** One page's ids (plus one, to know a page follows); past the middle of a known total, read from the end. */
export async function pageIds(
  db: Db,
  where: SQL | undefined,
  query: BookQuery,
  total: number | null,
): Promise<PageIds> {
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
