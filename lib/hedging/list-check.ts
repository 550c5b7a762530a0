import "server-only";
import type { Customer, DualHedge, Page } from "@/lib/wire";
import type { Drift } from "./drift";

/** Whether a list answer is the list asked for: a service may ignore a query parameter it does not know. */

export type FilterParam = "createdOn" | "updatedOn" | "externalCustomerId";

export interface Filter<T> {
  param: FilterParam;
  value: string;
  matches: (row: T) => boolean;
  /** The answer's field the filter is checked on, for the drift log. */
  at: string;
}

/** A filter the answer did not apply: `matching` of the `sent` rows match it (only those are in `items`). */
export interface IgnoredFilter {
  param: FilterParam;
  value: string;
  sent: number;
  matching: number;
}

/** The answer's paging, when it is not the paging asked: another page, another page size, or more rows than a page. */
export interface PagingContradiction {
  askedPage: number | null;
  askedPerPage: number | null;
  answeredPage: number | null;
  answeredPerPage: number | null;
  rows: number;
}

export interface ListCheck {
  /** Rows in the answer, before the filters were checked (a short page ends an export only by this count). */
  rowsSent: number;
  /** Ids of every row sent, so an export can tell a page it has seen before. */
  sentIds: string[];
  ignoredFilters: IgnoredFilter[];
  paging: PagingContradiction | null;
}

/** A list page as checked: `items` holds only the rows that match every filter asked. */
export interface CheckedPage<T> extends Page<T> {
  check: ListCheck;
}

export interface Asked {
  page?: number;
  perPage?: number;
}

export function checkList<T extends { id: string }>(
  answer: Page<T>,
  asked: Asked,
  filters: readonly Filter<T>[],
): CheckedPage<T> {
  const sent = answer.items;
  const ignoredFilters = filters
    .map((filter) => ({ filter, matching: sent.filter(filter.matches).length }))
    .filter(({ matching }) => matching < sent.length)
    .map(({ filter, matching }) => ({ param: filter.param, value: filter.value, sent: sent.length, matching }));
  const items = ignoredFilters.length === 0 ? sent : sent.filter((row) => filters.every((f) => f.matches(row)));
  return {
    items,
    pagination: answer.pagination,
    check: {
      rowsSent: sent.length,
      sentIds: sent.map((row) => row.id),
      ignoredFilters,
      paging: pagingContradiction(answer, asked),
    },
  };
}

/** A page number or size the answer reports, when it is one (a fraction is already drift, and proves nothing here). */
export function reportedCount(value: number | null): number | null {
  return value !== null && Number.isInteger(value) && value >= 1 ? value : null;
}

function pagingContradiction(answer: Page<unknown>, asked: Asked): PagingContradiction | null {
  const answeredPage = reportedCount(answer.pagination.page);
  const answeredPerPage = reportedCount(answer.pagination.perPage);
  const askedPage = asked.page ?? null;
  const askedPerPage = asked.perPage ?? null;
  const rows = answer.items.length;
  const otherPage = askedPage !== null && answeredPage !== null && answeredPage !== askedPage;
  const otherSize = askedPerPage !== null && answeredPerPage !== null && answeredPerPage !== askedPerPage;
  const tooMany = askedPerPage !== null && rows > askedPerPage;
  return otherPage || otherSize || tooMany ? { askedPage, askedPerPage, answeredPage, answeredPerPage, rows } : null;
}

/** The day part of a date the service sent ("2026-11-16", or a timestamp starting with it); null when it is not one. */
function dayOf(value: string | null | undefined): string | null {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** docs/interface.md, "List queries": created = the dual hedge's issuedAt; updated = either leg's updatedAt. A missing date proves nothing. */
export function dualHedgeFilters(query: { createdOn?: string; updatedOn?: string }): Filter<DualHedge>[] {
  const filters: Filter<DualHedge>[] = [];
  if (query.createdOn) {
    const day = query.createdOn;
    filters.push({
      param: "createdOn",
      value: day,
      at: "$.dualHedges[].issuedAt",
      matches: (d) => dayOf(d.issuedAt) === day,
    });
  }
  if (query.updatedOn) {
    const day = query.updatedOn;
    filters.push({
      param: "updatedOn",
      value: day,
      at: "$.dualHedges[].hedges[].updatedAt",
      matches: (d) => d.hedges.some((leg) => dayOf(leg.updatedAt) === day),
    });
  }
  return filters;
}

/** An exact match on the partner's own id. */
export function customerFilters(query: { externalCustomerId?: string }): Filter<Customer>[] {
  const value = query.externalCustomerId;
  if (!value) return [];
  return [
    {
      param: "externalCustomerId",
      value,
      at: "$.customers[].externalCustomerId",
      matches: (customer) => customer.externalCustomerId === value,
    },
  ];
}

/** The contradictions as drift, logged with the call's request id like any other difference from the interface. */
export function listDrift(
  check: ListCheck,
  filters: readonly { param: FilterParam; at: string }[],
  names: Record<FilterParam | "page" | "perPage", string>,
  listAt: string,
): Drift[] {
  const drift: Drift[] = check.ignoredFilters.map((ignored) => ({
    kind: "ignored-query",
    at: filters.find((filter) => filter.param === ignored.param)?.at ?? listAt,
    example: `${names[ignored.param]}=${ignored.value}: ${ignored.sent - ignored.matching} of ${ignored.sent} rows do not match`,
    count: ignored.sent - ignored.matching,
  }));
  const paging = check.paging;
  if (paging) {
    drift.push({
      kind: "ignored-query",
      at: "$.pagination",
      example:
        `asked ${names.page}=${paging.askedPage ?? "-"} ${names.perPage}=${paging.askedPerPage ?? "-"}, ` +
        `answered page ${paging.answeredPage ?? "-"} perPage ${paging.answeredPerPage ?? "-"} with ${paging.rows} rows`,
      count: 1,
    });
  }
  return drift;
}
