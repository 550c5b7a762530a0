import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimal, minorUnits } from "@/lib/domain/money";
import { manualClock, openTestDatabase, testApp } from "../test-support/app";
import { DualHedgeListSchema } from "../schemas/resources";

// Scale 3: the demo block plus two bulk blocks made in SQL (24 customers, 120 dual hedges, 300 conversions more).
const clock = manualClock("2026-11-21T12:00:00Z");
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let call: ReturnType<typeof testApp>["call"];

const json = async (path: string) => {
  const response = await call("GET", path);
  expect(response.status, path).toBe(200);
  return response.json();
};

beforeAll(async () => {
  database = await openTestDatabase();
  ({ call } = testApp(database, clock, { seedScale: 3 }));
});
afterAll(() => database?.dispose());

describe("bulk demo data (SANDBOX_SEED_SCALE > 1)", () => {
  it("multiplies customers and conversions, and gives the bulk dual hedges to one large account, newest first", async () => {
    const customers = await json("/customers?per_page=100");
    expect(customers.pagination.totalResults).toBe(36);
    expect(customers.customers[0].companyName).toBe("Volume Hedging Ltd");
    const conversions = await json("/conversions?per_page=1");
    expect(conversions.pagination.totalResults).toBe(450);
    const large = await json(`/customers/${customers.customers[0].id}/dual-hedges?per_page=100&page=2`);
    expect(large.pagination.totalResults).toBe(120);
  });

  it("sends only valid dual hedges whose legs are on their rates through the functional currency", async () => {
    const { customers } = await json("/customers?per_page=1");
    const body = DualHedgeListSchema.parse(await json(`/customers/${customers[0].id}/dual-hedges?per_page=100`));
    const statuses = new Set(body.dualHedges.map((dual) => dual.hedges[0]!.status));
    for (const status of ["Active", "Cancelled", "Completed", "InProcess", "Overdue"]) expect(statuses).toContain(status);
    for (const dual of body.dualHedges) {
      const [customer, supplier] = dual.hedges;
      expect([customer!.fromCurrency, customer!.toCurrency, supplier!.toCurrency]).toEqual([dual.fromCurrency, "GBP", dual.toCurrency]);
      expect(decimal(customer!.quote).times(supplier!.quote).round(6, 1).eq(dual.rate)).toBe(true);
      for (const leg of dual.hedges) {
        if (leg.status === "Completed") continue;
        const off = decimal(leg.fromCurrencyAmount).minus(decimal(leg.toCurrencyAmount).times(leg.quote)).abs();
        expect(off.times(10 ** minorUnits(leg.fromCurrency)).lte(1), leg.id).toBe(true);
        expect(leg.issuedAt <= leg.updatedAt && leg.updatedAt <= "2026-11-21").toBe(true);
      }
    }
  });

  it("filters bulk dual hedges by creation and update date", async () => {
    const { customers } = await json("/customers?per_page=1");
    const base = `/customers/${customers[0].id}/dual-hedges?per_page=100`;
    const all = DualHedgeListSchema.parse(await json(base));
    const day = all.dualHedges[0]!.issuedAt;
    const created = DualHedgeListSchema.parse(await json(`${base}&created_at=${day}`));
    expect(created.dualHedges.length).toBeGreaterThan(0);
    for (const dual of created.dualHedges) expect(dual.issuedAt).toBe(day);
    const updated = DualHedgeListSchema.parse(await json(`${base}&updated_at=2026-11-19`));
    for (const dual of updated.dualHedges) expect(dual.hedges.some((leg) => leg.updatedAt === "2026-11-19")).toBe(true);
  });
});
