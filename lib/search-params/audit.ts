import { createLoader, createSerializer, parseAsInteger, parseAsString } from "nuqs/server";

/** Dates are YYYY-MM-DD, whole days in UTC. */
export const auditSearchParams = {
  staff: parseAsString,
  action: parseAsString,
  customer: parseAsString,
  from: parseAsString,
  to: parseAsString,
  page: parseAsInteger.withDefault(1),
};

export const loadAuditSearchParams = createLoader(auditSearchParams);
export const serializeAuditSearchParams = createSerializer(auditSearchParams);

export interface AuditFilters {
  staff?: string;
  action?: string;
  customer?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 1_000_000;

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 200) : undefined;
}

function day(value: string | null | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value ? undefined : value;
}

/** Whatever the URL says, filters the query can use safely: junk becomes "no filter". */
export function sanitiseAuditParams(raw: Awaited<ReturnType<typeof loadAuditSearchParams>>): { filters: AuditFilters; page: number } {
  const filters: AuditFilters = {};
  const staff = text(raw.staff);
  const action = text(raw.action);
  const customer = text(raw.customer);
  const from = day(raw.from);
  const to = day(raw.to);
  if (staff) filters.staff = staff;
  if (action) filters.action = action;
  if (customer) filters.customer = customer;
  if (from) filters.from = from;
  if (to) filters.to = to;
  const page = Number.isInteger(raw.page) && raw.page >= 1 ? Math.min(raw.page, MAX_PAGE) : 1;
  return { filters, page };
}
