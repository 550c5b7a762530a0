import { createLoader, createSerializer, parseAsString, type inferParserType } from "nuqs/server";
import { collect, readDate, readPage, readPageSize, type ParamProblem } from "@/lib/domain/list-params";

/** Read as text and checked by readDualHedgeListParams, so `page=abc` is reported instead of becoming 1. */
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

/** The CSV export exports every page: only the filters. */
export function readDualHedgeFilters(params: Pick<DualHedgeListParams, "createdOn" | "updatedOn">) {
  return readDualHedgeListParams({ ...params, page: null, perPage: null });
}

/** The "drop what is wrong" link of the invalid-URL message. */
export function withoutInvalidDualHedgeParams(params: DualHedgeListParams): DualHedgeListParams {
  return {
    createdOn: readDate("", params.createdOn).ok ? params.createdOn : null,
    updatedOn: readDate("", params.updatedOn).ok ? params.updatedOn : null,
    page: readPage("", params.page).ok ? params.page : null,
    perPage: readPageSize("", params.perPage).ok ? params.perPage : null,
  };
}
