import { describe, expect, it } from "vitest";
import type { DualHedge, HedgingClient } from "@/lib/hedging";
import { dualHedgePages, EXPORT_PAGE_SIZE } from "./dual-hedge-export";

/** A fake upstream holding `total` dual hedges (ids only), paging as the service does. */
function fakeClient(total: number) {
  const calls: { page?: number; perPage?: number; createdOn?: string }[] = [];
  const all = Array.from({ length: total }, (_, i) => ({ id: `dual-${i + 1}` }) as DualHedge);
  const client: Pick<HedgingClient, "listDualHedges"> = {
    async listDualHedges(input) {
      calls.push({ page: input.page, perPage: input.perPage, createdOn: input.createdOn });
      const page = input.page ?? 1;
      const perPage = input.perPage ?? 25;
      const items = all.slice((page - 1) * perPage, page * perPage);
      return { data: { items, pagination: { page, perPage, totalResults: total } }, requestId: "r", drift: [] };
    },
  };
  return { client, calls };
}

async function collectAll(iterable: AsyncIterable<DualHedge[]>) {
  const pages: DualHedge[][] = [];
  for await (const page of iterable) pages.push(page);
  return pages;
}

describe("dualHedgePages", () => {
  it("reads every page, 100 at a time, with the filters", async () => {
    const { client, calls } = fakeClient(250);
    const pages = await collectAll(dualHedgePages(client, { customerId: "c", createdOn: "2026-11-11" }));
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    expect(pages.flat().map((dual) => dual.id).at(-1)).toBe("dual-250");
    expect(calls).toEqual([1, 2, 3].map((page) => ({ page, perPage: EXPORT_PAGE_SIZE, createdOn: "2026-11-11" })));
  });

  it("makes one call for one page, and none past the end", async () => {
    const { client, calls } = fakeClient(100);
    expect((await collectAll(dualHedgePages(client, { customerId: "c" }))).flat()).toHaveLength(100);
    expect(calls).toHaveLength(1);
  });

  it("uses a first page already read, and yields nothing for an empty list", async () => {
    const { client, calls } = fakeClient(0);
    const first = { items: [], pagination: { page: 1, perPage: 100, totalResults: 0 } };
    expect(await collectAll(dualHedgePages(client, { customerId: "c" }, first))).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});
