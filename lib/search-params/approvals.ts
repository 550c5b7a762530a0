import { parseAsString, type inferParserType } from "nuqs/server";
import { APPROVAL_REQUEST_ACTIONS } from "@/lib/db/schema/approvals";
import { collect, readChoice, type ParamRead } from "@/lib/domain/list-params";
import { listUrl, pagingParams, pagingParsers, pagingUrlKeys, readPaging, type ListRead } from "./list-url";

// The Approvals page's address, built as every list's (list-url.ts): a value it cannot use is named, not replaced.

export const APPROVAL_VIEWS = ["pending", "recent", "expired", "all"] as const;
export type ApprovalView = (typeof APPROVAL_VIEWS)[number];
/** What the page shows with no view in its address: the requests waiting for a decision. */
export const DEFAULT_APPROVAL_VIEW: ApprovalView = "pending";

export const approvalsParsers = {
  view: parseAsString,
  action: parseAsString,
  mine: parseAsString,
  ...pagingParsers,
};

export const approvalsUrlKeys = pagingUrlKeys;

export type ApprovalsParams = inferParserType<typeof approvalsParsers>;

export interface ApprovalFilters {
  view: ApprovalView;
  action?: (typeof APPROVAL_REQUEST_ACTIONS)[number];
  /** Only the requests the signed-in staff member made. */
  mine?: boolean;
}

export interface ApprovalsQuery {
  filters: ApprovalFilters;
  page: number;
  perPage: number;
}

/** `mine=1` or nothing: the form's checkbox sends 1. */
function readMine(raw: string | null): ParamRead<boolean> {
  const value = raw?.trim();
  if (!value) return { ok: true, value: false };
  if (value === "1") return { ok: true, value: true };
  return { ok: false, problem: { param: "mine", value: raw!, message: "Use mine=1 for your own requests only." } };
}

function readApprovalsParams(params: ApprovalsParams): ListRead<ApprovalsQuery> {
  const read = collect({
    view: readChoice("view", params.view, APPROVAL_VIEWS, "View"),
    action: readChoice("action", params.action, APPROVAL_REQUEST_ACTIONS, "Action"),
    mine: readMine(params.mine),
    ...readPaging(params),
  });
  if (!read.ok) return read;
  const { view, action, mine, page, perPage } = read.values;
  const filters: ApprovalFilters = { view: view ?? DEFAULT_APPROVAL_VIEW };
  if (action) filters.action = action;
  if (mine) filters.mine = true;
  return { ok: true, query: { filters, page, perPage } };
}

export const approvalsListUrl = listUrl(approvalsParsers, approvalsUrlKeys, readApprovalsParams);

/** The address of a query: its filters and page, defaults left out. */
export function approvalsQueryParams(query: {
  filters: ApprovalFilters;
  page?: number;
  perPage?: number;
}): ApprovalsParams {
  const { filters } = query;
  return {
    view: filters.view === DEFAULT_APPROVAL_VIEW ? null : filters.view,
    action: filters.action ?? null,
    mine: filters.mine ? "1" : null,
    ...pagingParams(query),
  };
}
