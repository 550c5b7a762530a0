import { describe, expect, it } from "vitest";
import { bookChanged, readBookStamp } from "@/lib/book/changes";
import { closePass, openPass } from "@/lib/book/passes";
import { completeCustomerRead, failCustomerRead, recordConversions, recordDualHedges } from "@/lib/book/store";
import { getDb, type Database } from "@/lib/db";
import { auditEvents, bookLegs } from "@/lib/db/schema";
import { DeskCache } from "@/lib/desk/desk-cache";
import { type BookFigures, DESK_CACHE_ENTRIES, readDeskFrom } from "@/lib/desk/read-desk";
import { conversionSchema, dualHedgeSchema } from "@/lib/wire";

// The desk computed once per change of the book: the caller has pointed getDb() at a fresh database (PGlite or
// Postgres) before importing this; `otherInstance` opens a second handle on the same database where the driver allows.

const TODAY = "2026-11-26";
const settings = { soonBusinessDays: 5, inProcessBusinessDays: 2, mtmThresholdPct: "2", listLimit: 8 };
const ACME = "c0000000-0000-4000-8000-000000000001";
const BETA = "c0000000-0000-4000-8000-000000000002";
const counters = { passes: 0 };

function dualHedge(id: string, legs: { id: string; status: string; endAt: string; from?: string; to?: string }[]) {
  return dualHedgeSchema.parse({
    id,
    fromCurrency: "EUR",
    toCurrency: "USD",
    hedges: legs.map((leg) => ({
      id: leg.id,
      status: leg.status,
      fromCurrency: leg.from ?? "EUR",
      toCurrency: leg.to ?? "USD",
      fromCurrencyAmount: 1000,
      toCurrencyAmount: 1100,
      fixedSide: "fromCurrencyAmount",
      endAt: leg.endAt,
      overdueAt: leg.endAt,
      settlementAt: leg.endAt,
    })),
  });
}

const newCache = (max = DESK_CACHE_ENTRIES) => new DeskCache<BookFigures>(max, 60_000);

