import { parseAsString, type inferParserType } from "nuqs/server";
import { collect, readChoice, readText } from "@/lib/domain/list-params";
import { listUrl, pagingParsers, pagingUrlKeys, readPaging } from "./list-url";

export const customerListParsers = {
  externalId: parseAsString,
  sort: parseAsString,
  has: parseAsString,
  ...pagingParsers,
};

export const customerListUrlKeys = { externalId: "external_id", ...pagingUrlKeys } as const;

export type CustomerListParams = inferParserType<typeof customerListParsers>;

export const EXTERNAL_ID_MAX = 200;

/** The book's columns the directory sorts by; `-key` in the address is descending. */
export const DIRECTORY_SORT_KEYS = ["active", "overdue", "ending", "activity", "read"] as const;
export type DirectorySort = { key: (typeof DIRECTORY_SORT_KEYS)[number]; descending: boolean };
const SORT_VALUES = DIRECTORY_SORT_KEYS.flatMap((key) => [key, `-${key}`]);

/** The directory's filters from the book: customers with an overdue leg, or one ending soon. */
export const DIRECTORY_FILTERS = ["overdue", "ending"] as const;
export type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number];

export interface CustomerListQuery {
  page: number;
  perPage: number;
  externalCustomerId?: string;
  /** Set: the list is read from the book (sorted by it, or filtered by it), not from the service. */
  sort?: DirectorySort;
  has?: DirectoryFilter;
}

/** The list comes from the book when it is sorted or filtered by what only the book knows. */
export const readFromBook = (query: CustomerListQuery) => query.sort !== undefined || query.has !== undefined;

export const sortParam = (sort: DirectorySort) => `${sort.descending ? "-" : ""}${sort.key}`;

export const customerListUrl = listUrl(customerListParsers, customerListUrlKeys, (params: CustomerListParams) => {
  const read = collect({
    externalCustomerId: readText(customerListUrlKeys.externalId, params.externalId, EXTERNAL_ID_MAX),
    sort: readChoice("sort", params.sort, SORT_VALUES, "The sort"),
    has: readChoice("has", params.has, DIRECTORY_FILTERS, "The filter"),
    ...readPaging(params),
  });
  if (!read.ok) return read;
  const { externalCustomerId, sort, has, page, perPage } = read.values;
  const query: CustomerListQuery = { page, perPage };
  if (externalCustomerId) query.externalCustomerId = externalCustomerId;
  if (sort) query.sort = { key: sort.replace(/^-/, "") as DirectorySort["key"], descending: sort.startsWith("-") };
  if (has) query.has = has;
  return { ok: true, query };
});
