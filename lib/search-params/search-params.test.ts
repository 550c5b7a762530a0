import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  readCustomerListParams,
  serializeCustomerListParams,
  loadCustomerListParams,
  withoutInvalidCustomerParams,
} from "./customers";
import {
  loadDualHedgeListParams,
  readDualHedgeFilters,
  readDualHedgeListParams,
  serializeDualHedgeListParams,
  withoutInvalidDualHedgeParams,
} from "./dual-hedges";
import { customerIdOrNotFound } from "./route-ids";

describe("dual hedges list URL", () => {
  it("reads snake_case names into the service's query", () => {
    const params = loadDualHedgeListParams("?created_on=2026-11-11&updated_on=2026-11-19&page=2&per_page=10");
    const read = readDualHedgeListParams(params);
    expect(read).toEqual({
      ok: true,
      query: { createdOn: "2026-11-11", updatedOn: "2026-11-19", page: 2, perPage: 10 },
    });
  });

  it("defaults to page 1 of 25 with no filter, leaving the filters out", () => {
    expect(readDualHedgeListParams(loadDualHedgeListParams(""))).toEqual({ ok: true, query: { page: 1, perPage: 25 } });
  });

  it("reports every bad value at once", () => {
    const read = readDualHedgeListParams(loadDualHedgeListParams("?page=0&per_page=500&created_on=2026-02-30"));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems.map(({ param, value }) => `${param}=${value}`)).toEqual([
      "created_on=2026-02-30",
      "page=0",
      "per_page=500",
    ]);
  });

  it("drops only the bad values for the repair link", () => {
    const params = loadDualHedgeListParams("?page=0&per_page=50&created_on=nope&updated_on=2026-11-19");
    expect(serializeDualHedgeListParams(withoutInvalidDualHedgeParams(params))).toBe(
      "?updated_on=2026-11-19&per_page=50",
    );
  });

  it("serializes back to the same names, without empty values", () => {
    expect(serializeDualHedgeListParams({ createdOn: "2026-11-11", page: "3", perPage: null, updatedOn: null })).toBe(
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
    const read = readCustomerListParams(loadCustomerListParams("?external_id=%20CUST-0001%20&page=2&per_page=5"));
    expect(read).toEqual({ ok: true, query: { externalCustomerId: "CUST-0001", page: 2, perPage: 5 } });
  });

  it("reports a bad page and keeps the search in the repair link", () => {
    const params = loadCustomerListParams("?external_id=X&page=abc");
    expect(readCustomerListParams(params).ok).toBe(false);
    expect(serializeCustomerListParams(withoutInvalidCustomerParams(params))).toBe("?external_id=X");
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
  const refused = (query: string) => readDualHedgeListParams(loadDualHedgeListParams(query)).ok === false;
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
        (page) => !readCustomerListParams(loadCustomerListParams(`?page=${encodeURIComponent(page)}`)).ok,
      ),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(badPerPage, (size) => !readCustomerListParams(loadCustomerListParams(`?per_page=${size}`)).ok),
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
