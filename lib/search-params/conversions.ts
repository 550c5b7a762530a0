import { parseAsString, type inferParserType } from "nuqs/server";
import { collect, readPage, readPageSize } from "@/lib/domain/list-params";
import { listUrl } from "./list-url";

export const conversionListParsers = {
  page: parseAsString,
  perPage: parseAsString,
};

export const conversionListUrlKeys = { perPage: "per_page" } as const;

export type ConversionListParams = inferParserType<typeof conversionListParsers>;

export interface ConversionListQuery {
  page: number;
  perPage: number;
}

export const conversionListUrl = listUrl(
  conversionListParsers,
  conversionListUrlKeys,
  (params: ConversionListParams) => {
    const read = collect({
      page: readPage("page", params.page),
      perPage: readPageSize(conversionListUrlKeys.perPage, params.perPage),
    });
    return read.ok ? { ok: true, query: read.values satisfies ConversionListQuery } : read;
  },
);
