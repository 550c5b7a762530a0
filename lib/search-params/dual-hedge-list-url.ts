import { parseAsString, type inferParserType } from "nuqs/server";
import { collect, readDate } from "@/lib/domain/list-params";
import { listUrl, pagingParsers, pagingUrlKeys, readPaging } from "./list-url";

export const dualHedgeListParsers = {
  createdOn: parseAsString,
  updatedOn: parseAsString,
  ...pagingParsers,
};

export const dualHedgeListUrlKeys = { createdOn: "created_on", updatedOn: "updated_on", ...pagingUrlKeys } as const;

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
    ...readPaging(params),
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
