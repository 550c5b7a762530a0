import type { inferParserType } from "nuqs/server";
import { collect } from "@/lib/domain/list-params";
import { listUrl, pagingParsers, pagingUrlKeys, readPaging } from "./list-url";

export const conversionListParsers = pagingParsers;

export const conversionListUrlKeys = pagingUrlKeys;

export type ConversionListParams = inferParserType<typeof conversionListParsers>;

export interface ConversionListQuery {
  page: number;
  perPage: number;
}

export const conversionListUrl = listUrl(
  conversionListParsers,
  conversionListUrlKeys,
  (params: ConversionListParams) => {
    const read = collect(readPaging(params));
    return read.ok ? { ok: true, query: read.values satisfies ConversionListQuery } : read;
  },
);
