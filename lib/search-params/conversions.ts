import { createLoader, createSerializer, parseAsString, type inferParserType } from "nuqs/server";
import { collect, readPage, readPageSize, type ParamProblem } from "@/lib/domain/list-params";

/** The conversions list's URL state: one nuqs parser map for the page and its links (the page size select changes `per_page`). Isomorphic. */

/**
 * Read as raw text, not parseAsInteger: nuqs turns a value it cannot parse into the default, and
 * `?page=abc` must be reported to the staff member, not silently shown as page 1.
 */
export const conversionsSearchParams = {
  page: parseAsString,
  perPage: parseAsString,
};
/** Query names as the upstream spells them (shared/spec/gaps.md), like the other lists. */
export const conversionsUrlKeys = { perPage: "per_page" } as const;

export const loadConversionsSearchParams = createLoader(conversionsSearchParams, { urlKeys: conversionsUrlKeys });
export const serializeConversionsSearchParams = createSerializer(conversionsSearchParams, { urlKeys: conversionsUrlKeys });

export type ConversionsSearchParams = inferParserType<typeof conversionsSearchParams>;

/**
 * Page and page size from the URL (absent or empty: 1 and 25), or every problem with them, by
 * the rules of the other lists (lib/domain/list-params, kept equal to pageSchema/perPageSchema).
 */
export function readConversionsParams(
  raw: ConversionsSearchParams,
): { ok: true; page: number; perPage: number } | { ok: false; problems: ParamProblem[] } {
  const read = collect({ page: readPage("page", raw.page), perPage: readPageSize(conversionsUrlKeys.perPage, raw.perPage) });
  return read.ok ? { ok: true, ...read.values } : read;
}
