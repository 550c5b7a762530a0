import { rmSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// The signed-in operator and the browser's address are the request's; the reads, actions, client, HTTP,
// sandbox and database are real.
const operator = { user: { id: "id-operator", email: "operator@hedge-desk.test", name: "operator", role: "operator" } };
vi.mock("@/lib/auth/session", () => ({
  getSession: async () => operator,
  getSessionIncludingPasswordChange: async () => operator,
  requireSession: async () => operator,
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));

const { dataDir, upstream } = await startActionsUpstream("book-write-through");

const { listCustomers } = await import("@/lib/data/customers");
const { listDualHedges, getDualHedge } = await import("@/lib/data/dual-hedge-reads");
const { listConversions } = await import("@/lib/data/conversions");
const { cancelDualHedgeAction } = await import("@/lib/actions/cancel-dual-hedge-action");
const { toActionOutcome } = await import("@/lib/errors/action-error");
const { settleBookWrites, forgetRecentBookReads, customersRead, MAX_WRITES_IN_FLIGHT } =
  await import("@/lib/book/write-through");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookConversions, bookCustomers, bookDualHedges, bookLegs } = await import("@/lib/db/schema");
const { eq } = await import("drizzle-orm");
const { setFaultPlan } = await import("@/lib/sandbox/fault-plan");

afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the book fills from the pages' own reads", () => {
  it("a customers page, a customer's dual hedges, a dual hedge page and conversions each write what they read", async () => {
    const db = await getDb();
    const customers = await listCustomers({ page: 1, perPage: 25 });
    expect(customers.ok).toBe(true);
    if (!customers.ok) return;
    await settleBookWrites();
    const storedCustomers = await db.select().from(bookCustomers);
    expect(storedCustomers.map((row) => row.id).sort()).toEqual(customers.data.items.map((row) => row.id).sort());
    expect(storedCustomers.every((row) => row.lastSeenPass === null)).toBe(true);

    const customerId = customers.data.items.find((customer) => customer.status === "Approved")!.id;
    const list = await listDualHedges(customerId, { page: 1, perPage: 25 });
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    await settleBookWrites();
    const stored = await db.select().from(bookDualHedges).where(eq(bookDualHedges.customerId, customerId));
    expect(stored.map((row) => row.id).sort()).toEqual(list.data.items.map((row) => row.id).sort());
    // Written from the body as read: the raw object is the service's, and amounts are exact decimals.
    const [leg] = list.data.items[0]!.hedges;
    const [legRow] = await db.select().from(bookLegs).where(eq(bookLegs.id, leg!.id));
    expect(Number(legRow!.fromCurrencyAmount)).toBe(leg!.fromCurrencyAmount);
    expect((legRow!.raw as { id: string }).id).toBe(leg!.id);

    const dual = await getDualHedge({ customerId, dualHedgeId: list.data.items[0]!.id });
    expect(dual.ok).toBe(true);
    await settleBookWrites();

    const conversions = await listConversions({ page: 1, perPage: 25 });
    expect(conversions.ok).toBe(true);
    if (!conversions.ok) return;
    await settleBookWrites();
    const storedConversions = await db.select().from(bookConversions);
    expect(storedConversions.map((row) => row.id).sort()).toEqual(conversions.data.items.map((row) => row.id).sort());
  });

  it("a page whose book write fails still shows its data", async () => {
    const db = await getDb();
    await db.execute("alter table book_customers rename to book_customers_away");
    try {
      const customers = await listCustomers({ page: 1, perPage: 5 });
      expect(customers.ok).toBe(true);
      await settleBookWrites(); // the failed write is logged, not thrown
    } finally {
      await db.execute("alter table book_customers_away rename to book_customers");
    }
  });

  it("after a cancel, the dual hedge is re-read into the book at once", async () => {
    const db = await getDb();
    const target = await activeDualHedge();
    await settleBookWrites();
    const before = await db.select().from(bookLegs).where(eq(bookLegs.dualHedgeId, target.dualHedgeId));
    expect(before.every((leg) => leg.status === "Active")).toBe(true);

    const requestsBefore = upstream.requests.length;
    const outcome = toActionOutcome(await cancelDualHedgeAction({ ...target, reason: "book write-through test" }));
    expect(outcome.ok).toBe(true);
    await settleBookWrites();
    const after = await db.select().from(bookLegs).where(eq(bookLegs.dualHedgeId, target.dualHedgeId));
    expect(after.length).toBe(before.length);
    expect(after.every((leg) => leg.status === "Cancelled")).toBe(true);
    expect(upstream.requests.slice(requestsBefore).map((request) => request.method + " " + request.path)).toEqual([
      `POST /customers/${target.customerId}/dual-hedges/${target.dualHedgeId}/cancel`,
      `GET /customers/${target.customerId}/dual-hedges/${target.dualHedgeId}`,
    ]);
  });

  it("a failing re-read is tried once (no retries: nobody waits for it, and the next pass catches up)", async () => {
    const db = await getDb();
    const target = await activeDualHedge();
    await settleBookWrites();
    const path = `/customers/${target.customerId}/dual-hedges/${target.dualHedgeId}`;
    setFaultPlan({ rules: [{ method: "GET", path, fail: 3, delayResponseMs: 0 }] });
    try {
      const requestsBefore = upstream.requests.length;
      const outcome = toActionOutcome(await cancelDualHedgeAction({ ...target, reason: "book re-read fault test" }));
      expect(outcome.ok).toBe(true);
      await settleBookWrites(); // the failed re-read is logged, not thrown
      expect(upstream.requests.slice(requestsBefore).map((request) => request.method + " " + request.path)).toEqual([
        `POST ${path}/cancel`,
        `GET ${path}`,
      ]);
      // The book keeps what it had: a failed read never invents a state.
      const legs = await db.select().from(bookLegs).where(eq(bookLegs.dualHedgeId, target.dualHedgeId));
      expect(legs.every((leg) => leg.status === "Active")).toBe(true);
    } finally {
      setFaultPlan({ rules: [] });
    }
  });
});

