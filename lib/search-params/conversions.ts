import { createLoader, createSerializer, parseAsString, type inferParserType } from "nuqs/server";
import { collect, readPage, readPageSize, type ParamProblem } from "@/lib/domain/list-params";

/** Raw text, not parseAsInteger, which turns `?page=abc` into page 1 silently instead of reporting it. */
export const conversionsSearchParams = {
  page: parseAsString,
  perPage: parseAsString,
};
export const conversionsUrlKeys = { perPage: "per_page" } as const;

export const loadConversionsSearchParams = createLoader(conversionsSearchParams, { urlKeys: conversionsUrlKeys });
export const serializeConversionsSearchParams = createSerializer(conversionsSearchParams, {
  urlKeys: conversionsUrlKeys,
});

export type ConversionsSearchParams = inferParserType<typeof conversionsSearchParams>;

export function readConversionsParams(
  raw: ConversionsSearchParams,
): { ok: true; page: number; perPage: number } | { ok: false; problems: ParamProblem[] } {
  const read = collect({
    page: readPage("page", raw.page),
    perPage: readPageSize(conversionsUrlKeys.perPage, raw.perPage),
  });
  return read.ok ? { ok: true, ...read.values } : read;
}