export function deskCacheCases(driver: string, otherInstance: () => Promise<Database | null>) {
  describe(`the desk once per book change (${driver})`, () => {
    it("serves an unchanged book from memory, and recomputes after a write, on the next request", async () => {
      const db = await getDb();
      const cache = newCache();
      await recordDualHedges(ACME, [dualHedge("dh-a", [{ id: "a-1", status: "Overdue", endAt: "2026-11-02" }])]);
      const first = await readDeskFrom(db, cache, {}, TODAY, settings);
      const second = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect([cache.computed, cache.hits]).toEqual([1, 1]);
      // The same figures, not figures computed again: the cached object itself.
      expect(second.overdue).toBe(first.overdue);
      expect(second.stamp).toEqual(first.stamp);

      const before = first.stamp.version;
      await recordDualHedges(ACME, [dualHedge("dh-b", [{ id: "b-1", status: "Overdue", endAt: "2026-11-03" }])]);
      const third = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(third.stamp.version).toBeGreaterThan(before);
      expect(cache.computed).toBe(2);
      expect(third.overdue.total).toBe(first.overdue.total + 1);
      expect(third.overdue.rows.map((r) => r.id)).toContain("b-1");
    });

    it("moves the stamp on every kind of book write and on a pass's start and end", async () => {
      const db = await getDb();
      const stamp = async () => (await readBookStamp(db)).version;
      const moves = async (what: string, write: () => Promise<unknown>) => {
        const before = await stamp();
        await write();
        expect(await stamp(), what).toBeGreaterThan(before);
      };
      await moves("dual hedges", () =>
        recordDualHedges(BETA, [dualHedge("dh-c", [{ id: "c-1", status: "Active", endAt: "2026-11-27" }])]),
      );
      await moves("conversions", () =>
        recordConversions([conversionSchema.parse({ id: "cv-1", fromCurrency: "EUR", toCurrency: "USD" })]),
      );
      await moves("a customer's read failed", () => failCustomerRead(BETA, "timed out"));
      await moves("a customer's read completed", () => completeCustomerRead(BETA, new Date()));
      let id = 0;
      await moves("a pass started", async () => {
        id = (await openPass("admin", null)).id;
      });
      counters.passes += 1;
      await moves("a pass ended", () =>
        closePass(
          id,
          "succeeded",
          { calls: 1, rows: 1, skipped: 0, errors: 0, customersTotal: 1, customersDone: 1 },
          null,
        ),
      );
      // Nothing written, nothing moved: an empty page is no change.
      const before = await stamp();
      await recordDualHedges(BETA, []);
      await recordConversions([]);
      expect(await stamp()).toBe(before);
    });

    it("shows a pass running and then finished: the freshness changes with the stamp", async () => {
      const db = await getDb();
      const cache = newCache();
      const { id } = await openPass("desk", null);
      const running = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(running.freshness.runningSince).not.toBeNull();
      expect(await readDeskFrom(db, cache, {}, TODAY, settings)).toMatchObject({ freshness: running.freshness });
      expect(cache.computed).toBe(1);
      await closePass(
        id,
        "succeeded",
        { calls: 0, rows: 0, skipped: 0, errors: 0, customersTotal: 0, customersDone: 0 },
        null,
      );
      const done = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(cache.computed).toBe(2);
      expect(done.freshness.runningSince).toBeNull();
      expect(done.freshness.lastCompletePassAt).toBeInstanceOf(Date);
    });

    it("recomputes when another instance changes the book through its own connection", async () => {
      const db = await getDb();
      const other = (await otherInstance())?.db ?? db;
      const cache = newCache(); // this instance's memory
      const before = await readDeskFrom(db, cache, {}, TODAY, settings);
      await other.transaction(async (tx) => {
        const t = tx as unknown as typeof db;
        await t.insert(bookLegs).values({
          id: "other-1",
          dualHedgeId: "dh-other",
          customerId: ACME,
          status: "Overdue",
          fromCurrency: "EUR",
          toCurrency: "USD",
          overdueAt: "2026-11-01",
          raw: {},
        });
        await bookChanged(t);
      });
      const after = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(cache.computed).toBe(2);
      expect(after.overdue.total).toBe(before.overdue.total + 1);
    });

    it("keys by the filters and the day, and reads unresolved calls on every request", async () => {
      const db = await getDb();
      const cache = newCache();
      await recordDualHedges(BETA, [dualHedge("dh-d", [{ id: "d-1", status: "Active", endAt: "2026-11-27" }])]);
      const all = await readDeskFrom(db, cache, {}, TODAY, settings);
      const acme = await readDeskFrom(db, cache, { customer: ACME }, TODAY, settings);
      const pair = await readDeskFrom(db, cache, { pair: { from: "EUR", to: "USD" } }, TODAY, settings);
      const tomorrow = await readDeskFrom(db, cache, {}, "2026-11-27", settings);
      expect(cache.computed).toBe(4);
      expect(acme.overdue.rows.every((r) => r.customerId === ACME)).toBe(true);
      expect(all.endingSoon.total).toBeGreaterThan(0); // d-1, Beta's, ends 27 Nov
      expect(acme.endingSoon.total).toBe(0);
      expect(pair.today).toBe(TODAY);
      expect(tomorrow.today).toBe("2026-11-27");
      await readDeskFrom(db, cache, { customer: ACME }, TODAY, settings);
      expect([cache.computed, cache.hits]).toEqual([4, 1]);

      // The audit trail is not the book: a call turning unknown shows at once, the book's figures still from memory.
      const [attempt] = await db
        .insert(auditEvents)
        .values({
          staffUserId: "s",
          staffEmail: "op@hedge-desk.test",
          action: "cancelDualHedge",
          customerId: ACME,
          outcome: "attempt",
        })
        .returning({ id: auditEvents.id });
      await db.insert(auditEvents).values({
        staffUserId: "s",
        staffEmail: "op@hedge-desk.test",
        action: "cancelDualHedge",
        outcome: "unknown",
        attemptId: attempt!.id,
      });
      const later = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(later.calls.total).toBe(all.calls.total + 1);
      expect([cache.computed, cache.hits]).toEqual([4, 2]);
    });

    it("keeps at most its bound however many filters are tried, the least recently used going first", async () => {
      const db = await getDb();
      const cache = newCache();
      await readDeskFrom(db, cache, {}, TODAY, settings);
      for (let i = 0; i < DESK_CACHE_ENTRIES + 20; i += 1) {
        await readDeskFrom(db, cache, { customer: `customer ${i}` }, TODAY, settings);
        await readDeskFrom(db, cache, {}, TODAY, settings); // kept in use: never the least recent
      }
      expect(cache.size).toBe(DESK_CACHE_ENTRIES);
      expect(cache.computed).toBe(1 + DESK_CACHE_ENTRIES + 20);
      await readDeskFrom(db, cache, {}, TODAY, settings);
      await readDeskFrom(db, cache, { customer: "customer 0" }, TODAY, settings); // long evicted
      expect(cache.computed).toBe(2 + DESK_CACHE_ENTRIES + 20);
    });
  });
}
