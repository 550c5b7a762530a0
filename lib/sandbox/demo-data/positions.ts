/**
 * Numbers rows 1, 2, … per group in list order: newest first by `ts`, then id descending (the
 * order Postgres gives uuids, which is that of their lowercase hex). See listPosition in the schema.
 */
export function withListPositions<T extends { id: string }>(
  rows: T[],
  groupOf: (row: T) => string,
  tsOf: (row: T) => number,
): (T & { listPosition: number })[] {
  const sorted = [...rows].sort((a, b) => tsOf(b) - tsOf(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const next = new Map<string, number>();
  const positions = new Map<T, number>();
  for (const row of sorted) {
    const position = (next.get(groupOf(row)) ?? 0) + 1;
    next.set(groupOf(row), position);
    positions.set(row, position);
  }
  return rows.map((row) => ({ ...row, listPosition: positions.get(row) ?? 0 }));
}
