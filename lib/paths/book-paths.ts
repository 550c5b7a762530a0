// App URLs of the book's pages and of the live pages a book row leads to.
import { bookListUrl, bookQueryParams } from "@/lib/search-params/book";

export const BOOK_PATH = "/book";
export const SEARCH_PATH = "/search";

export const customerPath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}/dual-hedges`;
export const conversionPath = (conversionId: string) => `/conversions/${encodeURIComponent(conversionId)}`;
export const searchPath = (q: string) => `${SEARCH_PATH}?${new URLSearchParams({ q })}`;

/** The book page's filters as the desk's "see all" links set them (names and forms: lib/search-params/book.ts). */
export type BookLink = {
  status?: string;
  /** "EUR/USD" */
  pair?: string;
  customer?: string;
  endFrom?: string;
  endTo?: string;
  settlementFrom?: string;
  settlementTo?: string;
  fixed?: "from" | "to";
};

export const bookPath = (link: BookLink = {}) => `${BOOK_PATH}${bookListUrl.serialize(link)}`;

/** The book page (or its CSV) showing a query as the page read it: defaults left out. */
export const bookQueryPath = (query: Parameters<typeof bookQueryParams>[0]) =>
  `${BOOK_PATH}${bookListUrl.serialize(bookQueryParams(query))}`;
export const bookExportPath = (query: Parameters<typeof bookQueryParams>[0]) =>
  `${BOOK_PATH}/export${bookListUrl.serialize(bookQueryParams({ filters: query.filters, sort: query.sort }))}`;
