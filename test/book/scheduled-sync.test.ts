import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// The real sandbox on a local port as the hedging service, a fresh PGlite as the book; the scheduled sync runs at a
// fast rate with the classes' maximum ages in seconds, so re-reads happen within the test.
const { dataDir, upstream } = await startActionsUpstream("book-scheduled");

const { startScheduledSync } = await import("@/lib/book/scheduled-sync");
const { requestCustomerRead } = await import("@/lib/book/schedule-store");
const { createHedgingClient } = await import("@/lib/hedging");
const { logger } = await import("@/lib/log/logger");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookCustomers, bookDualHedges, bookSyncPasses } = await import("@/lib/db/schema");
const { eq } = await import("drizzle-orm");

const client = createHedgingClient({
  baseUrl: upstream.baseUrl,
  clientId: "sandbox-partner",
  clientSecret: "sandbox-secret",
  retryDelaysMs: [],
  logger,
});

const SECOND = 1000;
const schedule = {
  maxAgeMs: { attention: 2 * SECOND, new: 2 * SECOND, active: 60 * SECOND, quiet: 600 * SECOND },
  urgentShare: 0.5,
};
const stop = new AbortController();
let done: Promise<void>;
let passId: number;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const customersRead = async () =>
  (await getDb())
    .select({ id: bookCustomers.id, readAt: bookCustomers.dualHedgesReadAt, readClass: bookCustomers.readClass })
    .from(bookCustomers);

/** Calls to one customer's dual hedges list so far. */
const readsOf = (customerId: string) =>
  upstream.requests.filter((request) => request.path.endsWith(`/customers/${customerId}/dual-hedges`)).length;

beforeAll(async () => {
  upstream.requests.length = 0;
  const start = await startScheduledSync({
    config: { ratePerSecond: 200, concurrency: 1, intervalMs: 3600 * SECOND },
    schedule,
    client,
    signal: stop.signal,
  });
  if (!start.started) throw new Error("the scheduled sync did not start");
  ({ done, id: passId } = start);
}, 60_000);

afterAll(async () => {
  stop.abort(new Error("test over"));
  await done;
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the scheduled sync on the sandbox", () => {
  it("reads every customer the service lists, storing every dual hedge as listed", async () => {
    const rows = await until(customersRead, (all) => all.length > 0 && all.every((row) => row.readAt !== null));
    const listed = (await client.listCustomers({ perPage: 100 })).data.items;
    expect(rows.map((row) => row.id).sort()).toEqual(listed.map((customer) => customer.id).sort());
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    const db = await getDb();
    for (const customer of listed) {
      const service = (await client.listDualHedges({ customerId: customer.id, perPage: 100 })).data.items;
      const stored = await db
        .select({ id: bookDualHedges.id })
        .from(bookDualHedges)
        .where(eq(bookDualHedges.customerId, customer.id));
      expect(stored.map((row) => row.id).sort()).toEqual(service.map((dualHedge) => dualHedge.id).sort());
    }
  }, 90_000);

  it("walks the lists beside the customers' reads: a customer is read between two pages of the conversions list", () => {
    const paths = upstream.requests.map((request) => request.path);
    const conversionsPages = paths.flatMap((path, at) => (path.endsWith("/conversions") ? [at] : []));
    expect(conversionsPages.length).toBeGreaterThan(1);
    const between = paths.slice(conversionsPages[0], conversionsPages.at(-1));
    expect(between.some((path) => path.endsWith("/dual-hedges"))).toBe(true);
  });

  it("judges each customer's class from what it read, and reads those needing attention again and again", async () => {
    const rows = await until(customersRead, (all) => all.every((row) => row.readClass !== "new"));
    const attention = rows.filter((row) => row.readClass === "attention").map((row) => row.id);
    const calm = rows.filter((row) => row.readClass === "active" || row.readClass === "quiet").map((row) => row.id);
    expect(attention.length).toBeGreaterThan(0);
    expect(calm.length).toBeGreaterThan(0);
    // Within a few seconds an attention customer (max age 2 s) is read again; an active or quiet one (60 s, 600 s) is not.
    const before = new Map([...attention, ...calm].map((id) => [id, readsOf(id)]));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const id of attention) expect(readsOf(id)).toBeGreaterThan(before.get(id)!);
    for (const id of calm) expect(readsOf(id)).toBe(before.get(id));
  }, 90_000);

  it("reads a customer someone asked for ahead of its turn, and clears the request", async () => {
    const rows = await customersRead();
    const quiet = rows.find((row) => row.readClass === "quiet" || row.readClass === "active")!;
    const reads = readsOf(quiet.id);
    await requestCustomerRead(quiet.id);
    await until(
      async () => readsOf(quiet.id),
      (count) => count > reads,
      20_000,
    );
    expect(readsOf(quiet.id)).toBeGreaterThan(reads);
    const [row] = await until(
      async () =>
        (await getDb())
          .select({ requested: bookCustomers.readRequestedAt })
          .from(bookCustomers)
          .where(eq(bookCustomers.id, quiet.id)),
      ([stored]) => stored?.requested === null,
    );
    expect(row?.requested).toBeNull();
  }, 60_000);

  it("stops when asked, closing its pass row and letting a full pass take the role", async () => {
    stop.abort(new Error("stopping"));
    await done;
    const [pass] = await (await getDb()).select().from(bookSyncPasses).where(eq(bookSyncPasses.id, passId));
    expect(pass?.status).not.toBe("running");
    expect(pass?.calls).toBeGreaterThan(0);
    const { runSyncPass } = await import("@/lib/book/sync");
    expect((await runSyncPass({ trigger: "admin", config: { ratePerSecond: 1000 } }))?.status).toBe("succeeded");
  }, 60_000);
});
