import "server-only";
import type { Db } from "@/lib/db";
import type { BookCursor, BookQuery } from "@/lib/search-params/book";
import { bookExactTotalLimit } from "./config";
import { pageIds } from "./keyset-paging";
import { whereOf } from "./legs-filters";
import { rowsByIds, type BookLegRow } from "./legs-rows";
import { legsSummary } from "./legs-summary";

export interface CurrencyTotal {
  currency: string | null;
  legs: number;
  /** Exact decimal text, summed in SQL; null when no leg of that currency says its amount. */
  remaining: string | null;
}

export interface BookLegsPage {
  rows: BookLegRow[];
  /** Every matching leg, counted exactly when at most `exactTotalLimit` legs match (listBookLegs); null when more do. */
  total: number | null;
  /** With `total` null and no filter: the book's legs by the table's statistics, an estimate (said so on the page). */
  estimate: number | null;
  /** With `total` null: whether a page follows this one. */
  hasNext: boolean;
  /** The page's number; null when reached by a cursor past the exact count (its position is not known). */
  page: number | null;
  /** A `page=N` past the numbered pages of an uncounted list: not read, as an offset walks every leg it skips. */
  tooDeep: { page: number; numberedPages: number } | null;
  /** Where the Previous and Next links go by cursor (null: no such page); used when `total` is null. */
  cursors: { previous: BookCursor | null; next: BookCursor | null; last: BookCursor };
  perPage: number;
  /** Per currency of the remaining amount, over every matching leg (not only this page); null when not counted. */
  totals: CurrencyTotal[] | null;
  /** When the matching legs (with `total` null: this page's rows) were read, oldest and newest. */
  oldestSeenAt: Date | null;
  newestSeenAt: Date | null;
}

/** The page numbers a list past `exactTotalLimit` answers: the exact range; beyond it the pager moves by cursor. */
export const numberedPages = (perPage: number, exactTotalLimit: number) =>
  Math.max(1, Math.ceil(exactTotalLimit / perPage));

// A driver may hand back timestamps as text from a raw `sql` column; the schema's own columns come back as Dates.
const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** Counted and summed exactly up to `exactTotalLimit` legs; past it "more than", the table's estimate, and no sums. */
export async function listBookLegs(
  db: Db,
  query: BookQuery,
  { exactTotalLimit = bookExactTotalLimit(), version }: { exactTotalLimit?: number; version?: number } = {},
): Promise<BookLegsPage> {
  const summary = await legsSummary(db, query.filters, exactTotalLimit, version);
  const { counted, totals: totalsRows } = summary;
  const where = whereOf(query.filters, undefined, summary.customerIds);
  const exact = counted <= exactTotalLimit;
  // Never below what was walked: the statistics may be older than the rows.
  const estimate = summary.estimate === null ? null : Math.max(summary.estimate, exactTotalLimit + 1);
  const numbered = numberedPages(query.perPage, exactTotalLimit);
  if (!exact && !query.cursor && query.page > numbered) {
    return {
      rows: [],
      total: null,
      estimate,
      hasNext: false,
      page: query.page,
      tooDeep: { page: query.page, numberedPages: numbered },
      cursors: { previous: null, next: null, last: { direction: "last", sort: query.sort } },
      perPage: query.perPage,
      totals: null,
      oldestSeenAt: null,
      newestSeenAt: null,
    };
  }
  // The page's ids first, from the legs alone (an index walk), then their rows: a page never joins the rows it skips.
  const ids = await pageIds(db, where, query, exact ? counted : null);
  const page = ids.ids;
  const found = page.length === 0 ? [] : await rowsByIds(db).execute({ ids: page });
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = page.map((id) => byId.get(id)).filter((row) => row !== undefined);
  const seen = totalsRows
    ? totalsRows.flatMap((row) => [toDate(row.oldest), toDate(row.newest)]).filter((d) => d !== null)
    : rows.map((row) => row.lastSeenAt);
  const times = seen.map((d) => d.getTime());
  return {
    rows,
    total: exact ? counted : null,
    estimate,
    hasNext: ids.hasNext,
    page: ids.page,
    tooDeep: null,
    cursors: {
      previous:
        ids.hasPrevious && ids.first
          ? { direction: "before", sort: query.sort, keys: ids.first.keys, id: ids.first.id }
          : null,
      next:
        ids.hasNext && ids.last ? { direction: "after", sort: query.sort, keys: ids.last.keys, id: ids.last.id } : null,
      last: { direction: "last", sort: query.sort },
    },
    perPage: query.perPage,
    totals: totalsRows
      ? totalsRows.map((row) => ({ currency: row.currency, legs: Number(row.legs), remaining: row.remaining }))
      : null,
    oldestSeenAt: times.length ? new Date(Math.min(...times)) : null,
    newestSeenAt: times.length ? new Date(Math.max(...times)) : null,
  };
}
