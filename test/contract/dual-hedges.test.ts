import { beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  allDualHedges,
  dualHedgePath,
  dualHedgesPath,
  listAllCustomers,
  listAllDualHedges,
  MALFORMED_IDS,
  otherCustomer,
  unknownUuid,
  sandboxForThisFile,
  utcDate,
} from "./support/fixtures";
import { expectError, expectOk } from "./support/http";
import { amountsMatchQuoteEitherSide } from "./support/money";
import { describePagination } from "./support/pagination";
import { dualHedgeListSchema, dualHedgeSchema, type DualHedge } from "./support/schemas";

const ctx = sandboxForThisFile();
let all: { customerId: string; dualHedge: DualHedge }[] = [];
let busiestCustomerId = "";

beforeAll(async () => {
  all = await allDualHedges(ctx.api);
  const counts = new Map<string, number>();
  for (const { customerId } of all) counts.set(customerId, (counts.get(customerId) ?? 0) + 1);
  busiestCustomerId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
});

const BAD_DATES = [
  "2026-13-01",
  "2026-02-30",
  "2026-11-31",
  "2026-00-10",
  "yesterday",
  "2026-2-3",
  "20261121",
  "2026-11-21T00:00:00Z",
  "",
];

function groupBy<T>(items: T[], keys: (item: T) => string[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    for (const key of new Set(keys(item))) map.set(key, [...(map.get(key) ?? []), item]);
  }
  return map;
}

const ids = (list: DualHedge[]) => list.map((d) => d.id).sort();

