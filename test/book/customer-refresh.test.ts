import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// Staff's refresh of one customer and the sync's pass, on the real sandbox behind a gate the test opens: whichever
// starts reading the customer first, the other waits for that read; the customer's list is asked for once.
const { dataDir, upstream } = await startActionsUpstream("customer-refresh");

const { startServer } = await import("@/lib/hedging/testing/server");
const { createHedgingClient } = await import("@/lib/hedging");
const { logger } = await import("@/lib/log/logger");
const { refreshCustomerNow, customerReadUnderWay, requestedRead, scheduledSyncRunning } =
  await import("@/lib/book/customer-reads");
const { startScheduledSync } = await import("@/lib/book/scheduled-sync");
const { runSyncPass } = await import("@/lib/book/sync");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookCustomers, bookDualHedges } = await import("@/lib/db/schema");

type Gate = { arrived: Promise<void>; open: () => void };
/** Per path, the next request's hold: the proxy says when it arrives and waits until the test opens it. */
let holds = new Map<string, { arrive: () => void; opened: Promise<void> }>();
function gate(path: string): Gate {
  let arrive!: () => void;
  let open!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  holds.set(path, { arrive, opened });
  return { arrived, open };
}

const proxy = await startServer(async (request) => {
  const hold = holds.get(request.path);
  if (hold) {
    holds.delete(request.path);
    hold.arrive();
    await hold.opened;
  }
  const answer = await fetch(upstream.baseUrl + request.path.slice("/v1".length) + request.search, {
    headers: { authorization: String(request.headers.authorization ?? "") },
  });
  return { status: answer.status, text: await answer.text(), contentType: "application/json" };
});
const client = createHedgingClient({
  baseUrl: proxy.baseUrl,
  clientId: "sandbox-partner",
  clientSecret: "sandbox-secret",
  retryDelaysMs: [],
  timeoutMs: 10_000,
  logger,
});
const fast = { ratePerSecond: 1000, concurrency: 4 };

let customerId: string;
const listPath = () => `/v1/customers/${customerId}/dual-hedges`;
const readsOfList = () => proxy.received.filter((request) => request.path === listPath()).length;

beforeAll(async () => {
  const { data } = await client.listCustomers({ page: 1, perPage: 100 });
  customerId = data.items.find((customer) => customer.status === "Approved")!.id;
});
afterAll(async () => {
  holds = new Map();
  await proxy.close();
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("refreshing one customer", () => {
  it("reads every page of its dual hedges into the book and closes the read, the customer itself first if unknown", async () => {
    const db = await getDb();
    const before = proxy.received.length;
    const { joined, result } = await refreshCustomerNow(customerId, { client, withCustomer: true });
    expect(joined).toBe(false);
    expect(proxy.received.slice(before).map((request) => request.path)).toEqual([
      `/v1/customers/${customerId}`,
      listPath(),
    ]);
    expect(result.calls).toBe(2);
    const [row] = await db.select().from(bookCustomers).where(eq(bookCustomers.id, customerId));
    expect(row?.dualHedgesReadAt).toBeInstanceOf(Date);
    const held = await db.select().from(bookDualHedges).where(eq(bookDualHedges.customerId, customerId));
    expect(held).toHaveLength(result.dualHedges);
    expect(result.dualHedges).toBeGreaterThan(0);
  });

  it("while a pass reads the same customer, waits for that read: one call, one write", async () => {
    const held = gate(listPath());
    const reads = readsOfList();
    const pass = runSyncPass({ trigger: "admin", startedBy: "admin@test", config: fast, client });
    await held.arrived; // the pass is reading this customer now
    expect(customerReadUnderWay(customerId)).toEqual({ joiners: 0 });
    const refresh = refreshCustomerNow(customerId, { client });
    expect(customerReadUnderWay(customerId)).toEqual({ joiners: 1 });
    held.open();
    expect((await refresh).joined).toBe(true);
    expect((await pass)?.status).toBe("succeeded");
    expect(readsOfList() - reads).toBe(1);
    expect(customerReadUnderWay(customerId)).toBeNull();
  });

  it("and a pass that reaches a customer staff are refreshing waits for the refresh instead", async () => {
    const held = gate(listPath());
    const reads = readsOfList();
    const refresh = refreshCustomerNow(customerId, { client });
    await held.arrived;
    const pass = runSyncPass({ trigger: "admin", startedBy: "admin@test", config: fast, client });
    await expect.poll(() => customerReadUnderWay(customerId)?.joiners).toBe(1); // the pass is waiting for it
    held.open();
    expect((await refresh).joined).toBe(false);
    expect((await pass)?.status).toBe("succeeded");
    expect(readsOfList() - reads).toBe(1);
  });
});

describe("refreshing one customer under the scheduled sync", () => {
  it("asks the syncer, which reads it next with its own client, and waits for that one read", async () => {
    const db = await getDb();
    const stop = new AbortController();
    const long = 600_000; // no customer is due again during the test: the only re-read is the one asked for
    const start = await startScheduledSync({
      config: { ratePerSecond: 200, concurrency: 1, intervalMs: 3_600_000 },
      schedule: { maxAgeMs: { attention: long, new: long, active: long, quiet: long }, urgentShare: 0.5 },
      client,
      signal: stop.signal,
    });
    if (!start.started) throw new Error("the scheduled sync did not start");
    try {
      expect(await scheduledSyncRunning(db)).toBe(true);
      // Once it has read every customer as new, it waits.
      await expect
        .poll(async () => (await db.select().from(bookCustomers)).every((row) => row.readClass !== "new"), {
          timeout: 60_000,
        })
        .toBe(true);
      const reads = readsOfList();
      expect(await requestedRead(db, customerId, 30_000)).toBe("done");
      // The syncer read it (it may also re-read it on its own, with spare capacity); the refresh has no client at all.
      expect(readsOfList()).toBeGreaterThan(reads);
      const [row] = await db.select().from(bookCustomers).where(eq(bookCustomers.id, customerId));
      expect(row?.readRequestedAt).toBeNull();
    } finally {
      stop.abort(new Error("test over"));
      await start.done;
    }
    expect(await scheduledSyncRunning(db)).toBe(false);
  }, 120_000);
});
