import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// The real sandbox on a local port as the hedging service, a fresh PGlite as the book.
const { dataDir, upstream } = await startActionsUpstream("book-pass");

const { runSyncPass } = await import("@/lib/book/sync");
const { createHedgingClient } = await import("@/lib/hedging");
const { logger } = await import("@/lib/log/logger");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookConversions, bookCustomers, bookDualHedges, bookLegs, bookSyncPasses } = await import("@/lib/db/schema");

const client = createHedgingClient({
  baseUrl: upstream.baseUrl,
  clientId: "sandbox-partner",
  clientSecret: "sandbox-secret",
  logger,
});

/** Every item of a list, the plain way (the service's own page size), to compare with what the pass stored. */
async function all<T>(
  list: (page: number) => Promise<{ data: { items: T[]; pagination: { totalResults: number | null } } }>,
) {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await list(page);
    items.push(...data.items);
    if (data.items.length < 100 || items.length >= (data.pagination.totalResults ?? Infinity)) return items;
  }
}

const fast = { ratePerSecond: 1000, concurrency: 4 };

afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a full pass on the sandbox", () => {
  let outcome: Awaited<ReturnType<typeof runSyncPass>>;
  let requests: { method: string; path: string; search: string }[];

  beforeAll(async () => {
    upstream.requests.length = 0;
    outcome = await runSyncPass({ trigger: "admin", startedBy: "admin@test", config: fast });
    requests = [...upstream.requests];
  }, 120_000);

  // PGlite has no autovacuum: without statistics a filled book kept an empty book's plans (a 19 s search at 100k).
  it("leaves the planner statistics of the book's tables", async () => {
    const db = await getDb();
    // Both drivers answer with `rows`.
    const { rows } = (await db.execute(
      sql`select distinct tablename from pg_stats where tablename in ('book_customers', 'book_dual_hedges', 'book_legs', 'book_conversions') order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    expect(rows.map((row) => row.tablename)).toEqual([
      "book_conversions",
      "book_customers",
      "book_dual_hedges",
      "book_legs",
    ]);
  });

  it("stores every customer, dual hedge, leg and conversion the service lists, as listed", async () => {
    expect(outcome?.status).toBe("succeeded");
    const db = await getDb();
    const customers = await all((page) => client.listCustomers({ page, perPage: 100 }));
    const stored = await db.select().from(bookCustomers);
    expect(stored.map((row) => row.id).sort()).toEqual(customers.map((row) => row.id).sort());
    expect(stored.every((row) => row.lastSeenPass === outcome!.id)).toBe(true);

    const dualHedges = [];
    for (const customer of customers) {
      const list = await all((page) => client.listDualHedges({ customerId: customer.id, page, perPage: 100 }));
      dualHedges.push(...list.map((dualHedge) => ({ ...dualHedge, customerId: customer.id })));
    }
    const storedDualHedges = await db.select().from(bookDualHedges);
    expect(storedDualHedges.map((row) => `${row.customerId}/${row.id}`).sort()).toEqual(
      dualHedges.map((row) => `${row.customerId}/${row.id}`).sort(),
    );
    const legs = dualHedges.flatMap((dualHedge) => dualHedge.hedges);
    const storedLegs = new Map((await db.select().from(bookLegs)).map((row) => [row.id, row]));
    expect([...storedLegs.keys()].sort()).toEqual(legs.map((leg) => leg.id).sort());
    for (const leg of legs) {
      const row = storedLegs.get(leg.id)!;
      expect(row.status).toBe(leg.status);
      expect(row.endAt).toBe(leg.endAt);
      expect(row.fromCurrencyAmount === null ? null : Number(row.fromCurrencyAmount)).toBe(leg.fromCurrencyAmount);
      expect(row.toCurrencyAmount === null ? null : Number(row.toCurrencyAmount)).toBe(leg.toCurrencyAmount);
      expect(row.notSeenSince).toBeNull();
    }

    const conversions = await all((page) => client.listConversions({ page, perPage: 100 }));
    const storedConversions = await db.select().from(bookConversions);
    expect(storedConversions.map((row) => row.id).sort()).toEqual(conversions.map((row) => row.id).sort());
    expect(outcome!.counters.rows).toBe(customers.length + dualHedges.length + legs.length + conversions.length);
    expect(outcome!.counters.skipped).toBe(0);
  });

  it("spends exactly the pages it needs: one call per page, none twice", async () => {
    const customers = await all((page) => client.listCustomers({ page, perPage: 100 }));
    let needed = Math.max(1, Math.ceil(customers.length / 100));
    for (const customer of customers) {
      const { data } = await client.listDualHedges({ customerId: customer.id, perPage: 100 });
      needed += Math.max(1, Math.ceil((data.pagination.totalResults ?? data.items.length) / 100));
    }
    const { data } = await client.listConversions({ perPage: 100 });
    needed += Math.max(1, Math.ceil((data.pagination.totalResults ?? data.items.length) / 100));
    expect(requests.length).toBe(needed);
    expect(outcome!.counters.calls).toBe(needed);
    expect(new Set(requests.map((request) => request.path + request.search)).size).toBe(requests.length);
    console.log(`book sync: a pass of the demo data took ${requests.length} calls`);
    const [pass] = await (await getDb()).select().from(bookSyncPasses);
    expect(pass).toMatchObject({ status: "succeeded", calls: needed, trigger: "admin", startedBy: "admin@test" });
  });
});
