import { describe, expect, it } from "vitest";
import {
  collect,
  listPosition,
  pageCount,
  pageSizeChoices,
  perPageParam,
  readDate,
  readPage,
  readPageSize,
  readText,
} from "./list-params";

describe("readPage", () => {
  it("defaults to 1 when absent or empty", () => {
    expect(readPage("page", null)).toEqual({ ok: true, value: 1 });
    expect(readPage("page", undefined)).toEqual({ ok: true, value: 1 });
    expect(readPage("page", "")).toEqual({ ok: true, value: 1 });
  });

  it("reads a whole number from 1", () => {
    expect(readPage("page", "3")).toEqual({ ok: true, value: 3 });
  });

  it("reports, never clamps, what it cannot use, naming the parameter and the value", () => {
    expect(readPage("page", "0")).toEqual({
      ok: false,
      problem: { param: "page", value: "0", message: "Page starts at 1." },
    });
    expect(readPage("page", "-2")).toMatchObject({ ok: false, problem: { message: "Page starts at 1." } });
    expect(readPage("page", "abc")).toMatchObject({
      ok: false,
      problem: { value: "abc", message: "Page must be a whole number." },
    });
    expect(readPage("page", "1.5")).toMatchObject({ ok: false });
    expect(readPage("page", " 2")).toMatchObject({ ok: false });
    expect(readPage("page", "1e2")).toMatchObject({ ok: false });
    expect(readPage("page", "1000001")).toMatchObject({
      ok: false,
      problem: { message: "Page must be at most 1000000." },
    });
  });
});

describe("readPageSize", () => {
  it("defaults to 25 and accepts 1..100", () => {
    expect(readPageSize("per_page", null)).toEqual({ ok: true, value: 25 });
    expect(readPageSize("per_page", "1")).toEqual({ ok: true, value: 1 });
    expect(readPageSize("per_page", "100")).toEqual({ ok: true, value: 100 });
  });

  it("refuses 0, 500 and text with the range in the message", () => {
    for (const raw of ["0", "101", "500", "-1"]) {
      expect(readPageSize("per_page", raw)).toEqual({
        ok: false,
        problem: { param: "per_page", value: raw, message: "Page size must be between 1 and 100." },
      });
    }
    expect(readPageSize("per_page", "ten")).toMatchObject({
      ok: false,
      problem: { message: "Page size must be a whole number." },
    });
  });
});

describe("readDate and readText", () => {
  it("takes a real calendar date only", () => {
    expect(readDate("created_on", "2026-11-21")).toEqual({ ok: true, value: "2026-11-21" });
    expect(readDate("created_on", null)).toEqual({ ok: true, value: undefined });
    for (const raw of ["2026-2-3", "yesterday", "21/11/2026"]) {
      expect(readDate("created_on", raw)).toMatchObject({
        ok: false,
        problem: { param: "created_on", value: raw, message: "Enter a date as YYYY-MM-DD." },
      });
    }
    // In the format, but not a day: saying "use the format" would only confuse.
    for (const raw of ["2026-02-30", "2026-13-01", "0000-01-01"]) {
      expect(readDate("created_on", raw)).toMatchObject({
        ok: false,
        problem: { param: "created_on", value: raw, message: "There is no such date." },
      });
    }
  });

  it("trims text, reads blank as absent and refuses what is too long", () => {
    expect(readText("external_id", "  CUST-1 ", 10)).toEqual({ ok: true, value: "CUST-1" });
    expect(readText("external_id", "   ", 10)).toEqual({ ok: true, value: undefined });
    expect(readText("external_id", "x".repeat(11), 10)).toMatchObject({ ok: false });
  });
});

describe("collect", () => {
  it("returns every value, or every problem", () => {
    expect(collect({ page: readPage("page", "2"), size: readPageSize("per_page", "10") })).toEqual({
      ok: true,
      values: { page: 2, size: 10 },
    });
    const bad = collect({
      page: readPage("page", "0"),
      size: readPageSize("per_page", "500"),
      day: readDate("d", "2026-01-01"),
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.map((p) => p.param)).toEqual(["page", "per_page"]);
  });
});

describe("pageCount", () => {
  it("rounds up and is at least 1", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(60, 7)).toBe(9);
  });
});

describe("listPosition", () => {
  it("with a total: pages from it, a next page before the last, rows when the total is above 0", () => {
    expect(listPosition(51, 25, 2, 25)).toEqual({ pages: 3, hasNext: true, hasRows: true, pastTheEnd: false });
    expect(listPosition(51, 25, 3, 1)).toEqual({ pages: 3, hasNext: false, hasRows: true, pastTheEnd: false });
    expect(listPosition(0, 25, 1, 0)).toEqual({ pages: 1, hasNext: false, hasRows: false, pastTheEnd: false });
    expect(listPosition(51, 25, 9, 0)).toEqual({ pages: 3, hasNext: false, hasRows: true, pastTheEnd: true });
  });

  it("without a total: no page count; a full page may have a next; rows here or on an earlier page", () => {
    expect(listPosition(null, 25, 1, 25)).toEqual({ pages: null, hasNext: true, hasRows: true, pastTheEnd: false });
    expect(listPosition(null, 25, 2, 3)).toEqual({ pages: null, hasNext: false, hasRows: true, pastTheEnd: false });
    expect(listPosition(null, 25, 1, 0)).toEqual({ pages: null, hasNext: false, hasRows: false, pastTheEnd: false });
    expect(listPosition(null, 25, 4, 0)).toEqual({ pages: null, hasNext: false, hasRows: true, pastTheEnd: true });
  });
});

describe("page-size choices", () => {
  it("offers the usual sizes, plus the one in the address when it is another, in order", () => {
    expect(pageSizeChoices(25)).toEqual([10, 25, 50, 100]);
    expect(pageSizeChoices(3)).toEqual([3, 10, 25, 50, 100]);
    expect(pageSizeChoices(30)).toEqual([10, 25, 30, 50, 100]);
  });

  it("writes the default size as no parameter", () => {
    expect(perPageParam(25)).toBeNull();
    expect(perPageParam(10)).toBe("10");
  });
});
