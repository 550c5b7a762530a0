import { parseAsString, type inferParserType } from "nuqs/server";
import { z } from "zod";
import { isCalendarDate } from "@/lib/domain/dates";
import { collect, readDate, readChoice, readText, type ParamRead } from "@/lib/domain/list-params";
import { HEDGE_STATUSES } from "@/lib/wire/hedge";
import { listUrl, pagingParams, pagingParsers, pagingUrlKeys, readPaging, type ListRead } from "./list-url";

// The book page's address: every filter, the sort and the page, read as text so a bad value is named, not guessed.

export const bookParsers = {
  status: parseAsString,
  pair: parseAsString,
  customer: parseAsString,
  endFrom: parseAsString,
  endTo: parseAsString,
  settlementFrom: parseAsString,
  settlementTo: parseAsString,
  fixed: parseAsString,
  sort: parseAsString,
  ...pagingParsers,
  cursor: parseAsString,
};

export const bookUrlKeys = {
  endFrom: "end_from",
  endTo: "end_to",
  settlementFrom: "settlement_from",
  settlementTo: "settlement_to",
  ...pagingUrlKeys,
} as const;

export type BookParams = inferParserType<typeof bookParsers>;

/** `fixed=from|to` in the address: the service's `fromCurrencyAmount` / `toCurrencyAmount`. */
export const FIXED_SIDE_PARAMS = { from: "fromCurrencyAmount", to: "toCurrencyAmount" } as const;
export type FixedSideParam = keyof typeof FIXED_SIDE_PARAMS;

export const BOOK_SORT_KEYS = ["end", "settlement", "remaining"] as const;
export type BookSortKey = (typeof BOOK_SORT_KEYS)[number];
export interface BookSort {
  key: BookSortKey;
  descending: boolean;
}
/** Soonest end first: what needs attention next. */
export const DEFAULT_BOOK_SORT: BookSort = { key: "end", descending: false };

export interface BookFilters {
  status?: string;
  /** "EUR/USD": the leg's from and to currencies. */
  pair?: { from: string; to: string };
  /** A customer id (exact), or part of a company name. */
  customer?: string;
  endFrom?: string;
  endTo?: string;
  settlementFrom?: string;
  settlementTo?: string;
  fixed?: FixedSideParam;
}

export interface BookQuery {
  filters: BookFilters;
  sort: BookSort;
  page: number;
  perPage: number;
  /** Where the page starts (keyset), instead of `page`: past the exact count an offset walks every row it skips. */
  cursor?: BookCursor;
}

/** A keyset position (after or before a leg, or the last page) naming its sort, so another sort's cursor is refused. */
export type BookCursor =
  | { direction: "after" | "before"; sort: BookSort; keys: (string | null)[]; id: string }
  | { direction: "last"; sort: BookSort };

/** The sort's key values before the leg id, each a text form Postgres reads back as the column's type. */
const DATE_KEY = z.string().refine(isCalendarDate);
const AMOUNT_KEY = z.string().regex(/^-?\d{1,40}(\.\d{1,40})?$/);
const CURRENCY_KEY = z.string().regex(/^[A-Za-z0-9]{1,16}$/);
const nullable = (key: z.ZodType<string>) => z.union([z.literal("").transform(() => null), key]);
const CURSOR_KEYS: Record<BookSortKey, z.ZodType<(string | null)[]>> = {
  end: z.tuple([nullable(DATE_KEY)]),
  settlement: z.tuple([nullable(DATE_KEY), nullable(DATE_KEY)]),
  remaining: z.tuple([nullable(AMOUNT_KEY), nullable(CURRENCY_KEY)]),
};
const LEG_ID = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const CURSOR_MAX = 300;
const CURSOR_PROBLEM = "This page link is not one the book wrote: open the first page and page from there.";

/** `a~end~2026-11-21~<leg id>` (an unknown value empty), `b~…` for the page before, `last~end` for the last page. */
export function cursorParam(cursor: BookCursor): string {
  const sort = `${cursor.sort.descending ? "-" : ""}${cursor.sort.key}`;
  if (cursor.direction === "last") return `last~${sort}`;
  return [cursor.direction === "after" ? "a" : "b", sort, ...cursor.keys.map((key) => key ?? ""), cursor.id].join("~");
}

function readCursor(raw: string | null | undefined, sort: ParamRead<BookSort>): ParamRead<BookCursor | undefined> {
  if (absent(raw)) return { ok: true, value: undefined };
  if (raw.length > CURSOR_MAX) return fail("cursor", raw.slice(0, 40) + "…", CURSOR_PROBLEM);
  const [direction, sortText, ...rest] = raw.split("~");
  const cursorSort = readSort(sortText);
  if (!sortText || !cursorSort.ok) return fail("cursor", raw, CURSOR_PROBLEM);
  if (sort.ok && (cursorSort.value.key !== sort.value.key || cursorSort.value.descending !== sort.value.descending))
    return fail(
      "cursor",
      raw,
      "This page link is for another sort: open the first page of this sort and page from there.",
    );
  if (direction === "last" && rest.length === 0)
    return { ok: true, value: { direction: "last", sort: cursorSort.value } };
  if (direction !== "a" && direction !== "b") return fail("cursor", raw, CURSOR_PROBLEM);
  const keys = CURSOR_KEYS[cursorSort.value.key].safeParse(rest.slice(0, -1));
  const id = LEG_ID.safeParse(rest.at(-1));
  if (!keys.success || !id.success) return fail("cursor", raw, CURSOR_PROBLEM);
  return {
    ok: true,
    value: { direction: direction === "a" ? "after" : "before", sort: cursorSort.value, keys: keys.data, id: id.data },
  };
}

