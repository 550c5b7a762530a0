import { describe, expect, it } from "vitest";
import { bookChanged, readBookStamp } from "@/lib/book/changes";
import { closePass, openPass } from "@/lib/book/passes";
import { completeCustomerRead, failCustomerRead } from "@/lib/book/read-outcomes";
import { recordConversions, recordCustomers, recordDualHedges } from "@/lib/book/store";
import { getDb, type Database } from "@/lib/db";
import { auditEvents, bookLegs } from "@/lib/db/schema";
import { DeskCache } from "@/lib/desk/desk-cache";
import { FilterMisses } from "@/lib/desk/filter-misses";
import {
  type BookFigures,
  bookFigures,
  DESK_CACHE_ENTRIES,
  DeskFiltersLimited,
  deskKey,
  readDeskFrom,
} from "@/lib/desk/read-desk";
import { conversionSchema, customerSchema, dualHedgeSchema } from "@/lib/wire";

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
    it("serves an unchanged book from memory; after a write, the older figures at once, then the new ones", async () => {
      const db = await getDb();
      const cache = newCache();
      await recordDualHedges(ACME, [dualHedge("dh-a", [{ id: "a-1", status: "Overdue", endAt: "2026-11-02" }])]);
      const first = await readDeskFrom(db, cache, {}, TODAY, settings);
      const second = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect([cache.computed, cache.hits]).toEqual([1, 1]);
      // The same figures, not figures computed again: the cached object itself.
      expect(second.overdue).toBe(first.overdue);
      expect(second.stamp).toEqual(first.stamp);
      expect([first.behind, second.behind]).toEqual([false, false]);

      await recordDualHedges(ACME, [dualHedge("dh-b", [{ id: "b-1", status: "Overdue", endAt: "2026-11-03" }])]);
      // The book moved: this request is not kept waiting: it gets the figures there are, said to be older.
      const third = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(third.overdue).toBe(first.overdue);
      expect(third.stamp).toEqual(first.stamp);
      expect(third.behind).toBe(true);
      expect(third.latest.version).toBeGreaterThan(first.stamp.version);
      expect(third.latest.changedAt.getTime()).toBeGreaterThanOrEqual(first.stamp.changedAt.getTime());
      expect([cache.computed, cache.stale]).toEqual([2, 1]); // ... and a recomputation started behind it

      await cache.settled();
      const fourth = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(fourth.behind).toBe(false);
      expect(fourth.stamp).toEqual(third.latest);
      expect(fourth.overdue.total).toBe(first.overdue.total + 1);
      expect(fourth.overdue.rows.map((r) => r.id)).toContain("b-1");
      expect(cache.computed).toBe(2);
    });

    it("starts one recomputation for many concurrent requests on a changed book, however often it moves", async () => {
      const db = await getDb();
      const cache = newCache();
      const key = deskKey({}, TODAY, settings);
      const first = await cache.get(key, await readBookStamp(db), () => bookFigures(db, {}, TODAY, settings));
      // The desk's own computation, held until the test lets it go: what a slow one at 100k looks like.
      const gates: (() => void)[] = [];
      const held = () =>
        new Promise<void>((resolve) => gates.push(resolve)).then(() => bookFigures(db, {}, TODAY, settings));
      const load = async () => cache.get(key, await readBookStamp(db), held);

      await recordDualHedges(ACME, [dualHedge("dh-e", [{ id: "e-1", status: "Overdue", endAt: "2026-11-04" }])]);
      const written = await readBookStamp(db);
      const loads = await Promise.all(Array.from({ length: 12 }, load));
      // Every request answered at once with the figures there were, their stamp older than the book's.
      expect(loads.every((served) => served.value === first.value && served.stamp.version < written.version)).toBe(
        true,
      );
      expect(gates.length).toBe(1);
      // The book moves again while that recomputation runs: still no second one for this filter set.
      await bookChanged(db);
      await Promise.all(Array.from({ length: 5 }, load));
      expect(gates.length).toBe(1);
      expect([cache.computed, cache.stale]).toEqual([2, 17]);

      gates[0]!();
      await cache.settled();
      const after = await load();
      expect(after.value.overdue.rows.map((r) => r.id)).toContain("e-1");
      expect(after.stamp).toEqual(written);
      // It started from the stamp before the second move: still older than the book, so the next one starts now.
      expect(gates.length).toBe(2);
      gates[1]!();
      await cache.settled();
      expect((await load()).stamp).toEqual(await readBookStamp(db));
      expect(gates.length).toBe(2);
    });

    it("waits only for a filter set never computed: concurrent first requests share one computation", async () => {
      const db = await getDb();
      const cache = newCache();
      const loads = await Promise.all(
        Array.from({ length: 6 }, () => readDeskFrom(db, cache, { customer: ACME }, TODAY, settings)),
      );
      expect(cache.computed).toBe(1);
      expect(loads.every((load) => load.overdue === loads[0]!.overdue && !load.behind)).toBe(true);
    });

    it("keeps the previous figures when a recomputation fails, logs it, and tries again on a later request", async () => {
      const db = await getDb();
      const cache = newCache();
      const key = deskKey({}, TODAY, settings);
      const first = await readDeskFrom(db, cache, {}, TODAY, settings);
      await bookChanged(db);
      const latest = await readBookStamp(db);
      const failing = () => Promise.reject(new Error("the database went away"));
      const served = await cache.get(key, latest, failing);
      expect(served.value).toBe(await cache.get(key, first.stamp, failing).then((s) => s.value));
      await cache.settled();
      // Still the old figures, still said to be older; the failure did not stop the next request's recomputation.
      const again = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(again.overdue).toBe(first.overdue);
      expect(again.behind).toBe(true);
      expect(cache.computed).toBe(3);
      await cache.settled();
      expect((await readDeskFrom(db, cache, {}, TODAY, settings)).behind).toBe(false);
      // A filter set with nothing computed has nothing to keep: the failure reaches its request, and is not kept.
      await expect(cache.get("never", latest, failing)).rejects.toThrow("the database went away");
      expect(cache.size).toBe(1);
    });

    it("makes staff wait for their own change (a refresh, a mutation): figures at least that new", async () => {
      const db = await getDb();
      const cache = newCache();
      await readDeskFrom(db, cache, {}, TODAY, settings);
      await recordDualHedges(ACME, [dualHedge("dh-f", [{ id: "f-1", status: "Overdue", endAt: "2026-11-05" }])]);
      const { version } = await readBookStamp(db);
      const mine = await readDeskFrom(db, cache, {}, TODAY, settings, { waitFrom: version });
      expect(mine.behind).toBe(false);
      expect(mine.overdue.rows.map((r) => r.id)).toContain("f-1");
      expect(cache.computed).toBe(2);
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
      // The pass's end is served behind the figures showing it running, then recomputed.
      expect(await readDeskFrom(db, cache, {}, TODAY, settings)).toMatchObject({
        freshness: running.freshness,
        behind: true,
      });
      await cache.settled();
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
      expect((await readDeskFrom(db, cache, {}, TODAY, settings)).behind).toBe(true);
      await cache.settled();
      const after = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect(cache.computed).toBe(2);
      expect(after.behind).toBe(false);
      expect(after.overdue.total).toBe(before.overdue.total + 1);
    });

    it("every filter set shares the figures no filter changes, read once per change of the book", async () => {
      const db = await getDb();
      const cache = newCache();
      const conversion = (id: string, fromCurrency: string, toCurrency: string) =>
        conversionSchema.parse({
          id,
          fromCurrency,
          toCurrency,
          fromCurrencyAmount: "100",
          toCurrencyAmount: "110",
          issuedAt: TODAY,
        });
      await recordConversions([conversion("cv-eur", "EUR", "USD"), conversion("cv-gbp", "GBP", "JPY")]);
      const acme = await readDeskFrom(db, cache, { customer: ACME }, TODAY, settings); // before the unfiltered desk
      const all = await readDeskFrom(db, cache, {}, TODAY, settings);
      const pair = await readDeskFrom(db, cache, { pair: { from: "EUR", to: "USD" } }, TODAY, settings);
      expect(acme.pairs).toBe(all.pairs);
      expect(acme.freshness).toBe(all.freshness);
      expect(pair.pairs).toBe(all.pairs);
      expect(pair.freshness).toBe(all.freshness);
      // Conversions belong to the organization: a customer does not narrow them, a pair does.
      expect(acme.conversions).toBe(all.conversions);
      expect(pair.conversions).not.toBe(all.conversions);
      expect(all.conversions.top.map((row) => `${row.from}/${row.to}`).sort()).toEqual(["EUR/USD", "GBP/JPY"]);
      expect(pair.conversions.top.map((row) => `${row.from}/${row.to}`)).toEqual(["EUR/USD"]);
    });

    it("shares them only while the book is as they read it: a pass started since shows on a new filter set at once", async () => {
      const db = await getDb();
      const cache = newCache();
      const all = await readDeskFrom(db, cache, {}, TODAY, settings);
      expect((await readDeskFrom(db, cache, { customer: ACME }, TODAY, settings)).pairs).toBe(all.pairs);
      const { id } = await openPass("desk", null);
      const pair = await readDeskFrom(db, cache, { pair: { from: "EUR", to: "USD" } }, TODAY, settings);
      expect(all.freshness.runningSince).toBeNull();
      expect(pair.freshness.runningSince).not.toBeNull();
      expect(pair.pairs).toEqual(all.pairs);
      const counters = { calls: 0, rows: 0, skipped: 0, errors: 0, customersTotal: 0, customersDone: 0 };
      await closePass(id, "succeeded", counters, null);
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

    it("keys by what changes the answer: an id in any case and a name in any spelling share one entry", async () => {
      const db = await getDb();
      const cache = newCache();
      await recordCustomers([
        customerSchema.parse({ id: ACME, companyName: "Acme Traders", companyCountry: "GB", status: "Approved" }),
      ]);
      const spellings = [ACME, ACME.toUpperCase(), "Acme", "ACME TRADERS", "cme trad"];
      const desks = [];
      for (const customer of spellings) desks.push(await readDeskFrom(db, cache, { customer }, TODAY, settings));
      // The id, and the names resolved to that one customer: two entries, not five.
      expect(cache.computed).toBe(2);
      expect(new Set(desks.map((desk) => desk.overdue.total)).size).toBe(1);
      // Every name that matches nobody is one entry: trying many computes once and drops no one else's figures.
      for (let i = 0; i < DESK_CACHE_ENTRIES + 20; i += 1)
        await readDeskFrom(db, cache, { customer: `nobody called ${i}` }, TODAY, settings);
      expect(cache.computed).toBe(3);
      expect(cache.size).toBe(3);
    });

    it("keeps at most its bound, the least recently used going first, never the unfiltered desk", async () => {
      const db = await getDb();
      const cache = newCache();
      await readDeskFrom(db, cache, {}, TODAY, settings);
      const pair = (i: number) => ({
        from: "AAA",
        to: `B${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
      });
      for (let i = 0; i < DESK_CACHE_ENTRIES + 20; i += 1)
        await readDeskFrom(db, cache, { pair: pair(i) }, TODAY, settings);
      expect(cache.size).toBe(DESK_CACHE_ENTRIES);
      expect(cache.computed).toBe(1 + DESK_CACHE_ENTRIES + 20);
      await readDeskFrom(db, cache, {}, TODAY, settings); // kept, though least recently used
      expect(cache.computed).toBe(1 + DESK_CACHE_ENTRIES + 20);
      await readDeskFrom(db, cache, { pair: pair(0) }, TODAY, settings); // long evicted
      expect(cache.computed).toBe(2 + DESK_CACHE_ENTRIES + 20);
    });

    it("lets one person open only so many filter sets it has not computed; cached ones and others go on", async () => {
      const db = await getDb();
      const cache = newCache();
      const misses = new FilterMisses({ perPerson: 3, windowMs: 60_000 });
      const as = (person: string, i: number) =>
        readDeskFrom(db, cache, { pair: { from: "CCC", to: `D${String.fromCharCode(65 + i)}D` } }, TODAY, settings, {
          person,
          misses,
        });
      for (let i = 0; i < 3; i += 1) await as("ana", i);
      await expect(as("ana", 3)).rejects.toThrow(DeskFiltersLimited);
      await expect(as("ana", 3)).rejects.toThrow(/opened the desk with 3 filters it had not computed/);
      await as("ana", 0); // computed already: no cost, not counted
      await as("ben", 3);
      expect(cache.computed).toBe(4);
      // The unfiltered desk is never refused.
      await readDeskFrom(db, cache, {}, TODAY, settings, { person: "ana", misses });
    });
  });
}
