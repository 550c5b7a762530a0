import { createLoader, createSerializer, parseAsString, type inferParserType } from "nuqs/server";
import { collect, readDate, readPage, readPageSize, type ParamProblem } from "@/lib/domain/list-params";

/**
 * The dual hedges list's URL state: one parser map for the page (loader), its paging links and
 * the CSV link (serializer); the filters' island changes the same keys (dualHedgeListUrlKeys). Every value is read as text and
 * checked by readDualHedgeListParams, so `page=abc` is reported instead of silently becoming 1.
 * Isomorphic: `nuqs/server` has no "use client" and imports no server code.
 */
export const dualHedgeListParsers = {
  createdOn: parseAsString,
  updatedOn: parseAsString,
  page: parseAsString,
  perPage: parseAsString,
};

export const dualHedgeListUrlKeys = { createdOn: "created_on", updatedOn: "updated_on", perPage: "per_page" } as const;

export const loadDualHedgeListParams = createLoader(dualHedgeListParsers, { urlKeys: dualHedgeListUrlKeys });
export const serializeDualHedgeListParams = createSerializer(dualHedgeListParsers, { urlKeys: dualHedgeListUrlKeys });

export type DualHedgeListParams = inferParserType<typeof dualHedgeListParsers>;

/** What the list asks the service for (customer aside). */
export interface DualHedgeListQuery {
  page: number;
  perPage: number;
  createdOn?: string;
  updatedOn?: string;
}

export type DualHedgeListRead = { ok: true; query: DualHedgeListQuery } | { ok: false; problems: ParamProblem[] };

export function readDualHedgeListParams(params: DualHedgeListParams): DualHedgeListRead {
  const read = collect({
    createdOn: readDate(dualHedgeListUrlKeys.createdOn, params.createdOn),
    updatedOn: readDate(dualHedgeListUrlKeys.updatedOn, params.updatedOn),
    page: readPage("page", params.page),
    perPage: readPageSize(dualHedgeListUrlKeys.perPage, params.perPage),
  });
  if (!read.ok) return read;
  const { createdOn, updatedOn, page, perPage } = read.values;
  const query: DualHedgeListQuery = { page, perPage };
  if (createdOn) query.createdOn = createdOn;
  if (updatedOn) query.updatedOn = updatedOn;
  return { ok: true, query };
}

/** Only the filters (what the CSV export takes: it always exports every page). */
export function readDualHedgeFilters(params: Pick<DualHedgeListParams, "createdOn" | "updatedOn">) {
  return readDualHedgeListParams({ ...params, page: null, perPage: null });
}

/** Keeps only the values that read fine: the "drop what is wrong" link of the invalid-URL message. */
export function withoutInvalidDualHedgeParams(params: DualHedgeListParams): DualHedgeListParams {
  return {
    createdOn: readDate("", params.createdOn).ok ? params.createdOn : null,
    updatedOn: readDate("", params.updatedOn).ok ? params.updatedOn : null,
    page: readPage("", params.page).ok ? params.page : null,
    perPage: readPageSize("", params.perPage).ok ? params.perPage : null,
  };
}
