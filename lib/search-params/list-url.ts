import { createLoader, createSerializer, parseAsString, type inferParserType, type UrlKeys } from "nuqs/server";
import { PAGE_SIZE_DEFAULT, readPage, readPageSize, type ParamProblem } from "@/lib/domain/list-params";

/** What a list's address asks for, or every value in it the list cannot use (each named, none clamped). */
export type ListRead<Q> = { ok: true; query: Q } | { ok: false; problems: ParamProblem[] };

type TextParsers = Record<string, typeof parseAsString> & { page: typeof parseAsString };

/** Every list pages alike: `page` and `per_page` in its address, read as text as its filters are. */
export const pagingParsers = { page: parseAsString, perPage: parseAsString };
export const pagingUrlKeys = { perPage: "per_page" } as const;

/** The page and page size of a list's address, each checked (a problem named, never clamped). */
export const readPaging = (params: { page: string | null; perPage: string | null }) => ({
  page: readPage("page", params.page),
  perPage: readPageSize(pagingUrlKeys.perPage, params.perPage),
});

/** A query's page and page size as its address writes them: page 1 and the default size left out. */
export const pagingParams = (query: { page?: number; perPage?: number }) => ({
  page: query.page && query.page > 1 ? String(query.page) : null,
  perPage: query.perPage && query.perPage !== PAGE_SIZE_DEFAULT ? String(query.perPage) : null,
});

/** A list page's address, every parameter read as text and checked by `read`, which reports every problem at once. */
export function listUrl<P extends TextParsers, Q>(
  parsers: P,
  urlKeys: UrlKeys<P>,
  read: (params: inferParserType<P>) => ListRead<Q>,
) {
  type Params = inferParserType<P>;
  const serialize = createSerializer(parsers, { urlKeys });
  const urlKey = (key: string) => (urlKeys as Record<string, string | undefined>)[key] ?? key;
  return {
    load: createLoader(parsers, { urlKeys }),
    serialize,
    read,
    /** The address without the values `read` named: every other filter, and the page size, kept. */
    withoutInvalid(params: Params): Params {
      const answer = read(params);
      if (answer.ok) return params;
      const bad = new Set(answer.problems.map((problem) => problem.param));
      const keep: Record<string, string | null> = { ...params };
      for (const key of Object.keys(parsers)) if (bad.has(urlKey(key))) keep[key] = null;
      return keep as Params;
    },
    /** The links of the pager: `path` with the same address at another page (page 1 written as no page at all). */
    pageHref:
      (path: string, params: Params) =>
      (page: number): string =>
        `${path}${serialize({ ...params, page: page === 1 ? null : String(page) })}`,
  };
}
