/** Numbers rows per group in list order: newest `ts` first, then id descending (as Postgres orders uuids). */
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
