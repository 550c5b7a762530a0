import { parseAsString, type inferParserType } from "nuqs/server";
import { collect, readDate, readText } from "@/lib/domain/list-params";
import { listUrl, pagingParams, pagingParsers, pagingUrlKeys, readPaging, type ListRead } from "./list-url";

// The audit trail's address, built as every list's (list-url.ts). Dates are YYYY-MM-DD, whole days in UTC.

export const auditParsers = {
  staff: parseAsString,
  action: parseAsString,
  customer: parseAsString,
  from: parseAsString,
  to: parseAsString,
  ...pagingParsers,
};

export const auditUrlKeys = pagingUrlKeys;

export type AuditParams = inferParserType<typeof auditParsers>;

export interface AuditFilters {
  staff?: string;
  action?: string;
  customer?: string;
  from?: string;
  to?: string;
}

export interface AuditQuery {
  filters: AuditFilters;
  page: number;
  perPage: number;
}

const TEXT_MAX = 200;

/** Each filter on its own: what the form shows, so a to date refused only for its order is there to be corrected. */
function readFilters(params: AuditParams) {
  return {
    staff: readText("staff", params.staff, TEXT_MAX),
    action: readText("action", params.action, TEXT_MAX),
    customer: readText("customer", params.customer, TEXT_MAX),
    from: readDate("from", params.from),
    to: readDate("to", params.to),
  };
}

function usable(reads: ReturnType<typeof readFilters>): AuditFilters {
  const filters: AuditFilters = {};
  for (const [key, read] of Object.entries(reads)) {
    if (read.ok && read.value !== undefined) filters[key as keyof AuditFilters] = read.value;
  }
  // Customer ids are stored lower-case.
  if (filters.customer) filters.customer = filters.customer.toLowerCase();
  return filters;
}

/** What the query can use, or every value in the address it cannot: shown to staff, never dropped or cut short. */
function readAuditParams(params: AuditParams): ListRead<AuditQuery> {
  const reads = readFilters(params);
  const { from, to } = reads;
  // Both dates are readable but no day can match: said, not shown as an empty trail.
  if (from.ok && to.ok && from.value && to.value && from.value > to.value) {
    const message = `It is before the from date (${from.value}), so no entry can match.`;
    reads.to = { ok: false, problem: { param: "to", value: to.value, message } };
  }
  const read = collect({
    ...reads,
    ...readPaging(params),
  });
  if (!read.ok) return read;
  return { ok: true, query: { filters: usable(reads), page: read.values.page, perPage: read.values.perPage } };
}

export const auditListUrl = listUrl(auditParsers, auditUrlKeys, readAuditParams);

/** The filters the form shows: every readable one, a to date before the from date included. */
export const auditFormFilters = (params: AuditParams): AuditFilters => usable(readFilters(params));

/** The address of a query: its filters and page, defaults left out. */
export function auditQueryParams(query: { filters: AuditFilters; page?: number; perPage?: number }): AuditParams {
  const { filters } = query;
  return {
    staff: filters.staff ?? null,
    action: filters.action ?? null,
    customer: filters.customer ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
    ...pagingParams(query),
  };
}
