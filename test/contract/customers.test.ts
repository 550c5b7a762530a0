import { describe, expect, it } from "vitest";
import {
  customerPath,
  customersPath,
  listAllCustomers,
  MALFORMED_IDS,
  unknownUuid,
  sandboxForThisFile,
} from "./support/fixtures";
import { expectError, expectOk } from "./support/http";
import { describePagination } from "./support/pagination";
import { customerListSchema, customerSchema } from "./support/schemas";

const ctx = sandboxForThisFile();

describe("GET /customers", () => {
  it("lists the seeded customers, each with exactly the five Customer fields", async () => {
    const body = expectOk(await ctx.api.get(customersPath), customerListSchema);
    expect(body.pagination.totalResults).toBeGreaterThanOrEqual(12);
    const all = await listAllCustomers(ctx.api);
    expect(all).toHaveLength(body.pagination.totalResults);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    // Mixed status: all three values occur in the seed.
    expect(new Set(all.map((c) => c.status))).toStrictEqual(new Set(["Pending", "Approved", "Rejected"]));
  });

  it("filters by external_customer_id with an exact match", async () => {
    const all = await listAllCustomers(ctx.api);
    const target = all[all.length - 1]!;
    const expected = all.filter((c) => c.externalCustomerId === target.externalCustomerId);
    const body = expectOk(
      await ctx.api.get(customersPath, { query: { external_customer_id: target.externalCustomerId } }),
      customerListSchema,
    );
    expect(body.customers).toStrictEqual(expected);
    expect(body.pagination).toStrictEqual({ page: 1, perPage: 25, totalResults: expected.length });
  });

  it("matches external_customer_id exactly, not by prefix or case", async () => {
    const target = (await listAllCustomers(ctx.api))[0]!;
    const id = target.externalCustomerId;
    for (const near of [id.slice(0, -1), `${id}x`, `x${id}`]) {
      const body = expectOk(
        await ctx.api.get(customersPath, { query: { external_customer_id: near } }),
        customerListSchema,
      );
      expect(
        body.customers.map((c) => c.externalCustomerId),
        `filter ${near}`,
      ).not.toContain(id);
      for (const customer of body.customers) expect(customer.externalCustomerId).toBe(near);
    }
    if (id.toUpperCase() !== id.toLowerCase()) {
      const flipped = id === id.toUpperCase() ? id.toLowerCase() : id.toUpperCase();
      const body = expectOk(
        await ctx.api.get(customersPath, { query: { external_customer_id: flipped } }),
        customerListSchema,
      );
      for (const customer of body.customers) expect(customer.externalCustomerId).toBe(flipped);
    }
  });

  it("answers an unknown external_customer_id with an empty list", async () => {
    const body = expectOk(
      await ctx.api.get(customersPath, { query: { external_customer_id: "no-such-external-id-7f3a" } }),
      customerListSchema,
    );
    expect(body).toStrictEqual({ customers: [], pagination: { page: 1, perPage: 25, totalResults: 0 } });
  });

  it("validates page bounds together with the filter", async () => {
    const target = (await listAllCustomers(ctx.api))[0]!;
    expectError(
      await ctx.api.get(customersPath, { query: { external_customer_id: target.externalCustomerId, page: 0 } }),
      422,
    );
  });
});

describePagination({
  name: "GET /customers",
  ctx,
  path: () => customersPath,
  key: "customers",
  schema: customerListSchema,
  minTotal: 12,
  walkPerPage: 5,
});

describe("GET /customers/{customerId}", () => {
  it("returns the same customer as the list", async () => {
    const all = await listAllCustomers(ctx.api);
    for (const customer of all) {
      const body = expectOk(await ctx.api.get(customerPath(customer.id)), customerSchema);
      expect(body).toStrictEqual(customer);
    }
  });

  it("reads the id case-insensitively (2.1: a UUID's hex digits are case-insensitive)", async () => {
    const customer = (await listAllCustomers(ctx.api))[0]!;
    const upper = customer.id.toUpperCase();
    expect(upper).not.toBe(customer.id);
    expect(expectOk(await ctx.api.get(customerPath(upper)), customerSchema)).toStrictEqual(customer);
  });

  it("is 404 with an Error body for an unknown id", async () => {
    expectError(await ctx.api.get(customerPath(unknownUuid())), 404);
  });

  it.each(MALFORMED_IDS)("is 404 with an Error body for the malformed id %s", async (id) => {
    expectError(await ctx.api.get(customerPath(id)), 404);
  });
});
