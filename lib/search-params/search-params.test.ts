import { describe, expect, it } from "vitest";
import { listCustomersSchema } from "@/lib/schemas/customers";
import { listDualHedgesSchema } from "@/lib/schemas/dual-hedges";
import { readCustomerListParams, serializeCustomerListParams, loadCustomerListParams, withoutInvalidCustomerParams } from "./customers";
import {
  loadDualHedgeListParams,
  readDualHedgeFilters,
  readDualHedgeListParams,
  serializeDualHedgeListParams,
  withoutInvalidDualHedgeParams,
} from "./dual-hedges";

const CUSTOMER = "1b0ada1e-fa1b-4cfe-a553-01b340c5650e";

describe("dual hedges list URL", () => {
  it("reads snake_case names into the action's input", () => {
    const params = loadDualHedgeListParams("?created_on=2026-11-11&updated_on=2026-11-19&page=2&per_page=10");
    const read = readDualHedgeListParams(params);
    expect(read).toEqual({ ok: true, query: { createdOn: "2026-11-11", updatedOn: "2026-11-19", page: 2, perPage: 10 } });
    expect(read.ok && listDualHedgesSchema.safeParse({ customerId: CUSTOMER, ...read.query }).success).toBe(true);
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
    expect(serializeDualHedgeListParams(withoutInvalidDualHedgeParams(params))).toBe("?updated_on=2026-11-19&per_page=50");
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
    expect(read.ok && listCustomersSchema.safeParse(read.query).success).toBe(true);
  });

  it("reports a bad page and keeps the search in the repair link", () => {
    const params = loadCustomerListParams("?external_id=X&page=abc");
    expect(readCustomerListParams(params).ok).toBe(false);
    expect(serializeCustomerListParams(withoutInvalidCustomerParams(params))).toBe("?external_id=X");
  });
});
