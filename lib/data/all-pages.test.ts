import { describe, expect, it } from "vitest";
import type { Page } from "@/lib/hedging";
import { checkList, type Filter } from "@/lib/hedging/list-check";
import { allPages, EXPORT_PAGE_SIZE, ExportPagingError } from "./all-pages";

type Row = { id: string; day: string };

/**
 * A list of `total` rows paged as a service pages it (its own page size, whether it honours the page asked), each
 * answer checked by the client's own checkList against what was asked; `calls` holds each page asked for.
 */
function fakeList(
  total: number,
  {
    reportTotal = true,
    pageSize = EXPORT_PAGE_SIZE,
    ignoresPage = false,
    reportsPage = true,
    filters = [] as Filter<Row>[],
  } = {},
) {
  const calls: number[] = [];
  const all: Row[] = Array.from({ length: total }, (_, i) => ({ id: `row-${i + 1}`, day: i % 3 === 0 ? "A" : "B" }));
  const fetchPage = async (asked: number) => {
    calls.push(asked);
    const page = ignoresPage ? 1 : asked;
    const answer: Page<Row> = {
      items: all.slice((page - 1) * pageSize, page * pageSize),
      pagination: {
        page: reportsPage ? page : null,
        perPage: pageSize,
        totalResults: reportTotal ? total : null,
      },
    };
    return checkList(answer, { page: asked, perPage: EXPORT_PAGE_SIZE }, filters);
  };
  return { fetchPage, calls, all };
}

async function collectAll(iterable: AsyncIterable<Row[]>) {
  const pages: Row[][] = [];
  for await (const page of iterable) pages.push(page);
  return pages;
}

const onDayA: Filter<Row> = { param: "createdOn", value: "A", at: "$.rows[].day", matches: (row) => row.day === "A" };

describe("allPages", () => {
  it("reads every page after the first, in order, 100 at a time", async () => {
    const { fetchPage, calls } = fakeList(250);
    const pages = await collectAll(allPages(await fetchPage(1), fetchPage));
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    expect(pages.flat().at(-1)?.id).toBe("row-250");
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
    const pages = await collectAll(
      allPages({ ...first, pagination: { ...first.pagination, totalResults: 200 } }, fetchPage),
    );
    expect(pages.flat()).toHaveLength(200);
    expect(calls).toEqual([1, 2]);
  });

  // A service that does not do what the query asks.
  it("a service paging 10 at a time instead of 100: every row once, at its page size", async () => {
    const { fetchPage, calls, all } = fakeList(35, { pageSize: 10 });
    const rows = (await collectAll(allPages(await fetchPage(1), fetchPage))).flat();
    expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(calls).toEqual([1, 2, 3, 4]);
  });

  it("a filter the service ignored: only the matching rows of every page, never the whole list", async () => {
    const { fetchPage, all } = fakeList(250, { filters: [onDayA] });
    const rows = (await collectAll(allPages(await fetchPage(1), fetchPage))).flat();
    expect(rows.map((row) => row.id)).toEqual(all.filter((row) => row.day === "A").map((row) => row.id));
    expect(rows.length).toBeLessThan(all.length);
  });

  it("a filter ignored on a list without a total: a page with no match does not end it early", async () => {
    const { fetchPage, all } = fakeList(250, { reportTotal: false, filters: [{ ...onDayA, matches: (r) => r.id === "row-250" }] });
    const rows = (await collectAll(allPages(await fetchPage(1), fetchPage))).flat();
    expect(rows.map((row) => row.id)).toEqual(["row-250"]);
    expect(all).toHaveLength(250);
  });

  it("a service answering page 1 whatever is asked: the export fails rather than repeat rows", async () => {
    const { fetchPage } = fakeList(250, { ignoresPage: true });
    await expect(collectAll(allPages(await fetchPage(1), fetchPage))).rejects.toThrow(ExportPagingError);
  });

  it("the same, when the service does not even say which page it sent", async () => {
    const { fetchPage } = fakeList(250, { ignoresPage: true, reportsPage: false, reportTotal: false });
    await expect(collectAll(allPages(await fetchPage(1), fetchPage))).rejects.toThrow(/repeats a row/);
  });
});