export const CUSTOMER_FILTER_MAX = 200;
const PAIR = /^([A-Za-z]{3})\/([A-Za-z]{3})$/;

const fail = (param: string, value: string, message: string): ParamRead<never> => ({
  ok: false,
  problem: { param, value, message },
});
const absent = (raw: string | null | undefined): raw is null | undefined | "" => !raw?.trim();

function readPair(raw: string | null | undefined): ParamRead<BookFilters["pair"]> {
  if (absent(raw)) return { ok: true, value: undefined };
  const match = PAIR.exec(raw.trim());
  if (!match) return fail("pair", raw, "Enter a currency pair as two codes, like EUR/USD.");
  return { ok: true, value: { from: match[1]!.toUpperCase(), to: match[2]!.toUpperCase() } };
}

export function readSort(raw: string | null | undefined): ParamRead<BookSort> {
  if (absent(raw)) return { ok: true, value: DEFAULT_BOOK_SORT };
  const text = raw.trim();
  const descending = text.startsWith("-");
  const key = descending ? text.slice(1) : text;
  return (BOOK_SORT_KEYS as readonly string[]).includes(key)
    ? { ok: true, value: { key: key as BookSortKey, descending } }
    : fail("sort", raw, `Sort by one of ${BOOK_SORT_KEYS.join(", ")} (a leading - for descending).`);
}

export const sortParam = (sort: BookSort): string | null =>
  sort.key === DEFAULT_BOOK_SORT.key && sort.descending === DEFAULT_BOOK_SORT.descending
    ? null
    : `${sort.descending ? "-" : ""}${sort.key}`;

/** A range whose start is after its end can match nothing: said, rather than shown as an empty book. */
function readRange(
  fromParam: string,
  toParam: string,
  rawFrom: string | null | undefined,
  rawTo: string | null | undefined,
): [ParamRead<string | undefined>, ParamRead<string | undefined>] {
  const from = readDate(fromParam, rawFrom);
  const to = readDate(toParam, rawTo);
  if (from.ok && to.ok && from.value && to.value && from.value > to.value)
    return [from, fail(toParam, to.value, `It is before ${fromParam} (${from.value}), so no leg can match.`)];
  return [from, to];
}

function readBookParams(params: BookParams): ListRead<BookQuery> {
  const [endFrom, endTo] = readRange(bookUrlKeys.endFrom, bookUrlKeys.endTo, params.endFrom, params.endTo);
  const [settlementFrom, settlementTo] = readRange(
    bookUrlKeys.settlementFrom,
    bookUrlKeys.settlementTo,
    params.settlementFrom,
    params.settlementTo,
  );
  const sortRead = readSort(params.sort);
  const read = collect({
    status: readChoice("status", params.status, HEDGE_STATUSES, "Status"),
    pair: readPair(params.pair),
    customer: readText("customer", params.customer, CUSTOMER_FILTER_MAX),
    endFrom,
    endTo,
    settlementFrom,
    settlementTo,
    fixed: readChoice("fixed", params.fixed, Object.keys(FIXED_SIDE_PARAMS) as FixedSideParam[], "Fixed side"),
    sort: sortRead,
    ...readPaging(params),
    cursor: readCursor(params.cursor, sortRead),
  });
  if (!read.ok) return read;
  const { sort, page, perPage, cursor, ...rest } = read.values;
  const filters: BookFilters = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) Object.assign(filters, { [key]: value });
  return { ok: true, query: { filters, sort, page, perPage, ...(cursor ? { cursor } : {}) } };
}

/** The address of a query: its filters, sort and page, defaults left out. */
export function bookQueryParams(
  query: Omit<BookQuery, "page" | "perPage"> & { page?: number; perPage?: number },
  { cursor }: { cursor?: BookCursor } = {},
): BookParams {
  const { filters, sort } = query;
  return {
    status: filters.status ?? null,
    pair: filters.pair ? `${filters.pair.from}/${filters.pair.to}` : null,
    customer: filters.customer ?? null,
    endFrom: filters.endFrom ?? null,
    endTo: filters.endTo ?? null,
    settlementFrom: filters.settlementFrom ?? null,
    settlementTo: filters.settlementTo ?? null,
    fixed: filters.fixed ?? null,
    sort: sortParam(sort),
    // A link that goes by cursor names no page.
    ...pagingParams({ page: cursor ? undefined : query.page, perPage: query.perPage }),
    // Only when asked: a query's own cursor is where it was read from, not where a link from it goes.
    cursor: cursor ? cursorParam(cursor) : null,
  };
}

export const bookListUrl = listUrl(bookParsers, bookUrlKeys, readBookParams);