describe("GET /customers/{customerId}/dual-hedges", () => {
  it("holds the seeded dual hedges: at least 60, two strict legs each, listed under their own customer", () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const { customerId, dualHedge } of all) expect(dualHedge.customerId).toBe(customerId);
    expect(new Set(all.map((r) => r.dualHedge.id)).size).toBe(all.length);
    const legIds = all.flatMap((r) => r.dualHedge.hedges.map((h) => h.id));
    expect(new Set(legIds).size, "leg ids are unique").toBe(legIds.length);
  });

  it("has a mixed seed: some Cancelled, some Completed and many Active legs, several pairs, last 90 days", () => {
    const legs = all.flatMap((r) => r.dualHedge.hedges);
    const count = (status: string) => legs.filter((h) => h.status === status).length;
    expect(count("Cancelled")).toBeGreaterThan(0);
    expect(count("Completed")).toBeGreaterThan(0);
    expect(count("Active")).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((r) => `${r.dualHedge.fromCurrency}/${r.dualHedge.toCurrency}`)).size).toBeGreaterThan(1);
    expect(new Set(all.map((r) => r.dualHedge.functionalCurrency)).size).toBeGreaterThan(1);
    const today = utcDate();
    for (const { dualHedge } of all) {
      expect(dualHedge.issuedAt >= addDays(today, -91) && dualHedge.issuedAt <= today, dualHedge.issuedAt).toBe(true);
    }
    // Several on the same creation day and on the same update day (needed by the filters).
    expect(Math.max(...[...groupBy(all, (r) => [r.dualHedge.issuedAt]).values()].map((g) => g.length))).toBeGreaterThan(
      1,
    );
  });

  it("marks a Cancelled leg with cancelledAt and leaves it null on other legs", () => {
    for (const leg of all.flatMap((r) => r.dualHedge.hedges)) {
      if (leg.status === "Cancelled") expect(leg.cancelledAt, leg.id).not.toBeNull();
      else expect(leg.cancelledAt, leg.id).toBeNull();
    }
  });

  it("gives a Completed leg its completion date and time", () => {
    for (const leg of all.flatMap((r) => r.dualHedge.hedges).filter((h) => h.status === "Completed")) {
      expect(leg.completedAt, leg.id).not.toBeNull();
      expect(leg.completedAtTs, leg.id).not.toBeNull();
    }
  });

  it("keeps each leg's amounts on its rate (fromCurrencyAmount = toCurrencyAmount * quote)", () => {
    // Within one minor unit of either side: remaining amounts are reduced side by side by drawdowns.
    const off = all
      .flatMap((r) => r.dualHedge.hedges)
      .filter((leg) => !amountsMatchQuoteEitherSide(leg))
      .map((leg) => `${leg.id}: ${leg.toCurrencyAmount} * ${leg.quote} vs ${leg.fromCurrencyAmount}`);
    expect(off).toStrictEqual([]);
  });

  it("filters by created_at: exactly the dual hedges issued that day", async () => {
    const customers = await listAllCustomers(ctx.api);
    for (const customer of customers) {
      const own = all.filter((r) => r.customerId === customer.id).map((r) => r.dualHedge);
      for (const [day, expected] of groupBy(own, (d) => [d.issuedAt])) {
        const body = expectOk(
          await ctx.api.get(dualHedgesPath(customer.id), { query: { created_at: day, per_page: 100 } }),
          dualHedgeListSchema,
        );
        expect(ids(body.dualHedges), `${customer.id} created_at=${day}`).toStrictEqual(ids(expected));
        expect(body.pagination.totalResults).toBe(expected.length);
      }
    }
  });

  it("filters by updated_at: exactly the dual hedges with a leg updated that day", async () => {
    const customers = await listAllCustomers(ctx.api);
    for (const customer of customers) {
      const own = all.filter((r) => r.customerId === customer.id).map((r) => r.dualHedge);
      for (const [day, expected] of groupBy(own, (d) => d.hedges.map((h) => h.updatedAt))) {
        const body = expectOk(
          await ctx.api.get(dualHedgesPath(customer.id), { query: { updated_at: day, per_page: 100 } }),
          dualHedgeListSchema,
        );
        expect(ids(body.dualHedges), `${customer.id} updated_at=${day}`).toStrictEqual(ids(expected));
        expect(body.pagination.totalResults).toBe(expected.length);
      }
    }
  });

  it("combines created_at and updated_at (both must match)", async () => {
    const own = all.filter((r) => r.customerId === busiestCustomerId).map((r) => r.dualHedge);
    const sample = own[0]!;
    const updated = sample.hedges[0]!.updatedAt;
    const expected = own.filter((d) => d.issuedAt === sample.issuedAt && d.hedges.some((h) => h.updatedAt === updated));
    const body = expectOk(
      await ctx.api.get(dualHedgesPath(busiestCustomerId), {
        query: { created_at: sample.issuedAt, updated_at: updated, per_page: 100 },
      }),
      dualHedgeListSchema,
    );
    expect(ids(body.dualHedges)).toStrictEqual(ids(expected));
    // A created_at with no dual hedge of this customer empties the intersection.
    const none = expectOk(
      await ctx.api.get(dualHedgesPath(busiestCustomerId), {
        query: { created_at: "2001-01-01", updated_at: updated },
      }),
      dualHedgeListSchema,
    );
    expect(none.dualHedges).toStrictEqual([]);
  });

  it("answers a day without dual hedges with an empty list", async () => {
    for (const filter of ["created_at", "updated_at"]) {
      const body = expectOk(
        await ctx.api.get(dualHedgesPath(busiestCustomerId), { query: { [filter]: "2001-01-01" } }),
        dualHedgeListSchema,
      );
      expect(body).toStrictEqual({ dualHedges: [], pagination: { page: 1, perPage: 25, totalResults: 0 } });
    }
  });

  it("paginates a filtered list: totalResults counts the filtered dual hedges", async () => {
    const byDay = [...groupBy(all, (r) => [`${r.customerId} ${r.dualHedge.issuedAt}`]).entries()].sort(
      (a, b) => b[1].length - a[1].length,
    );
    const [key, group] = byDay[0]!;
    const [customerId, day] = key.split(" ") as [string, string];
    const seen: string[] = [];
    for (let page = 1; page <= group.length; page++) {
      const body = expectOk(
        await ctx.api.get(dualHedgesPath(customerId), { query: { created_at: day, page, per_page: 1 } }),
        dualHedgeListSchema,
      );
      expect(body.pagination).toStrictEqual({ page, perPage: 1, totalResults: group.length });
      expect(body.dualHedges).toHaveLength(1);
      seen.push(body.dualHedges[0]!.id);
    }
    expect(seen.sort()).toStrictEqual(group.map((r) => r.dualHedge.id).sort());
  });

  it("answers a filtered page past 2^31 positions with an empty list and the filtered total", async () => {
    const sample = all.find((r) => r.customerId === busiestCustomerId)!.dualHedge;
    const filters: Record<string, string>[] = [
      { created_at: sample.issuedAt },
      { updated_at: sample.hedges[0]!.updatedAt },
    ];
    for (const filter of filters) {
      const first = expectOk(
        await ctx.api.get(dualHedgesPath(busiestCustomerId), { query: filter }),
        dualHedgeListSchema,
      );
      const deep = expectOk(
        await ctx.api.get(dualHedgesPath(busiestCustomerId), { query: { ...filter, page: 21474837, per_page: 100 } }),
        dualHedgeListSchema,
      );
      expect(deep, JSON.stringify(filter)).toStrictEqual({
        dualHedges: [],
        pagination: { page: 21474837, perPage: 100, totalResults: first.pagination.totalResults },
      });
    }
  });

  for (const filter of ["created_at", "updated_at"]) {
    it.each(BAD_DATES)(`rejects ${filter}=%s with 422`, async (bad) => {
      expectError(await ctx.api.get(dualHedgesPath(busiestCustomerId), { query: { [filter]: bad } }), 422);
    });
  }

  for (const filter of ["created_at", "updated_at"]) {
    it(`accepts ${filter} on a leap day (2024-02-29): a real date`, async () => {
      expectOk(
        await ctx.api.get(dualHedgesPath(busiestCustomerId), { query: { [filter]: "2024-02-29" } }),
        dualHedgeListSchema,
      );
    });

    it.each(["0000-01-01", "0001-01-01", "9999-12-31"])(
      `answers ${filter}=%s (well-formed, far away) with an empty list or a 422, never a server error`,
      async (day) => {
        const res = await ctx.api.get(dualHedgesPath(busiestCustomerId), { query: { [filter]: day } });
        if (res.status === 422) expectError(res, 422);
        else expect(expectOk(res, dualHedgeListSchema).dualHedges).toStrictEqual([]);
      },
    );
  }

  it("is 404 for an unknown customer", async () => {
    expectError(await ctx.api.get(dualHedgesPath(unknownUuid())), 404);
  });

  it.each(MALFORMED_IDS)("is 404 for the malformed customer id %s", async (id) => {
    expectError(await ctx.api.get(dualHedgesPath(id)), 404);
  });
});

