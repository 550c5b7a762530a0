// Addresses with a list's query in them, written by the list's own serializer (nuqs): for server components.
import {
  APPROVALS_PATH,
  AUDIT_EXPORT_PATH,
  AUDIT_PATH,
  BOOK_PATH,
  CUSTOMERS_PATH,
  DESK_FIGURES_PATH,
  DESK_PATH,
} from "@/lib/paths/app-paths";
import {
  approvalsListUrl,
  approvalsQueryParams,
  type ApprovalsParams,
  type ApprovalsQuery,
} from "@/lib/search-params/approvals";
import {
  auditListUrl,
  auditQueryParams,
  type AuditFilters,
  type AuditParams,
  type AuditQuery,
} from "@/lib/search-params/audit";
import { bookListUrl, bookQueryParams } from "@/lib/search-params/book";
import { customerListUrl } from "@/lib/search-params/customers";
import { serializeDeskParams } from "@/lib/search-params/desk";

/** The customers directory searching one external id. */
export const customersSearchPath = (externalId: string) =>
  `${CUSTOMERS_PATH}${customerListUrl.serialize({ externalId })}`;

type AuditLink = Partial<Record<keyof AuditFilters, string | null> & { page: number | null }>;

/** The audit trail with filters (and a page) in its address, as a link elsewhere sets them (the desk's). */
export const auditPath = ({ page, ...filters }: AuditLink) =>
  `${AUDIT_PATH}${auditListUrl.serialize({ ...filters, page: page ? String(page) : null })}`;

/** The audit trail (or its CSV) showing a query as the page read it: defaults left out. */
export const auditQueryPath = (query: AuditQuery) => `${AUDIT_PATH}${auditListUrl.serialize(auditQueryParams(query))}`;
export const auditExportPath = (filters: AuditFilters) =>
  `${AUDIT_EXPORT_PATH}${auditListUrl.serialize(auditQueryParams({ filters }))}`;
/** The audit trail without the values in its address it cannot use: every other filter, and the page size, kept. */
export const auditUsablePath = (params: AuditParams) =>
  `${AUDIT_PATH}${auditListUrl.serialize(auditListUrl.withoutInvalid(params))}`;

/** The approvals list showing a query as the page read it: defaults left out. */
export const approvalsQueryPath = (query: ApprovalsQuery) =>
  `${APPROVALS_PATH}${approvalsListUrl.serialize(approvalsQueryParams(query))}`;
/** The approvals list without the values in its address it cannot use: every other filter, and the page size, kept. */
export const approvalsUsablePath = (params: ApprovalsParams) =>
  `${APPROVALS_PATH}${approvalsListUrl.serialize(approvalsListUrl.withoutInvalid(params))}`;

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

/** The desk's filters as its address holds them (raw, as staff typed them): the desk and its figures page share them. */
export type DeskLink = { customer?: string | null; pair?: string | null };

export const deskPath = ({ customer, pair }: DeskLink = {}) =>
  `${DESK_PATH}${serializeDeskParams({ customer: customer || null, pair: pair || null })}`;

/** The figures page with the desk's filters, at one chart's table (`#exposure`) or at its top. */
export const deskFiguresPath = ({ customer, pair }: DeskLink = {}, table?: string) =>
  `${DESK_FIGURES_PATH}${serializeDeskParams({ customer: customer || null, pair: pair || null })}${table ? `#${table}` : ""}`;
