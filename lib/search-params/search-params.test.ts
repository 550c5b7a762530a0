import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { approvalsListUrl, approvalsQueryParams } from "./approvals";
import { bookListUrl, bookQueryParams, DEFAULT_BOOK_SORT } from "./book";
import { conversionListUrl } from "./conversions";
import { customerListUrl } from "./customers";
import { dualHedgeListUrl, readDualHedgeFilters } from "./dual-hedge-list-url";
import { customerIdOrNotFound } from "./route-ids";

describe("dual hedges list URL", () => {
  it("reads snake_case names into the service's query", () => {
    const params = dualHedgeListUrl.load("?created_on=2026-11-11&updated_on=2026-11-19&page=2&per_page=10");
    const read = dualHedgeListUrl.read(params);
    expect(read).toEqual({
      ok: true,
      query: { createdOn: "2026-11-11", updatedOn: "2026-11-19", page: 2, perPage: 10 },
    });
  });

  it("defaults to page 1 of 25 with no filter, leaving the filters out", () => {
    expect(dualHedgeListUrl.read(dualHedgeListUrl.load(""))).toEqual({ ok: true, query: { page: 1, perPage: 25 } });
  });

  it("reports every bad value at once", () => {
    const read = dualHedgeListUrl.read(dualHedgeListUrl.load("?page=0&per_page=500&created_on=2026-02-30"));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems.map(({ param, value }) => `${param}=${value}`)).toEqual([
      "created_on=2026-02-30",
      "page=0",
      "per_page=500",
    ]);
  });

  it("drops only the bad values for the repair link", () => {
    const params = dualHedgeListUrl.load("?page=0&per_page=50&created_on=nope&updated_on=2026-11-19");
    expect(dualHedgeListUrl.serialize(dualHedgeListUrl.withoutInvalid(params))).toBe(
      "?updated_on=2026-11-19&per_page=50",
    );
  });

  it("serializes back to the same names, without empty values", () => {
    expect(dualHedgeListUrl.serialize({ createdOn: "2026-11-11", page: "3", perPage: null, updatedOn: null })).toBe(
      "?created_on=2026-11-11&page=3",
    );
  });

  it("the export reads only the filters", () => {
    expect(readDualHedgeFilters({ createdOn: "2026-11-11", updatedOn: null })).toEqual({
      ok: true,
      query: { createdOn: "2026-11-11", page: 1, perPage: 25 },
    });
  });
});

describe("customers list URL", () => {
  it("reads the search and paging, trimmed", () => {
    const read = customerListUrl.read(customerListUrl.load("?external_id=%20CUST-0001%20&page=2&per_page=5"));
    expect(read).toEqual({ ok: true, query: { externalCustomerId: "CUST-0001", page: 2, perPage: 5 } });
  });

  it("reports a bad page and keeps the search in the repair link", () => {
    const params = customerListUrl.load("?external_id=X&page=abc");
    expect(customerListUrl.read(params).ok).toBe(false);
    expect(customerListUrl.serialize(customerListUrl.withoutInvalid(params))).toBe("?external_id=X");
  });
});

