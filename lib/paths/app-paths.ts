// The app's own addresses, each written once, ids encoded; no query serializers, as client components import it.

/** The desk is the signed-in home; the customers directory has its own page. */
export const DESK_PATH = "/";
/** The numbers behind the desk's charts, as tables: one click from each chart, off the desk's first screen. */
export const DESK_FIGURES_PATH = "/desk/figures";
/** A work-queue item's panel: its state, its history and what staff can do with it. */
export const itemPath = (itemId: number) => `/desk/items/${itemId}`;
export const CUSTOMERS_PATH = "/customers";
export const CONVERSIONS_PATH = "/conversions";
export const CONVERSIONS_EXPORT_PATH = `${CONVERSIONS_PATH}/export`;
export const AUDIT_PATH = "/audit";
export const AUDIT_EXPORT_PATH = `${AUDIT_PATH}/export`;
export const APPROVALS_PATH = "/approvals";
export const STAFF_PATH = "/staff";
export const BOOK_PATH = "/book";
export const BOOK_SYNC_PATH = "/book/sync";
export const SEARCH_PATH = "/search";
export const ACCOUNT_PATH = "/account";
export const INBOX_PATH = "/inbox";
export const ALERT_SETTINGS_PATH = "/account/alerts";
export const TEAM_ALERTS_PATH = "/staff/alerts";
export const CHANGE_PASSWORD_PATH = "/change-password";
export const SIGN_IN_PAGE_PATH = "/sign-in";

/** The sign-in page, back to `next` after it (the desk, the default, is left out). */
export const signInPath = (next?: string) =>
  !next || next === DESK_PATH ? SIGN_IN_PAGE_PATH : `${SIGN_IN_PAGE_PATH}?next=${encodeURIComponent(next)}`;

/** A customer's page: the overview from the book (header, at a glance, activity, notes). */
export const customerPath = (customerId: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(customerId)}`;
/** The customer's page at a page of its activity (a cursor the page wrote), or at its newest. */
export const customerActivityPath = (customerId: string, cursor: string | null) =>
  `${customerPath(customerId)}${cursor ? `?${new URLSearchParams({ activity: cursor })}` : ""}#activity`;
/** A customer's dual hedges, read live from the service, with their filters and CSV. */
export const customerDualHedgesPath = (customerId: string) => `${customerPath(customerId)}/dual-hedges`;
/** The CSV of a customer's dual hedges; the list's filters follow as a query. */
export const customerExportPath = (customerId: string) => `${customerDualHedgesPath(customerId)}/export`;
export const conversionPath = (conversionId: string) => `${CONVERSIONS_PATH}/${encodeURIComponent(conversionId)}`;

/** The header search across the book. */
export const searchPath = (q: string) => `${SEARCH_PATH}?${new URLSearchParams({ q })}`;
