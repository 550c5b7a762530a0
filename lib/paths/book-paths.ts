// App URLs of the book's pages and of the live pages a book row leads to.

export const BOOK_PATH = "/book";
export const SEARCH_PATH = "/search";

export const customerPath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}/dual-hedges`;
export const conversionPath = (conversionId: string) => `/conversions/${encodeURIComponent(conversionId)}`;
export const searchPath = (q: string) => `${SEARCH_PATH}?${new URLSearchParams({ q })}`;
