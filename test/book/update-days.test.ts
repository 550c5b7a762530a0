import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// A large customer read by update date, on the real sandbox (a local port) and a fresh PGlite: after its first whole
// read, only the days since its last good read are listed, a change made on the service is in the book by the next
// read, and the rows equal what the service lists. Behind a stand-in that drops the filter, the sync sees it ignored
// and reads whole. Pages of 20, so the large account (the seed's bulk block at scale 3) has more pages than days.
process.env.SANDBOX_SEED_SCALE = "3";
const { dataDir, upstream } = await startActionsUpstream("book-update-days");

const { startScheduledSync } = await import("@/lib/book/scheduled-sync");
const { createHedgingClient } = await import("@/lib/hedging");
const { logger } = await import("@/lib/log/logger");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookDualHedges, bookLegs } = await import("@/lib/db/schema");
const { and, eq, isNull } = await import("drizzle-orm");

const clientOf = (baseUrl: string) =>
  createHedgingClient({
    baseUrl,
    clientId: "sandbox-partner",
    clientSecret: "sandbox-secret",
    retryDelaysMs: [],
    logger,
  });
const client = clientOf(upstream.baseUrl);
const SECOND = 1000;
const schedule = {
  maxAgeMs: { attention: 2 * SECOND, new: 2 * SECOND, active: 2 * SECOND, quiet: 2 * SECOND },
  urgentShare: 0.5,
};
const config = { ratePerSecond: 200, concurrency: 1, intervalMs: 3600 * SECOND, perPage: 20 };

async function until(ok: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const customers = (await client.listCustomers({ perPage: 100 })).data.items;
const large = customers.find((customer) => customer.companyName === "Volume Hedging Ltd")!;
const listPath = `/customers/${large.id}/dual-hedges`;
/** The large customer's list calls, in order: whole (no filter) or by day. */
const largeReads = (requests: { path: string; search: string }[]) =>
  requests
    .filter((request) => request.path === listPath)
    .map((request) => new URLSearchParams(request.search).get("updated_at"));

/** Every dual hedge the service lists for the large customer, and its legs' statuses, against the book's. */
async function expectBookEqualsService(): Promise<void> {
  const service = new Map<string, string[]>();
  for (let page = 1; ; page += 1) {
    const { items } = (await client.listDualHedges({ customerId: large.id, page, perPage: 100 })).data;
    for (const dual of items) service.set(dual.id, dual.hedges.map((leg) => `${leg.id}:${leg.status}`).sort());
    if (items.length < 100) break;
  }
  const db = await getDb();
  const legs = await db
    .select({ dual: bookLegs.dualHedgeId, id: bookLegs.id, status: bookLegs.status })
    .from(bookLegs)
    .where(and(eq(bookLegs.customerId, large.id), isNull(bookLegs.notSeenSince)));
  const book = new Map<string, string[]>();
  for (const leg of legs) book.set(leg.dual, [...(book.get(leg.dual) ?? []), `${leg.id}:${leg.status}`].sort());
  const duals = await db
    .select({ id: bookDualHedges.id })
    .from(bookDualHedges)
    .where(and(eq(bookDualHedges.customerId, large.id), isNull(bookDualHedges.notSeenSince)));
  expect(duals.map((row) => row.id).sort()).toEqual([...service.keys()].sort());
  expect(Object.fromEntries(book)).toEqual(Object.fromEntries(service));
}

async function run(baseUrl: string, body: () => Promise<void>): Promise<void> {
  const stop = new AbortController();
  const start = await startScheduledSync({ config, schedule, client: clientOf(baseUrl), signal: stop.signal });
  if (!start.started) throw new Error("the scheduled sync did not start");
  try {
    await body();
  } finally {
    stop.abort(new Error("test over"));
    await start.done;
  }
}

let standIn: Server | undefined;
afterAll(async () => {
  await new Promise((resolve) => (standIn ? standIn.close(resolve) : resolve(undefined)));
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a large customer read by update date", () => {
  it("is read whole first, then by the days since its last good read; a change on the service reaches the book", async () => {
    expect(large, "the seed's large account").toBeDefined();
    upstream.requests.length = 0;
    await run(upstream.baseUrl, async () => {
      await until(() => largeReads(upstream.requests).filter((day) => day !== null).length >= 3);
      const reads = largeReads(upstream.requests);
      const wholePages = reads.indexOf(reads.find((day) => day !== null)!);
      expect(wholePages, "a whole read of several pages first").toBeGreaterThan(3);
      expect(reads.slice(0, wholePages).every((day) => day === null)).toBe(true);
      // The days asked: yesterday, today and tomorrow (UTC), each fewer calls than the whole read.
      const today = new Date().toISOString().slice(0, 10);
      expect(reads.slice(wholePages)).toContain(today);

      // A dual hedge cancelled on the service is updated today: the next read by day finds it.
      const { items } = (await client.listDualHedges({ customerId: large.id, perPage: 100 })).data;
      const active = items.find((dual) => dual.hedges.every((leg) => leg.status === "Active"))!;
      expect(
        (
          await client.cancelDualHedge({
            customerId: large.id,
            dualHedgeId: active.id,
            reason: "Test of the update-date read",
            customerIp: "203.0.113.9",
          })
        ).data,
      ).not.toBeUndefined();
      const cancelledAt = upstream.requests.length;
      const statuses = async () =>
        (
          await (
            await getDb()
          )
            .select({ status: bookLegs.status })
            .from(bookLegs)
            .where(eq(bookLegs.dualHedgeId, active.id))
        ).map((leg) => leg.status);
      await until(async () => (await statuses()).every((status) => status === "Cancelled"));
      // Found by day: no whole read since the first.
      expect(largeReads(upstream.requests.slice(cancelledAt)).every((day) => day !== null)).toBe(true);
    });
    await expectBookEqualsService();
  }, 120_000);

  it("is read whole when the service shows it ignores the filter, and never asked by day again", async () => {
    // A stand-in for a service that does not know the filter: the query parameter is dropped before the sandbox.
    const seen: { path: string; search: string }[] = [];
    standIn = createServer(async (request, response) => {
      const url = new URL(request.url!, "http://stand-in");
      seen.push({ path: url.pathname.replace(/^.*?(\/customers)/, "$1"), search: url.search });
      url.searchParams.delete("updated_at");
      const target = new URL(upstream.baseUrl);
      const answer = await fetch(`${target.origin}${url.pathname}${url.search}`, {
        headers: { authorization: request.headers.authorization ?? "", accept: "application/json" },
      });
      response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => standIn!.listen(0, "127.0.0.1", resolve));
    const { port } = standIn.address() as AddressInfo;
    const base = new URL(upstream.baseUrl);
    await run(`http://127.0.0.1:${port}${base.pathname}`, async () => {
      // Whole, one try by day (refused on its first page), whole again; then whole only.
      await until(() => largeReads(seen).filter((day) => day === null).length > 30);
    });
    const reads = largeReads(seen);
    expect(reads.filter((day) => day !== null)).toHaveLength(1);
    const tried = reads.findIndex((day) => day !== null);
    expect(tried).toBeGreaterThan(0);
    expect(reads.slice(tried + 1).every((day) => day === null)).toBe(true);
    await expectBookEqualsService();
  }, 120_000);
});
