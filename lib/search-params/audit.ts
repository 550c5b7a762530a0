import { createLoader, createSerializer, parseAsInteger, parseAsString } from "nuqs/server";
import { collect, readDate, readPage, readText, type ParamProblem } from "@/lib/domain/list-params";

/** Dates are YYYY-MM-DD, whole days in UTC. */
const filterParams = {
  staff: parseAsString,
  action: parseAsString,
  customer: parseAsString,
  from: parseAsString,
  to: parseAsString,
};

// Read as text, so a malformed page is named rather than read as 1 or as its leading digits.
export const loadAuditSearchParams = createLoader({ ...filterParams, page: parseAsString });
export const serializeAuditSearchParams = createSerializer({ ...filterParams, page: parseAsInteger });

export interface AuditFilters {
  staff?: string;
  action?: string;
  customer?: string;
  from?: string;
  to?: string;
}

const TEXT_MAX = 200;

/** What the query can use, and what in the address it cannot: shown to staff, never silently dropped or cut short. */
export function readAuditParams(raw: Awaited<ReturnType<typeof loadAuditSearchParams>>): {
  filters: AuditFilters;
  /** What the filter form shows: the filters, and a to date refused only for coming before from, to be corrected. */
  formFilters: AuditFilters;
  page: number;
  problems: ParamProblem[];
} {
  const reads = {
    staff: readText("staff", raw.staff, TEXT_MAX),
    action: readText("action", raw.action, TEXT_MAX),
    customer: readText("customer", raw.customer, TEXT_MAX),
    from: readDate("from", raw.from),
    to: readDate("to", raw.to),
  };
  const filters: AuditFilters = {};
  for (const [key, read] of Object.entries(reads)) {
    if (read.ok && read.value !== undefined) filters[key as keyof AuditFilters] = read.value;
  }
  // Customer ids are stored lower-case.
  if (filters.customer) filters.customer = filters.customer.toLowerCase();
  const page = readPage("page", raw.page);
  const formFilters = { ...filters };
  // Both dates are readable but no day can match: said, not shown as an empty trail.
  if (filters.from && filters.to && filters.from > filters.to) {
    reads.to = {
      ok: false,
      problem: {
        param: "to",
        value: filters.to,
        message: `It is before the from date (${filters.from}), so no entry can match.`,
      },
    };
    delete filters.to;
  }
  const checked = collect({ ...reads, page });
  return { filters, formFilters, page: page.ok ? page.value : 1, problems: checked.ok ? [] : checked.problems };
}