describe("every list's address, one way (list-url.ts)", () => {
  it("conversions: reads page and size into the same query shape as the other lists", () => {
    expect(conversionListUrl.read(conversionListUrl.load("?page=3&per_page=10"))).toEqual({
      ok: true,
      query: { page: 3, perPage: 10 },
    });
    expect(conversionListUrl.read(conversionListUrl.load(""))).toEqual({ ok: true, query: { page: 1, perPage: 25 } });
  });

  it("conversions: the repair link drops only what is wrong", () => {
    const params = conversionListUrl.load("?page=0&per_page=50");
    expect(conversionListUrl.serialize(conversionListUrl.withoutInvalid(params))).toBe("?per_page=50");
    expect(
      conversionListUrl.serialize(conversionListUrl.withoutInvalid(conversionListUrl.load("?page=0&per_page=500"))),
    ).toBe("");
  });

  it("page links keep every other value and write page 1 as no page", () => {
    const href = dualHedgeListUrl.pageHref(
      "/customers/c/dual-hedges",
      dualHedgeListUrl.load("?created_on=2026-11-11&page=2&per_page=10"),
    );
    expect(href(3)).toBe("/customers/c/dual-hedges?created_on=2026-11-11&page=3&per_page=10");
    expect(href(1)).toBe("/customers/c/dual-hedges?created_on=2026-11-11&per_page=10");
    expect(conversionListUrl.pageHref("/conversions", conversionListUrl.load(""))(2)).toBe("/conversions?page=2");
  });

  it("a query's address leaves page 1 and the default size out; a book link by cursor names no page", () => {
    const sort = DEFAULT_BOOK_SORT;
    expect(bookListUrl.serialize(bookQueryParams({ filters: {}, sort, page: 1, perPage: 25 }))).toBe("");
    expect(bookListUrl.serialize(bookQueryParams({ filters: {}, sort, page: 3, perPage: 50 }))).toBe(
      "?page=3&per_page=50",
    );
    const cursor = { direction: "last", sort } as const;
    expect(bookListUrl.serialize(bookQueryParams({ filters: {}, sort, page: 3, perPage: 50 }, { cursor }))).toBe(
      "?per_page=50&cursor=last~end",
    );
    const approvals = { filters: { view: "all" as const }, page: 2, perPage: 10 };
    expect(approvalsListUrl.serialize(approvalsQueryParams(approvals))).toBe("?view=all&page=2&per_page=10");
  });

  it("book: the repair link drops the bad values by their names in the address", () => {
    const params = bookListUrl.load("?status=Sleeping&end_from=2026-13-01&customer=acme&per_page=50");
    expect(bookListUrl.serialize(bookListUrl.withoutInvalid(params))).toBe("?customer=acme&per_page=50");
  });
});

// Values the service would refuse (or that are not ids at all): the page reports them and never asks the service.
const badPage = fc.oneof(
  fc.constantFrom("0", "-1", "1.5", "10000000000", "NaN", "Infinity", "abc", "1e3", "0x10", "2 "),
  fc.integer({ max: 0 }).map(String),
  fc.integer({ min: 1_000_001 }).map(String),
  fc.string({ minLength: 1, maxLength: 8 }).filter((text) => /[^0-9]/.test(text) && text.trim() !== ""),
);
const badPerPage = fc.oneof(
  fc.constantFrom("0", "101", "1000", "2.5", "-25"),
  fc.integer({ min: 101 }).map(String),
  fc.integer({ max: 0 }).map(String),
);
const badDate = fc.oneof(
  fc.constantFrom("2026-02-30", "2026-13-01", "yesterday", "21/11/2026", "2026-1-1", "2026-11-21T00:00"),
  fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text)),
);
const badId = fc.oneof(
  fc.constantFrom(
    "",
    "not-a-uuid",
    `${"7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5f"}0`,
    "' OR 1=1 --",
    "../../etc/passwd",
    "7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5g",
  ),
  fc.string({ maxLength: 40 }).filter((text) => !/^[0-9a-f-]{36}$/i.test(text.trim())),
);

describe("every list URL value the service would refuse is reported, not sent", () => {
  const refused = (query: string) => dualHedgeListUrl.read(dualHedgeListUrl.load(query)).ok === false;
  it.each([
    ["page", badPage.map((page) => `?page=${encodeURIComponent(page)}`)],
    ["per_page", badPerPage.map((perPage) => `?per_page=${encodeURIComponent(perPage)}`)],
    ["created_on", badDate.map((date) => `?created_on=${encodeURIComponent(date)}`)],
    ["updated_on", badDate.map((date) => `?updated_on=${encodeURIComponent(date)}`)],
  ] as const)("dual hedges: bad %s", (_, query) => {
    fc.assert(
      fc.property(query, (value) => refused(value)),
      { numRuns: 200 },
    );
  });

  it("customers: bad page or page size", () => {
    fc.assert(
      fc.property(
        badPage,
        (page) => !customerListUrl.read(customerListUrl.load(`?page=${encodeURIComponent(page)}`)).ok,
      ),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(badPerPage, (size) => !customerListUrl.read(customerListUrl.load(`?per_page=${size}`)).ok),
      { numRuns: 200 },
    );
  });

  it("a path customer id that is not an id is a 404", () => {
    fc.assert(
      fc.property(badId, (id) => {
        expect(() => customerIdOrNotFound(id)).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
      }),
      { numRuns: 200 },
    );
    expect(customerIdOrNotFound(" 7D4C2A2E-4B8F-4A57-9A6E-1F1B2C3D4E5F ")).toBe("7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5f");
  });
});
