import { describe, expect, it } from "vitest";
import { auditPath, auditQueryPath, auditUsablePath } from "@/lib/search-params/list-paths";
import { auditFormFilters, auditListUrl } from "./audit";

const params = (query: string) => auditListUrl.load(new URLSearchParams(query));
const read = (query: string) => auditListUrl.read(params(query));
const problemsOf = (query: string) => {
  const answer = read(query);
  return answer.ok ? [] : answer.problems;
};

describe("the audit trail's address", () => {
  it("keeps good filters, the page and the page size; a customer id is read lower-case, as stored", () => {
    expect(
      read(
        "from=2026-11-01&to=2026-11-25&page=2&per_page=50&customer=7D4C2A2E-1B3C-4D5E-8F90-A1B2C3D4E5F6&action=cancelDualHedge",
      ),
    ).toEqual({
      ok: true,
      query: {
        filters: {
          from: "2026-11-01",
          to: "2026-11-25",
          customer: "7d4c2a2e-1b3c-4d5e-8f90-a1b2c3d4e5f6",
          action: "cancelDualHedge",
        },
        page: 2,
        perPage: 50,
      },
    });
    expect(read("")).toEqual({ ok: true, query: { filters: {}, page: 1, perPage: 25 } });
  });

  it("names a to date before the from date, which nothing could match, and keeps it in the form to be corrected", () => {
    expect(problemsOf("from=2026-11-25&to=2026-11-01")).toEqual([
      { param: "to", value: "2026-11-01", message: "It is before the from date (2026-11-25), so no entry can match." },
    ]);
    expect(problemsOf("from=2026-11-25&to=2026-11-25")).toEqual([]);
    expect(auditFormFilters(params("from=2026-11-25&to=2026-11-01"))).toEqual({ from: "2026-11-25", to: "2026-11-01" });
    expect(auditFormFilters(params("from=2026-02-30&staff=x"))).toEqual({ staff: "x" });
  });

  it.each([
    ["from=2026-02-30", "from"],
    ["to=21 Nov 2026", "to"],
    ["page=abc", "page"],
    ["page=2abc", "page"],
    ["page=1.5", "page"],
    ["page=-3", "page"],
    ["page=1e3", "page"],
    ["per_page=500", "per_page"],
    ["per_page=ten", "per_page"],
    [`staff=${"x".repeat(201)}`, "staff"],
  ])("names %s instead of dropping it", (query, param) => {
    expect(problemsOf(query).map((problem) => problem.param)).toEqual([param]);
  });

  it("is written back through lib/paths: pages, the list without what it cannot use, the desk's links", () => {
    const query = { filters: { action: "signInSucceeded", from: "2026-11-20" }, page: 3, perPage: 50 };
    expect(auditQueryPath(query)).toBe("/audit?action=signInSucceeded&from=2026-11-20&page=3&per_page=50");
    expect(auditQueryPath({ ...query, page: 1, perPage: 25 })).toBe("/audit?action=signInSucceeded&from=2026-11-20");
    expect(auditUsablePath(params("from=2026-02-30&page=2abc&action=signInSucceeded&per_page=10"))).toBe(
      "/audit?action=signInSucceeded&per_page=10",
    );
    expect(auditPath({ customer: "c-1", from: "2026-11-20", to: "2026-11-20" })).toBe(
      "/audit?customer=c-1&from=2026-11-20&to=2026-11-20",
    );
  });
});
