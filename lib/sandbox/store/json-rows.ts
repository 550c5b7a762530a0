import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Many wide rows as one JSON text: PGlite decodes each column of each row in JavaScript (200 legs
 * of 33 columns took ~10 ms), while one text value costs a single native JSON.parse. Numerics
 * travel as text, so amounts stay exact strings as in a normal select.
 */

function columnsOf(table: PgTable) {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    value: column.columnType === "PgNumeric" ? sql`${column}::text` : sql`${column}`,
  }));
}

/** A select expression: the table's rows (as filtered by the query) as a JSON array of arrays. */
export function rowsAsJson(table: PgTable, orderBy: SQL): SQL<string> {
  const values = sql.join(columnsOf(table).map((column) => column.value), sql`, `);
  return sql<string>`coalesce(json_agg(json_build_array(${values}) ORDER BY ${orderBy}), '[]')::text`;
}

/** Reads what rowsAsJson selected back into the shape drizzle gives for a row. */
export function rowsFromJson<T extends PgTable>(table: T, json: string): T["$inferSelect"][] {
  const keys = columnsOf(table).map((column) => column.key);
  return (JSON.parse(json) as unknown[][]).map(
    (values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])) as T["$inferSelect"],
  );
}
