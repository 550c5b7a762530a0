import "server-only";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import type { bookConversions, bookCustomers, bookDualHedges, bookLegs } from "@/lib/db/schema";
import { JsonText } from "./fields";

type BookTable = typeof bookCustomers | typeof bookDualHedges | typeof bookLegs | typeof bookConversions;

/**
 * `column = any(ids)` with the ids as one array parameter: one bind value however many ids, no drizzle work per id,
 * and the planner sees the values (a set from a function it cannot see into and it scans the whole table).
 */
export function inIds(column: AnyPgColumn, ids: string[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::text[])`;
}

/** A row as a JSON object keyed by column name; `raw` goes in as the JSON text it is, its numbers as written. */
function rowJson(row: Record<string, unknown>, names: Map<string, string>): string {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const name = names.get(key);
    if (name === undefined) throw new Error(`book: no column for ${key}`);
    fields.push(`${JSON.stringify(name)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`);
  }
  return `{${fields.join(",")}}`;
}

/** Insert or overwrite by id, the rows as one JSON parameter (`json_populate_recordset`); `keep` columns untouched. */
export async function upsert(db: Db, table: BookTable, rows: Record<string, unknown>[], keep: string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const names = new Map(Object.entries(columns).map(([key, column]) => [key, column.name]));
  const unique = [...new Map(rows.map((row) => [row.id as string, row])).values()]; // one statement may not touch a row twice
  const written = Object.keys(unique[0]!).map((key) => names.get(key)!);
  const list = written.map((name) => `"${name}"`).join(", ");
  const set = written
    .filter((name) => name !== "id" && !keep.some((key) => names.get(key) === name))
    .map((name) => `"${name}" = excluded."${name}"`);
  set.push(`"last_seen_at" = now()`);
  if ("notSeenSince" in columns) set.push(`"not_seen_since" = null`);
  const json = `[${unique.map((row) => rowJson(row, names)).join(",")}]`;
  await db.execute(
    sql`insert into ${table} (${sql.raw(list)}, "first_seen_at", "last_seen_at")
      select ${sql.raw(list)}, now(), now() from json_populate_recordset(null::${table}, ${json}::json)
      on conflict ("id") do update set ${sql.raw(set.join(", "))}`,
  );
}
