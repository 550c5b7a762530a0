import { parseAsString, type inferParserType } from "nuqs/server";
import { collect, readDate, readPage, readPageSize } from "@/lib/domain/list-params";
import { listUrl } from "./list-url";

export const dualHedgeListParsers = {
  createdOn: parseAsString,
  updatedOn: parseAsString,
  page: parseAsString,
  perPage: parseAsString,
};

export const dualHedgeListUrlKeys = { createdOn: "created_on", updatedOn: "updated_on", perPage: "per_page" } as const;

export type DualHedgeListParams = inferParserType<typeof dualHedgeListParsers>;

export interface DualHedgeListQuery {
  page: number;
  perPage: number;
  createdOn?: string;
  updatedOn?: string;
}

export const dualHedgeListUrl = listUrl(dualHedgeListParsers, dualHedgeListUrlKeys, (params: DualHedgeListParams) => {
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
});

/** The CSV export exports every page: only the filters. */
export function readDualHedgeFilters(params: Pick<DualHedgeListParams, "createdOn" | "updatedOn">) {
  return dualHedgeListUrl.read({ ...params, page: null, perPage: null });
}
