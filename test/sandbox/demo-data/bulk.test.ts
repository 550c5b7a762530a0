import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimal, minorUnits } from "@/lib/domain/money";
import { manualClock, openTestDatabase, testApp } from "@/test/sandbox/support/app";
import { DualHedgeListSchema } from "@/lib/sandbox/schemas/resources";

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
    for (const status of ["Active", "Cancelled", "Completed", "InProcess", "Overdue"])
      expect(statuses).toContain(status);
    for (const dual of body.dualHedges) {
      const [customer, supplier] = dual.hedges;
      expect([customer!.fromCurrency, customer!.toCurrency, supplier!.toCurrency]).toEqual([
        dual.fromCurrency,
        "GBP",
        dual.toCurrency,
      ]);
      expect(decimal(customer!.quote).times(supplier!.quote).round(6, 1).eq(dual.rate)).toBe(true);
      for (const leg of dual.hedges) {
        if (leg.status === "Completed") continue;
        const off = decimal(leg.fromCurrencyAmount).minus(decimal(leg.toCurrencyAmount).times(leg.quote)).abs();
        expect(off.times(10 ** minorUnits(leg.fromCurrency)).lte(1), leg.id).toBe(true);
        expect(leg.issuedAt <= leg.updatedAt && leg.updatedAt <= "2026-11-21").toBe(true);
      }
    }
  });

  it("filters bulk dual hedges by creation and update date: exactly the matching ones, in list order", async () => {
    const { customers } = await json("/customers?per_page=1");
    const base = `/customers/${customers[0].id}/dual-hedges?per_page=100`;
    const all: { id: string; issuedAt: string; hedges: { updatedAt: string }[] }[] = [];
    for (const page of [1, 2]) all.push(...DualHedgeListSchema.parse(await json(`${base}&page=${page}`)).dualHedges);
    expect(all).toHaveLength(120);
    const ids = (list: { id: string }[]) => list.map((dual) => dual.id);
    const busiest = (days: string[]) =>
      [...new Set(days)].sort((a, b) => days.filter((d) => d === b).length - days.filter((d) => d === a).length)[0]!;
    const updatedDay = busiest(all.flatMap((dual) => dual.hedges.map((leg) => leg.updatedAt)));
    const createdDay = busiest(all.map((dual) => dual.issuedAt));
    const cases = [
      {
        query: `&updated_at=${updatedDay}`,
        expected: all.filter((d) => d.hedges.some((leg) => leg.updatedAt === updatedDay)),
      },
      { query: `&created_at=${createdDay}`, expected: all.filter((d) => d.issuedAt === createdDay) },
      {
        query: `&created_at=${createdDay}&updated_at=${updatedDay}`,
        expected: all.filter((d) => d.issuedAt === createdDay && d.hedges.some((leg) => leg.updatedAt === updatedDay)),
      },
    ];
    for (const { query, expected } of cases) {
      const first = DualHedgeListSchema.parse(await json(`${base.replace("per_page=100", "per_page=2")}${query}`));
      expect(first.pagination.totalResults, query).toBe(expected.length);
      const second = DualHedgeListSchema.parse(
        await json(`${base.replace("per_page=100", "per_page=2")}${query}&page=2`),
      );
      expect([...ids(first.dualHedges), ...ids(second.dualHedges)], query).toEqual(ids(expected).slice(0, 4));
    }
  });
});