describe("page writes are bounded (a busy page must not queue unbounded work in the background)", () => {
  it("the same read again within a minute is not written again; a different read is", async () => {
    const db = await getDb();
    forgetRecentBookReads();
    const first = await listCustomers({ page: 1, perPage: 3 });
    if (!first.ok) throw new Error("customers not read");
    await settleBookWrites();
    const id = first.data.items[0]!.id;
    const seenAt = async () =>
      (await db.select().from(bookCustomers).where(eq(bookCustomers.id, id)))[0]!.lastSeenAt.getTime();
    const written = await seenAt();

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await listCustomers({ page: 1, perPage: 3 })).ok).toBe(true);
    await settleBookWrites();
    expect(await seenAt()).toBe(written);

    forgetRecentBookReads();
    expect((await listCustomers({ page: 1, perPage: 3 })).ok).toBe(true);
    await settleBookWrites();
    expect(await seenAt()).toBeGreaterThan(written);
  });

  it("while the most writes run, a new page write is dropped rather than queued", async () => {
    const db = await getDb();
    const customers = await listCustomers({ page: 1, perPage: 25 });
    if (!customers.ok) throw new Error("customers not read");
    await settleBookWrites();
    const extra = MAX_WRITES_IN_FLIGHT + 6;
    const ids = Array.from({ length: extra }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    // Distinct reads in one tick: none finishes before the next starts.
    for (const id of ids) {
      const item = { ...customers.data.items[0]!, id };
      const page = { items: [item], pagination: customers.data.pagination };
      customersRead({ data: page, requestId: `test-${id}`, drift: [], body: JSON.stringify({ customers: [item] }) });
    }
    await settleBookWrites();
    const stored = await db.select({ id: bookCustomers.id }).from(bookCustomers);
    const written = stored.filter((row) => ids.includes(row.id));
    expect(written.length).toBe(MAX_WRITES_IN_FLIGHT);
  });
});

/** A dual hedge of an approved customer whose legs are all Active, read through the pages' own reads (so in the book). */
async function activeDualHedge(): Promise<{ customerId: string; dualHedgeId: string }> {
  const customers = await listCustomers({ page: 1, perPage: 100 });
  if (!customers.ok) throw new Error("customers not read");
  for (const customer of customers.data.items.filter((c) => c.status === "Approved")) {
    const list = await listDualHedges(customer.id, { page: 1, perPage: 100 });
    const active = list.ok && list.data.items.find((dual) => dual.hedges.every((leg) => leg.status === "Active"));
    if (active) return { customerId: customer.id, dualHedgeId: active.id };
  }
  throw new Error("no dual hedge with every leg Active");
}
