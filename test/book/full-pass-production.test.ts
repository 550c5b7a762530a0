import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type SandboxProcess } from "../contract/support/sandbox-process";

// The standalone sandbox answering as production does (SANDBOX_PROFILE=production: fields missing or null,
// fractional pagination, one-leg dual hedges, non-v4 ids) over real HTTP; a fresh PGlite as the book.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-book-production-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
const sandbox: SandboxProcess = await startSandbox({ SANDBOX_PROFILE: "production" });
process.env.HEDGING_API_BASE_URL = sandbox.baseUrl;
process.env.HEDGING_API_CLIENT_ID = "sandbox-partner";
process.env.HEDGING_API_CLIENT_SECRET = "sandbox-secret";

const { runSyncPass } = await import("@/lib/book/sync");
const { createHedgingClient } = await import("@/lib/hedging");
const { logger } = await import("@/lib/log/logger");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookConversions, bookCustomers, bookDualHedges, bookSyncPasses } = await import("@/lib/db/schema");

const client = createHedgingClient({
  baseUrl: sandbox.baseUrl,
  clientId: "sandbox-partner",
  clientSecret: "sandbox-secret",
  logger,
});

/** Every item of a list, read page by page until a page comes back empty: no trust in the answers' pagination. */
async function all<T extends { id: string }>(list: (page: number) => Promise<{ data: { items: T[] } }>) {
  const items = new Map<string, T>();
  for (let page = 1; page <= 50; page += 1) {
    const { data } = await list(page);
    if (data.items.length === 0) return [...items.values()];
    for (const item of data.items) items.set(item.id, item);
  }
  throw new Error("more than 50 pages: the listing does not end");
}

afterAll(async () => {
  await closeDatabase();
  await sandbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a full pass on the sandbox answering as production does", () => {
  let outcome: Awaited<ReturnType<typeof runSyncPass>>;

  beforeAll(async () => {
    // A pass that never concludes is stopped here, so the test fails on its status instead of timing out.
    outcome = await runSyncPass({
      trigger: "admin",
      startedBy: "admin@test",
      config: { ratePerSecond: 1000, concurrency: 4 },
      signal: AbortSignal.timeout(90_000),
    });
  }, 120_000);

  it("ends succeeded, with every listed customer done and the pass row closed", async () => {
    const customers = await all((page) => client.listCustomersLeniently({ page, perPage: 100 }));
    expect(customers.length).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ status: "succeeded", error: null });
    expect(outcome!.counters.customersDone).toBe(customers.length);
    const [pass] = await (await getDb()).select().from(bookSyncPasses);
    expect(pass).toMatchObject({
      status: "succeeded",
      lastError: null,
      customersDone: customers.length,
      trigger: "admin",
    });
    expect(pass!.finishedAt).not.toBeNull();
    // The total as listed, or unknown when the service's own count was not a whole number.
    expect([null, customers.length]).toContain(pass!.customersTotal);
  });

  it("stores the customers, dual hedges and conversions the service lists (ids as sent)", async () => {
    const db = await getDb();
    const customers = await all((page) => client.listCustomersLeniently({ page, perPage: 100 }));
    const stored = await db.select().from(bookCustomers);
    expect(stored.map((row) => row.id).sort()).toEqual(customers.map((row) => row.id).sort());

    const dualHedges: string[] = [];
    for (const customer of customers) {
      const list = await all((page) => client.listDualHedgesLeniently({ customerId: customer.id, page, perPage: 100 }));
      dualHedges.push(...list.map((dualHedge) => `${customer.id}/${dualHedge.id}`));
    }
    const storedDualHedges = await db.select().from(bookDualHedges);
    expect(storedDualHedges.map((row) => `${row.customerId}/${row.id}`).sort()).toEqual(dualHedges.sort());

    const conversions = await all((page) => client.listConversionsLeniently({ page, perPage: 100 }));
    const storedConversions = await db.select().from(bookConversions);
    expect(storedConversions.map((row) => row.id).sort()).toEqual(conversions.map((row) => row.id).sort());
  });
});
