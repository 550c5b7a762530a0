// A customer's activity comes from several tables, each read newest first a page at a time; this merges their pages
// into one, newest first, and says where the next page starts. Pure: the queries are in ./timeline.ts.

/** Where an entry sorts: its moment (UTC, to the microsecond, fixed width so text order is time order), then its key. */
export type Keyed = { at: string; key: string };

/** Each source's rank breaks a tie of moments between sources (higher first); ids sort within one source. */
export const SOURCE_RANKS = { customer: 0, firstSeen: 1, change: 2, staff: 3 } as const;
export type TimelineSource = keyof typeof SOURCE_RANKS;

const ID_WIDTH = 20;

/** An entry's key: its source's rank, then its id (a number zero-padded, so text order is number order). */
export function entryKey(source: TimelineSource, id: string | number): string {
  const text = typeof id === "number" ? String(id).padStart(ID_WIDTH, "0") : id;
  return `${SOURCE_RANKS[source]}:${text}`;
}

/** Newest first: later moment, then higher key. Negative when `a` comes first. */
export function newestFirst(a: Keyed, b: Keyed): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return a.key === b.key ? 0 : a.key < b.key ? 1 : -1;
}

/**
 * One page from every source's next `limit + 1` entries (each already newest first, each strictly before the cursor):
 * the first `limit` of them all, and the cursor of the page after (null when nothing older is left). An entry not
 * taken is read again by the next page, whose cursor is the last one shown.
 */
export function mergePages<T extends Keyed>(
  sources: readonly (readonly T[])[],
  limit: number,
): { entries: T[]; next: string | null } {
  const all = sources.flat().sort(newestFirst);
  const entries = all.slice(0, limit);
  const last = entries.at(-1);
  return { entries, next: all.length > limit && last ? cursorOf(last) : null };
}

// The cursor as the address carries it: the moment and the key, "~" between (neither holds one).
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~([0-3]):([0-9A-Za-z-]{1,100})$/;

export const cursorOf = (entry: Keyed | { at: string; rank: number; id: string }) =>
  "key" in entry ? `${entry.at}~${entry.key}` : `${entry.at}~${entry.rank}:${entry.id}`;

/** The page of activity an address asks for: its cursor, or the newest page and why when the value is not one. */
export function activityPage(asked: string | string[] | undefined): {
  cursor: ReturnType<typeof readCursor>;
  problem: string | null;
} {
  if (asked === undefined || asked === "") return { cursor: null, problem: null };
  const cursor = typeof asked === "string" ? readCursor(asked) : null;
  return cursor
    ? { cursor, problem: null }
    : {
        cursor: null,
        problem: `The address's activity=${String(asked)} is not a page of this activity: the newest is shown.`,
      };
}

/** The cursor's parts, or null when it is not one this page wrote. */
export function readCursor(text: string): { at: string; rank: number; id: string } | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const [, at, rank, id] = match;
  if (Number.isNaN(Date.parse(at!))) return null;
  // The change and staff sources key by number: anything else is not a cursor they wrote.
  if (Number(rank) >= SOURCE_RANKS.change && !/^\d{1,20}$/.test(id!)) return null;
  return { at: at!, rank: Number(rank), id: id! };
}
