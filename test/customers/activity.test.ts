import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// What the book saw change on a customer's legs (the trigger of migration 0023, fed by the book's own writes) and the
// customer's activity read from it and the audit trail, paged; on the embedded database, through the real store.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-activity-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { recordCustomers, recordDualHedges } = await import("@/lib/book/store");
const { completeCustomerRead } = await import("@/lib/book/read-outcomes");
const { readActivity } = await import("@/lib/customers/timeline");
const { readCursor } = await import("@/lib/customers/timeline-merge");
const { auditMutation } = await import("@/lib/audit/audit");
const { customerSchema, dualHedgeSchema } = await import("@/lib/wire");
const { getDb, closeDatabase } = await import("@/lib/db");
const { bookLegChanges } = await import("@/lib/db/schema");
const { asc, sql } = await import("drizzle-orm");

const C = "c0000000-0000-4000-8000-0000000000a1";
const OTHER = "c0000000-0000-4000-8000-0000000000b2";

type Leg = { id: string; status: string | null; fromCurrencyAmount: number };
const dual = (id: string, legs: Leg[]) =>
  dualHedgeSchema.parse({
    id,
    customerId: C,
    fromCurrency: "EUR",
    toCurrency: "USD",
    hedges: legs.map((leg) => ({
      ...leg,
      fromCurrency: "EUR",
      toCurrency: "USD",
      toCurrencyAmount: 1100,
      fixedSide: "fromCurrencyAmount",
    })),
  });

beforeAll(async () => {
  await getDb();
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a customer's activity", () => {
  it("records what the book saw change, only between known values, and pages it with staff's actions", async () => {
    const db = await getDb();
    await recordCustomers([customerSchema.parse({ id: C, companyName: "Acme Ltd" })]);
    await recordDualHedges(C, [
      dual("dh-1", [
        { id: "l-1", status: "Active", fromCurrencyAmount: 1000 },
        { id: "l-2", status: "Active", fromCurrencyAmount: 500 },
      ]),
    ]);
    // The same read again changes nothing.
    await recordDualHedges(C, [
      dual("dh-1", [
        { id: "l-1", status: "Active", fromCurrencyAmount: 1000 },
        { id: "l-2", status: "Active", fromCurrencyAmount: 500 },
      ]),
    ]);
    expect(await db.select().from(bookLegChanges)).toEqual([]);

    await recordDualHedges(C, [
      dual("dh-1", [
        { id: "l-1", status: "Active", fromCurrencyAmount: 600.1 },
        { id: "l-2", status: "Active", fromCurrencyAmount: 500 },
      ]),
    ]);
    // A status the service did not send this time is no change.
    await recordDualHedges(C, [
      dual("dh-1", [
        { id: "l-1", status: "Cancelled", fromCurrencyAmount: 600.1 },
        { id: "l-2", status: null, fromCurrencyAmount: 500 },
      ]),
    ]);
    await auditMutation(
      {
        ctx: { user: { id: "u-op", email: "operator@hedge-desk.test" }, requestId: "req-1" },
        action: "cancelDualHedge",
        customerId: C,
        targetIds: { dualHedgeId: "dh-1" },
      },
      async () => ({}),
    );
    // A complete read that no longer lists dh-1: its legs are gone; listed again, they are back.
    const { rows } = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: string }[] };
    const readStartedAt = new Date(rows[0]!.now);
    await recordDualHedges(C, [dual("dh-2", [{ id: "l-3", status: "Active", fromCurrencyAmount: 10 }])]);
    await completeCustomerRead(C, readStartedAt);
    await recordDualHedges(C, [
      dual("dh-1", [
        { id: "l-1", status: "Cancelled", fromCurrencyAmount: 600.1 },
        { id: "l-2", status: null, fromCurrencyAmount: 500 },
      ]),
    ]);

    // One statement's rows (a complete read's "gone") come in no set order: by time, then leg.
    const changes = await db
      .select()
      .from(bookLegChanges)
      .orderBy(asc(bookLegChanges.observedAt), asc(bookLegChanges.legId));
    expect(changes.map((c) => [c.legId, c.field, c.before, c.after, c.currency])).toEqual([
      ["l-1", "remaining", "1000", "600.1", "EUR"],
      ["l-1", "status", "Active", "Cancelled", null],
      ["l-1", "gone", null, null, null],
      ["l-2", "gone", null, null, null],
      ["l-1", "back", null, null, null],
      ["l-2", "back", null, null, null],
    ]);
    // Each says what the book knows: the old state was last seen before the new one was.
    for (const change of changes)
      expect(change.previouslySeenAt.getTime()).toBeLessThanOrEqual(change.observedAt.getTime());

    // Every entry once, newest first, across pages of 3: 6 changes, 2 dual hedges first seen, the customer, 1 action.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof readActivity>> = await readActivity(
        db,
        C,
        cursor ? readCursor(cursor) : null,
        3,
      );
      seen.push(...page.entries.map((entry) => `${entry.at}|${entry.key}`));
      if (pages === 0) expect(page.entries[0]).toMatchObject({ kind: "change", field: "back", legId: "l-2" });
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    expect([...seen].sort().reverse()).toEqual(seen);
    const all = await readActivity(db, C, null, 50);
    const staff = all.entries.find((entry) => entry.kind === "staff");
    expect(staff).toMatchObject({
      row: { action: "cancelDualHedge", staffEmail: "operator@hedge-desk.test", outcome: "succeeded" },
    });
    expect(all.entries.at(-1)).toMatchObject({ kind: "customer" }); // listed before any of its dual hedges was read
    expect(
      all.entries
        .filter((entry) => entry.kind === "firstSeen")
        .map((entry) => entry.kind === "firstSeen" && entry.dualHedgeId),
    ).toEqual(["dh-2", "dh-1"]);
    expect(all.entries.filter((entry) => entry.kind === "customer")).toHaveLength(1);

    // Another customer's activity holds none of it.
    expect((await readActivity(db, OTHER, null, 50)).entries).toEqual([]);
  });
});
