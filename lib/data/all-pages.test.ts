import { describe, expect, it } from "vitest";
import type { Page } from "@/lib/hedging";
import { allPages, EXPORT_PAGE_SIZE } from "./all-pages";

/** A list of `total` rows (ids only), paged as the service pages it; `calls` holds each page asked for. */
function fakeList(total: number, { reportTotal = true } = {}) {
  const calls: number[] = [];
  const all = Array.from({ length: total }, (_, i) => `row-${i + 1}`);
  const fetchPage = async (page: number): Promise<Page<string>> => {
    calls.push(page);
    const items = all.slice((page - 1) * EXPORT_PAGE_SIZE, page * EXPORT_PAGE_SIZE);
    return { items, pagination: { page, perPage: EXPORT_PAGE_SIZE, totalResults: reportTotal ? total : null } };
  };
  return { fetchPage, calls };
}

async function collectAll(iterable: AsyncIterable<string[]>) {
  const pages: string[][] = [];
  for await (const page of iterable) pages.push(page);
  return pages;
}

describe("allPages", () => {
  it("reads every page after the first, in order, 100 at a time", async () => {
    const { fetchPage, calls } = fakeList(250);
    const pages = await collectAll(allPages(await fetchPage(1), fetchPage));
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    expect(pages.flat().at(-1)).toBe("row-250");
    expect(calls).toEqual([1, 2, 3]);
  });

  it("makes no call past the end: one page, or the total reached", async () => {
    const one = fakeList(100);
    expect((await collectAll(allPages(await one.fetchPage(1), one.fetchPage))).flat()).toHaveLength(100);
    expect(one.calls).toEqual([1]);
  });

  it("yields nothing for an empty list", async () => {
    const { fetchPage, calls } = fakeList(0);
    expect(await collectAll(allPages(await fetchPage(1), fetchPage))).toEqual([]);
    expect(calls).toEqual([1]);
  });

  it("without a total, a short page is the end", async () => {
    const { fetchPage, calls } = fakeList(150, { reportTotal: false });
    expect((await collectAll(allPages(await fetchPage(1), fetchPage))).flat()).toHaveLength(150);
    expect(calls).toEqual([1, 2]);
  });

  it("the first page's total bounds the export, even if more rows arrive meanwhile", async () => {
    const { fetchPage, calls } = fakeList(300);
    const first = await fetchPage(1);
    const pages = await collectAll(allPages({ ...first, pagination: { ...first.pagination, totalResults: 200 } }, fetchPage));
    expect(pages.flat()).toHaveLength(200);
    expect(calls).toEqual([1, 2]);
  });
});
