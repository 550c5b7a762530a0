import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { expectError, expectOk, type Api } from "./http";

export const BAD_PAGE_VALUES = ["0", "-1", "1.5", "abc"];
export const BAD_PER_PAGE_VALUES = ["0", "101", "-1", "1.5", "abc"];

type ListSchema = z.ZodType<{ pagination: { page: number; perPage: number; totalResults: number } }>;

/** The pagination rules (docs/interface.md, "List queries"): out-of-range or malformed values are 422 (never clamped); pages are consistent and disjoint. */
export function describePagination(options: {
  name: string;
  ctx: { api: Api };
  path: () => string;
  key: string;
  schema: ListSchema;
  minTotal: number;
  walkPerPage: number;
}) {
  const { ctx, key, schema } = options;
  const items = (body: unknown) => (body as Record<string, { id: string }[]>)[key]!;

  describe(`${options.name}: pagination`, () => {
    it("defaults to page 1 and 25 per page", async () => {
      const body = expectOk(await ctx.api.get(options.path()), schema);
      expect(body.pagination.page).toBe(1);
      expect(body.pagination.perPage).toBe(25);
      expect(body.pagination.totalResults).toBeGreaterThanOrEqual(options.minTotal);
      expect(items(body)).toHaveLength(Math.min(25, body.pagination.totalResults));
    });

    it("accepts per_page 1 and 100, and page 1, and echoes them", async () => {
      const one = expectOk(await ctx.api.get(options.path(), { query: { page: 1, per_page: 1 } }), schema);
      expect(one.pagination).toMatchObject({ page: 1, perPage: 1 });
      expect(items(one)).toHaveLength(1);
      const hundred = expectOk(await ctx.api.get(options.path(), { query: { per_page: 100 } }), schema);
      expect(hundred.pagination).toMatchObject({ page: 1, perPage: 100 });
      expect(items(hundred)).toHaveLength(Math.min(100, hundred.pagination.totalResults));
      expect(hundred.pagination.totalResults).toBe(one.pagination.totalResults);
    });

    it.each(BAD_PAGE_VALUES)("rejects page=%s with 422", async (page) => {
      expectError(await ctx.api.get(options.path(), { query: { page } }), 422);
    });

    it.each(BAD_PER_PAGE_VALUES)("rejects per_page=%s with 422", async (perPage) => {
      expectError(await ctx.api.get(options.path(), { query: { per_page: perPage } }), 422);
    });

    it("walks all pages: same totalResults, no overlap, nothing missing, right sizes", async () => {
      const per = options.walkPerPage;
      const reference = expectOk(await ctx.api.get(options.path(), { query: { per_page: 100 } }), schema);
      const total = reference.pagination.totalResults;
      expect(total).toBeGreaterThan(per);
      const pages = Math.ceil(total / per);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const body = expectOk(await ctx.api.get(options.path(), { query: { page, per_page: per } }), schema);
        expect(body.pagination).toStrictEqual({ page, perPage: per, totalResults: total });
        expect(items(body)).toHaveLength(page < pages ? per : total - per * (pages - 1));
        seen.push(...items(body).map((item) => item.id));
      }
      expect(new Set(seen).size, "an item appeared on two pages").toBe(seen.length);
      expect(seen).toHaveLength(total);
      if (total <= 100) {
        expect(new Set(seen)).toStrictEqual(new Set(items(reference).map((item) => item.id)));
      }
    });

    it("answers a huge page number (beyond 2^53) with an empty page or a 422, never a server error", async () => {
      for (const page of ["9007199254740993", "1000000000000000000000"]) {
        const res = await ctx.api.get(options.path(), { query: { page } });
        if (res.status === 422) expectError(res, 422);
        else expect(items(expectOk(res, schema)), `page=${page}`).toStrictEqual([]);
      }
    });

    it("answers the deepest pages it accepts (offset past 2^31, up to page 2^53 - 1) with an empty page", async () => {
      for (const [page, perPage] of [
        ["21474837", 100],
        ["2147483648", 1],
        ["9007199254740991", 100],
      ] as const) {
        const body = expectOk(await ctx.api.get(options.path(), { query: { page, per_page: perPage } }), schema);
        expect(items(body), `page=${page} per_page=${perPage}`).toStrictEqual([]);
        expect(body.pagination).toMatchObject({ page: Number(page), perPage });
      }
    });

    it("answers a page past the end with an empty list and the same total", async () => {
      const first = expectOk(await ctx.api.get(options.path(), { query: { per_page: 10 } }), schema);
      const total = first.pagination.totalResults;
      const beyond = Math.ceil(total / 10) + 1;
      const body = expectOk(await ctx.api.get(options.path(), { query: { page: beyond, per_page: 10 } }), schema);
      expect(items(body)).toStrictEqual([]);
      expect(body.pagination).toStrictEqual({ page: beyond, perPage: 10, totalResults: total });
    });
  });
}
