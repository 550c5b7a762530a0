import { rmSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// The real sandbox on a local port, a stand-in in front of it that breaks chosen answers, and a fresh PGlite book.
const { dataDir, upstream } = await startActionsUpstream("book-faults");

const { runSyncPass } = await import("@/lib/book/sync");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookConversions, bookCustomers, bookDualHedges, bookLegs } = await import("@/lib/db/schema");
const { startFaultyProxy, isConversionsList, isCustomersList, dualHedgesListOf } = await import("./support/world");
const { eq } = await import("drizzle-orm");

const proxy = await startFaultyProxy(upstream.baseUrl);
const config = {
  ratePerSecond: 1000,
  concurrency: 2,
  backoffBaseMs: 20,
  maxBackoffMs: 5_000,
  attemptsPerPage: 3,
  unreachableGiveUpMs: 1_500,
};
const pass = () => runSyncPass({ trigger: "schedule", client: proxy.client, config });

afterAll(async () => {
  await proxy.close();
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Everything in the book, to compare before and after a failed pass. */
async function snapshot() {
  const db = await getDb();
  const ids = async (table: typeof bookCustomers | typeof bookDualHedges | typeof bookLegs | typeof bookConversions) =>
    (await db.select({ id: table.id }).from(table)).map((row) => row.id).sort();
  const legs = await db.select().from(bookLegs);
  return {
    customers: await ids(bookCustomers),
    dualHedges: await ids(bookDualHedges),
    legs: legs.map((leg) => leg.id).sort(),
    conversions: await ids(bookConversions),
    notSeen: legs.filter((leg) => leg.notSeenSince !== null).length,
  };
}

let full: Awaited<ReturnType<typeof snapshot>>;
let pagesNeeded: number;

beforeAll(async () => {
  const first = await pass();
  expect(first?.status).toBe("succeeded");
  pagesNeeded = first!.counters.calls;
  full = await snapshot();
  expect(full.legs.length).toBeGreaterThan(0);
}, 120_000);

beforeEach(() => {
  proxy.clearFault();
  proxy.received.length = 0;
});

describe("the sync against a faulty service", () => {
  it("waits as long as a 429's Retry-After says, then reads on", async () => {
    let answered429At = 0;
    let limited = false;
    proxy.setFault((request) => {
      if (!isCustomersList(request) || limited) return undefined;
      limited = true;
      answered429At = Date.now();
      return { status: 429, json: { message: "Too many requests" }, headers: { "Retry-After": "2" } };
    });
    const started = Date.now();
    const outcome = await pass();
    expect(outcome?.status).toBe("succeeded");
    expect(outcome?.counters.calls).toBe(pagesNeeded + 1); // the refused call, then each page once
    expect(proxy.received.length).toBe(pagesNeeded + 1);
    const retriedAt = Date.now() - started; // nothing else could run before the customers page
    expect(answered429At).toBeGreaterThan(0);
    expect(retriedAt).toBeGreaterThanOrEqual(2_000);
    expect(await snapshot()).toEqual(full);
  }, 60_000);

  it("keeps a customer's rows, marked stale, when its dual hedges answer 5xx to every try, and deletes nothing", async () => {
    const db = await getDb();
    const [withHedges] = await db.select({ customerId: bookDualHedges.customerId }).from(bookDualHedges).limit(1);
    const victim = withHedges!.customerId;
    const before = await db.select().from(bookDualHedges).where(eq(bookDualHedges.customerId, victim));
    proxy.setFault((request) =>
      dualHedgesListOf(victim)(request) ? { status: 500, json: { message: "Internal error" } } : undefined,
    );
    const outcome = await pass();
    expect(outcome?.status).toBe("succeeded");
    expect(outcome?.counters.errors).toBe(1);
    expect(proxy.received.filter(dualHedgesListOf(victim))).toHaveLength(config.attemptsPerPage);
    expect(await snapshot()).toEqual(full);
    const [customer] = await db.select().from(bookCustomers).where(eq(bookCustomers.id, victim));
    expect(customer?.dualHedgesFailedAt).not.toBeNull();
    expect(customer?.dualHedgesError).toContain("Internal error");
    expect(customer?.dualHedgesReadAt).not.toBeNull(); // stale since its last good read
    const after = await db.select().from(bookDualHedges).where(eq(bookDualHedges.customerId, victim));
    expect(after.map((row) => [row.id, row.notSeenSince])).toEqual(before.map((row) => [row.id, null]));

    // The next good pass makes it fresh again.
    proxy.clearFault();
    await pass();
    const [fresh] = await db.select().from(bookCustomers).where(eq(bookCustomers.id, victim));
    expect(fresh?.dualHedgesFailedAt).toBeNull();
  }, 60_000);

  it("a pass whose conversions fail half-way keeps what it had and says so", async () => {
    proxy.setFault((request) => (isConversionsList(request) ? { status: 503, json: { message: "Down" } } : undefined));
    const outcome = await pass();
    expect(outcome?.status).toBe("failed");
    expect(outcome?.error).toMatch(/Conversions: Down/);
    expect(await snapshot()).toEqual(full);
  }, 60_000);

  it("a malformed page: id-less answers are skipped and counted, and mark nothing as gone", async () => {
    const db = await getDb();
    const [row] = await db.select().from(bookDualHedges).limit(1);
    const customerId = row!.customerId;
    const listed = await proxy.client.listDualHedges({ customerId, perPage: 100, keepBody: true });
    const body = JSON.parse(listed.body!) as { dualHedges: Record<string, unknown>[]; pagination: unknown };
    const [dropped, ...kept] = body.dualHedges;
    // The first dual hedge loses its id: the page still reads, that answer is skipped, and nothing is "not seen".
    proxy.setFault((request) =>
      dualHedgesListOf(customerId)(request)
        ? { json: { ...body, dualHedges: [{ ...dropped, id: undefined }, ...kept] } }
        : undefined,
    );
    const outcome = await pass();
    expect(outcome?.status).toBe("succeeded");
    expect(outcome?.counters.skipped).toBe(1);
    const gone = await db
      .select()
      .from(bookDualHedges)
      .where(eq(bookDualHedges.id, String(dropped!.id)));
    expect(gone[0]?.notSeenSince).toBeNull();

    // Without it (no id-less answer), a complete read marks it "not seen since", and keeps it.
    proxy.setFault((request) =>
      dualHedgesListOf(customerId)(request)
        ? { json: { ...body, dualHedges: kept, pagination: { page: 1, perPage: 100, totalResults: kept.length } } }
        : undefined,
    );
    await pass();
    const [marked] = await db
      .select()
      .from(bookDualHedges)
      .where(eq(bookDualHedges.id, String(dropped!.id)));
    expect(marked?.notSeenSince).not.toBeNull();
    const legs = await db
      .select()
      .from(bookLegs)
      .where(eq(bookLegs.dualHedgeId, String(dropped!.id)));
    expect(legs.length).toBeGreaterThan(0);
    expect(legs.every((leg) => leg.notSeenSince !== null)).toBe(true);

    // A body that is not JSON at all: that customer fails (no retry: it would answer the same), rows kept.
    proxy.setFault((request) =>
      dualHedgesListOf(customerId)(request) ? { text: "<html>oops</html>", contentType: "text/html" } : undefined,
    );
    proxy.received.length = 0;
    const broken = await pass();
    expect(broken?.counters.errors).toBe(1);
    expect(proxy.received.filter(dualHedgesListOf(customerId))).toHaveLength(1);
    expect((await snapshot()).dualHedges).toEqual(full.dualHedges);

    // Seen again: "not seen since" is cleared.
    proxy.clearFault();
    await pass();
    const [back] = await db
      .select()
      .from(bookDualHedges)
      .where(eq(bookDualHedges.id, String(dropped!.id)));
    expect(back?.notSeenSince).toBeNull();
  }, 90_000);

  it("pauses while the service is unreachable and reads on when it is back", async () => {
    const downUntil = Date.now() + 700;
    proxy.setFault(() => (Date.now() < downUntil ? "drop" : undefined));
    const outcome = await pass();
    expect(outcome?.status).toBe("succeeded");
    expect(await snapshot()).toEqual(full);
  }, 60_000);

  it("gives up after a while unreachable, without crashing or deleting anything", async () => {
    proxy.setFault(() => "drop");
    const outcome = await pass();
    expect(outcome?.status).toBe("failed");
    expect(outcome?.error).toMatch(/could not be reached/);
    expect(await snapshot()).toEqual(full);
  }, 60_000);
});
