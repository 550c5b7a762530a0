/** PGlite and node-postgres both answer `db.execute` with { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
