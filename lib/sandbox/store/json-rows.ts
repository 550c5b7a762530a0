import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** PGlite decodes each column of each row in JavaScript; one JSON text costs one native JSON.parse. Numerics stay exact strings. */

function columnsOf(table: PgTable) {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    value: column.columnType === "PgNumeric" ? sql`${column}::text` : sql`${column}`,
  }));
}

export function rowsAsJson(table: PgTable, orderBy: SQL): SQL<string> {
  const values = sql.join(
    columnsOf(table).map((column) => column.value),
    sql`, `,
  );
  return sql<string>`coalesce(json_agg(json_build_array(${values}) ORDER BY ${orderBy}), '[]')::text`;
}

export function rowsFromJson<T extends PgTable>(table: T, json: string): T["$inferSelect"][] {
  const keys = columnsOf(table).map((column) => column.key);
  return (JSON.parse(json) as unknown[][]).map(
    (values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])) as T["$inferSelect"],
  );
}
