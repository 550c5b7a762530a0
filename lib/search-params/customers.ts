import { parseAsString, type inferParserType } from "nuqs/server";
import { collect, readText } from "@/lib/domain/list-params";
import { listUrl, pagingParsers, pagingUrlKeys, readPaging } from "./list-url";

export const customerListParsers = {
  externalId: parseAsString,
  ...pagingParsers,
};

export const customerListUrlKeys = { externalId: "external_id", ...pagingUrlKeys } as const;

export type CustomerListParams = inferParserType<typeof customerListParsers>;

export const EXTERNAL_ID_MAX = 200;

export interface CustomerListQuery {
  page: number;
  perPage: number;
  externalCustomerId?: string;
}

export const customerListUrl = listUrl(customerListParsers, customerListUrlKeys, (params: CustomerListParams) => {
  const read = collect({
    externalCustomerId: readText(customerListUrlKeys.externalId, params.externalId, EXTERNAL_ID_MAX),
    ...readPaging(params),
  });
  if (!read.ok) return read;
  const { externalCustomerId, page, perPage } = read.values;
  const query: CustomerListQuery = { page, perPage };
  if (externalCustomerId) query.externalCustomerId = externalCustomerId;
  return { ok: true, query };
});