describePagination({
  name: "GET /customers/{customerId}/dual-hedges",
  ctx,
  path: () => dualHedgesPath(busiestCustomerId),
  key: "dualHedges",
  schema: dualHedgeListSchema,
  minTotal: 3,
  walkPerPage: 2,
});

describe("GET /customers/{customerId}/dual-hedges/{dualHedgeId}", () => {
  it("returns each dual hedge exactly as listed, with both legs", async () => {
    for (const { customerId, dualHedge } of all) {
      const body = expectOk(await ctx.api.get(dualHedgePath(customerId, dualHedge.id)), dualHedgeSchema);
      expect(body).toStrictEqual(dualHedge);
    }
  });

  it("is 404 for an unknown dual hedge", async () => {
    expectError(await ctx.api.get(dualHedgePath(busiestCustomerId, unknownUuid())), 404);
  });

  it.each(MALFORMED_IDS)("is 404 for the malformed dual hedge id %s", async (id) => {
    expectError(await ctx.api.get(dualHedgePath(busiestCustomerId, id)), 404);
  });

  it("is 404 for a dual hedge of another customer", async () => {
    const { customerId, dualHedge } = all[0]!;
    const other = await otherCustomer(ctx.api, customerId, ...dualHedge.hedges.map((h) => h.customerId));
    expect((await listAllDualHedges(ctx.api, other.id)).map((d) => d.id)).not.toContain(dualHedge.id);
    expectError(await ctx.api.get(dualHedgePath(other.id, dualHedge.id)), 404);
  });

  it("is 404 under an unknown or malformed customer", async () => {
    const { dualHedge } = all[0]!;
    expectError(await ctx.api.get(dualHedgePath(unknownUuid(), dualHedge.id)), 404);
    expectError(await ctx.api.get(dualHedgePath("not-a-uuid", dualHedge.id)), 404);
  });
});
