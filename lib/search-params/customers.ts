import { createLoader, createSerializer, parseAsString, type inferParserType } from "nuqs/server";
import { collect, readPage, readPageSize, readText, type ParamProblem } from "@/lib/domain/list-params";

export const customerListParsers = {
  externalId: parseAsString,
  page: parseAsString,
  perPage: parseAsString,
};

export const customerListUrlKeys = { externalId: "external_id", perPage: "per_page" } as const;

export const loadCustomerListParams = createLoader(customerListParsers, { urlKeys: customerListUrlKeys });
export const serializeCustomerListParams = createSerializer(customerListParsers, { urlKeys: customerListUrlKeys });

export type CustomerListParams = inferParserType<typeof customerListParsers>;

export const EXTERNAL_ID_MAX = 200;

export interface CustomerListQuery {
  page: number;
  perPage: number;
  externalCustomerId?: string;
}

export type CustomerListRead = { ok: true; query: CustomerListQuery } | { ok: false; problems: ParamProblem[] };

export function readCustomerListParams(params: CustomerListParams): CustomerListRead {
  const read = collect({
    externalCustomerId: readText(customerListUrlKeys.externalId, params.externalId, EXTERNAL_ID_MAX),
    page: readPage("page", params.page),
    perPage: readPageSize(customerListUrlKeys.perPage, params.perPage),
  });
  if (!read.ok) return read;
  const { externalCustomerId, page, perPage } = read.values;
  const query: CustomerListQuery = { page, perPage };
  if (externalCustomerId) query.externalCustomerId = externalCustomerId;
  return { ok: true, query };
}

export function withoutInvalidCustomerParams(params: CustomerListParams): CustomerListParams {
  return {
    externalId: readText("", params.externalId, EXTERNAL_ID_MAX).ok ? params.externalId : null,
    page: readPage("", params.page).ok ? params.page : null,
    perPage: readPageSize("", params.perPage).ok ? params.perPage : null,
  };
}
