import { describe, expect, it } from "vitest";
import { loadAuditSearchParams, readAuditParams } from "./audit";

const read = (query: string) => readAuditParams(loadAuditSearchParams(new URLSearchParams(query)));

describe("readAuditParams", () => {
  it("keeps good filters and the page; a customer id is read lower-case, as stored", () => {
    expect(
      read("from=2026-11-01&to=2026-11-25&page=2&customer=7D4C2A2E-1B3C-4D5E-8F90-A1B2C3D4E5F6&action=cancelDualHedge"),
    ).toEqual({
      filters: {
        from: "2026-11-01",
        to: "2026-11-25",
        customer: "7d4c2a2e-1b3c-4d5e-8f90-a1b2c3d4e5f6",
        action: "cancelDualHedge",
      },
      formFilters: {
        from: "2026-11-01",
        to: "2026-11-25",
        customer: "7d4c2a2e-1b3c-4d5e-8f90-a1b2c3d4e5f6",
        action: "cancelDualHedge",
      },
      page: 2,
      problems: [],
    });
  });

  it("names a to date before the from date, which nothing could match", () => {
    expect(read("from=2026-11-25&to=2026-11-01").problems).toEqual([
      { param: "to", value: "2026-11-01", message: "It is before the from date (2026-11-25), so no entry can match." },
    ]);
    expect(read("from=2026-11-25&to=2026-11-25").problems).toEqual([]);
    // Left out of the query, but still in the form, to be corrected rather than typed again.
    expect(read("from=2026-11-25&to=2026-11-01")).toMatchObject({
      filters: { from: "2026-11-25" },
      formFilters: { from: "2026-11-25", to: "2026-11-01" },
    });
    expect(read("from=2026-11-25&to=2026-11-01").filters).not.toHaveProperty("to");
  });

  it.each([
    ["from=2026-02-30", "from"],
    ["to=21 Nov 2026", "to"],
    ["page=abc", "page"],
    ["page=2abc", "page"],
    ["page=1.5", "page"],
    ["page=-3", "page"],
    ["page=1e3", "page"],
    [`staff=${"x".repeat(201)}`, "staff"],
  ])("names %s instead of dropping it, and leaves it out of the filters", (query, param) => {
    const result = read(query);
    expect(result.problems.map((problem) => problem.param)).toEqual([param]);
    expect(result.filters).not.toHaveProperty(param);
    expect(result.page).toBe(1);
  });
});
