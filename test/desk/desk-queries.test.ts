import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "@/test/support/postgres-database";
import { openDatabase, type Database } from "@/lib/db";
import { auditEvents, bookConversions, bookCustomers, bookLegs, bookSyncPasses } from "@/lib/db/schema";
import { readBookStamp } from "@/lib/book/changes";
import {
  type DeskSettings,
  endingSoonLegs,
  longInProcessLegs,
  mtmMovedLegs,
  overdueLegs,
  settlingSoon,
} from "@/lib/desk/attention";
import { conversionsByPair, exposureByPair, maturityLadder } from "@/lib/desk/exposure";
import { bookFreshness } from "@/lib/desk/freshness";
import { stampAndUnresolvedCalls, unresolvedCalls } from "@/lib/desk/unresolved-calls";
import { ACME, bookLeg as leg, type BookLegInsert } from "./book-leg";

// The desk's aggregations on rows inserted here, on both drivers: exact decimals, business days, filters.
const TODAY = "2026-11-26"; // a Thursday: the next 5 business days end on Wednesday 2 Dec
const settings: DeskSettings = { soonBusinessDays: 5, inProcessBusinessDays: 2, mtmThresholdPct: "2", listLimit: 8 };
const BETA = "c0000000-0000-4000-8000-000000000002";

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const legs: BookLegInsert[] = [
  // Ending soon: today and the fifth business day count, the sixth does not; nothing left is not "soon" work.
  leg("end-today", { endAt: TODAY, fromCurrencyAmount: "0.1" }),
  leg("end-wed", { endAt: "2026-12-02", fixedSide: "toCurrencyAmount", toCurrency: "JPY", toCurrencyAmount: "150000" }),
  leg("end-thu-next", { endAt: "2026-12-03" }),
  leg("end-drawn", { endAt: "2026-11-30", fromCurrencyAmount: "0" }),
  leg("end-unknown-amounts", {
    endAt: "2026-11-27",
    fixedSide: null,
    fromCurrencyAmount: null,
    toCurrencyAmount: null,
    customerId: BETA,
  }),
  leg("end-cancelled", { endAt: "2026-11-27", status: "Cancelled", cancelledAt: "2026-11-20" }),
  // Overdue: reported so, or past the overdue date and neither completed nor cancelled.
  leg("overdue-reported", {
    status: "Overdue",
    endAt: "2026-11-02",
    overdueAt: "2026-11-06",
    settlementAt: "2026-11-03",
  }),
  leg("overdue-by-date", {
    status: "Active",
    endAt: "2026-10-01",
    overdueAt: "2026-10-05",
    settlementAt: "2026-10-02",
  }),
  leg("overdue-but-completed", {
    status: "Completed",
    completedAt: "2026-10-06",
    endAt: "2026-10-01",
    overdueAt: "2026-10-05",
    settlementAt: "2026-10-02",
  }),
  // Settling soon, per currency, exact: EUR 100.10 + 200.205, KWD 1.005 + 2.001 (3 decimals).
  leg("settle-1", {
    status: "InProcess",
    endAt: TODAY,
    settlementAt: "2026-11-27",
    fromCurrencyAmount: "100.10",
    toCurrency: "KWD",
    toCurrencyAmount: "1.005",
    updatedAt: TODAY,
  }),
  leg("settle-2", {
    status: "InProcess",
    endAt: TODAY,
    settlementAt: "2026-12-02",
    fromCurrencyAmount: "200.205",
    toCurrency: "KWD",
    toCurrencyAmount: "2.001",
    updatedAt: "2026-11-25",
  }),
  leg("settle-unknown", {
    status: "InProcess",
    endAt: TODAY,
    settlementAt: "2026-11-30",
    toCurrencyAmount: null,
    updatedAt: "2026-11-24",
  }),
  leg("settle-too-late", { status: "InProcess", settlementAt: "2026-12-03", updatedAt: "2026-11-24" }),
  // Marks: the threshold is 2 (percent, as read); largest move first, either way.
  leg("mtm-up", { adjustedMtmChangePct: "2.5" }),
  leg("mtm-down", { adjustedMtmChangePct: "-3.25" }),
  leg("mtm-small", { adjustedMtmChangePct: "1.99" }),
  leg("mtm-done", { status: "Completed", completedAt: "2026-11-01", adjustedMtmChangePct: "10" }),
  // A one-leg pair, in a 0-decimal currency.
  leg("one-leg-jpy", {
    fromCurrency: "JPY",
    toCurrency: "BHD",
    fromCurrencyAmount: "5000000",
    toCurrencyAmount: "12.345",
    customerId: BETA,
    externalCustomerId: "EXT-BETA",
    endAt: "2027-02-10",
  }),
  // In process without any date: in no bucket, counted as such.
  leg("no-dates", {
    status: "InProcess",
    endAt: null,
    settlementAt: null,
    overdueAt: null,
    fromCurrency: "CHF",
    toCurrency: "GBP",
  }),
  // Gone from the service: never counted.
  leg("not-seen", { notSeenSince: new Date("2026-11-20T00:00:00Z"), endAt: TODAY }),
];

function drivers() {
  return [
    ["pglite", async () => ({ dataDir: mkdtempSync(path.join(tmpdir(), "hedge-desk-desk-")) })],
    [
      "postgres",
      async () => ({
        url: (await createPostgresDatabase(inject("postgresUrl"), "desk")).url,
        dataDir: mkdtempSync(path.join(tmpdir(), "hedge-desk-desk-")),
      }),
    ],
  ] as const;
}

describe.each(drivers())("the desk's reads of the book on %s", (_driver, options) => {
  let database: Database;
  const db = () => database.db;

  beforeAll(async () => {
    const opts = await options();
    tempDirs.push(opts.dataDir);
    database = await openDatabase(opts);
    await db()
      .insert(bookCustomers)
      .values([
        { id: ACME, companyName: "Acme Ltd", raw: {} },
        { id: BETA, companyName: "Beta SA", externalCustomerId: "EXT-BETA", raw: {} },
      ]);
    await db().insert(bookLegs).values(legs);
  });
  afterAll(() => database?.close());

  it("lists what ends within the next 5 business days, soonest first, with the fixed side's remaining amount", async () => {
    const soon = await endingSoonLegs(db(), {}, TODAY, settings);
    expect(soon.rows.map((r) => r.id)).toEqual(["end-today", "end-unknown-amounts", "end-wed"]);
    expect(soon.total).toBe(3);
    expect(soon.rows[0]).toMatchObject({ remaining: "0.1", remainingCurrency: "EUR", customerName: "Acme Ltd" });
    expect(soon.rows[1]).toMatchObject({ remaining: null, remainingCurrency: null, customerName: "Beta SA" });
    expect(soon.rows[2]).toMatchObject({ remaining: "150000", remainingCurrency: "JPY" });
  });

  it("counts today when the window starts on a weekend", async () => {
    // From Saturday 28 Nov, 1 business day is Monday 30 Nov, where only the drawn-down leg ends.
    const soon = await endingSoonLegs(db(), {}, "2026-11-28", { ...settings, soonBusinessDays: 1 });
    expect(soon.rows.map((r) => r.id)).toEqual([]);
    const week = await endingSoonLegs(db(), {}, "2026-11-28", { ...settings, soonBusinessDays: 3 });
    expect(week.rows.map((r) => r.id)).toEqual(["end-wed"]);
  });

  it("lists overdue legs by status or by date, never a completed one", async () => {
    const overdue = await overdueLegs(db(), {}, TODAY, settings);
    expect(overdue.rows.map((r) => r.id)).toEqual(["overdue-by-date", "overdue-reported"]);
  });

  it("sums settling amounts per currency in exact decimals, never across currencies", async () => {
    const settling = await settlingSoon(db(), {}, TODAY, settings);
    expect(settling.total).toBe(3);
    expect(settling.until).toBe("2026-12-02");
    expect(settling.currencies).toEqual([
      { currency: "EUR", legs: 3, amount: "1300.305", unknownAmounts: 0 },
      { currency: "KWD", legs: 2, amount: "3.006", unknownAmounts: 0 },
      { currency: "USD", legs: 1, amount: null, unknownAmounts: 1 },
    ]);
  });

  it("lists legs in process since at least 2 business days", async () => {
    const long = await longInProcessLegs(db(), {}, TODAY, settings);
    expect(long.rows.map((r) => r.id)).toEqual(["settle-too-late", "settle-unknown"]);
    // On Monday, last Thursday is 2 business days back: the weekend does not count.
    const monday = await longInProcessLegs(db(), {}, "2026-11-30", settings);
    expect(monday.rows.map((r) => r.id)).toEqual(["settle-too-late", "settle-unknown", "settle-2", "settle-1"]);
  });

  it("lists marks moved at least the threshold either way, largest first, open legs only", async () => {
    const moved = await mtmMovedLegs(db(), {}, settings);
    expect(moved.rows.map((r) => [r.id, r.mtmChangePct])).toEqual([
      ["mtm-down", "-3.25"],
      ["mtm-up", "2.5"],
    ]);
  });

  it("narrows every list by customer (id, or part of the name, as the book page does) and by pair", async () => {
    expect((await endingSoonLegs(db(), { customer: BETA }, TODAY, settings)).rows.map((r) => r.id)).toEqual([
      "end-unknown-amounts",
    ]);
    const byName = await exposureByPair(db(), { customer: "beta" }, 12);
    expect(byName.top.map((p) => `${p.from}-${p.to}`)).toEqual(["EUR-USD", "JPY-BHD"]);
    const jpy = await endingSoonLegs(db(), { pair: { from: "EUR", to: "JPY" } }, TODAY, settings);
    expect(jpy.rows.map((r) => r.id)).toEqual(["end-wed"]);
  });

  it("totals Active exposure per pair on both sides exactly, and folds the rest into others per currency", async () => {
    const all = await exposureByPair(db(), {}, 12);
    const eurUsd = all.top.find((p) => p.from === "EUR" && p.to === "USD")!;
    // 0.1 + 0 (drawn) + 1000 × 5 (end-thu-next, mtm ×3, overdue-by-date); the unknown-amounts leg adds nothing.
    expect(eurUsd).toMatchObject({ count: 8, fromAmount: "5000.1", fromUnknown: 1, toUnknown: 1 });
    expect(all.top.find((p) => p.from === "JPY")).toMatchObject({ fromAmount: "5000000", toAmount: "12.345" });
    const folded = await exposureByPair(db(), {}, 1);
    expect(folded.top.map((p) => `${p.from}-${p.to}`)).toEqual(["EUR-USD"]);
    expect(folded.others).toEqual({
      pairs: 2,
      count: 2,
      perCurrency: [
        { currency: "BHD", amount: "12.345", unknown: 0 },
        { currency: "EUR", amount: "1000", unknown: 0 },
        { currency: "JPY", amount: "5150000", unknown: 0 },
      ],
    });
  });

  it("buckets open legs by end date, overdue first, and counts those without an end date", async () => {
    const ladder = await maturityLadder(db(), {}, TODAY, 6);
    const eurUsd = ladder.pairs.find((p) => p.from === "EUR" && p.to === "USD")!;
    expect(eurUsd.cells.get("overdue")).toMatchObject({ count: 2, fromAmount: "2000" });
    // This week: end-today 0.1, drawn 0, the unknown-amounts leg, settle-unknown 1000 (settle-1 and -2 are EUR/KWD).
    expect(eurUsd.cells.get("w1")).toMatchObject({ count: 4, fromAmount: "1000.1", fromUnknown: 1 });
    expect(ladder.pairs.find((p) => p.to === "KWD")!.cells.get("w1")).toMatchObject({
      fromAmount: "300.305",
      toAmount: "3.006",
    });
    expect(ladder.withoutEndDate).toBe(1);
    expect(eurUsd.cells.get("w2")).toMatchObject({ count: 1, fromAmount: "1000" });
    const jpy = ladder.pairs.find((p) => p.from === "JPY")!;
    expect([...jpy.cells.keys()]).toEqual(["m2027-02"]);
    expect(ladder.pairs[0]).toMatchObject({ from: "EUR", to: "USD" });
    const top1 = await maturityLadder(db(), {}, TODAY, 1);
    expect(top1.pairs).toHaveLength(1);
    expect(top1.otherPairs).toBe(3);
  });

  it("says the book has never been filled, then when its last complete pass finished", async () => {
    const before = await bookFreshness(db());
    expect(before).toMatchObject({ lastCompletePassAt: null, runningSince: null, lastFailure: null });
    expect(before.hasLegs).toBe(true);
    // Until a pass completes, the line dates the book by its newest row.
    expect(before.newestRowAt).toBeInstanceOf(Date);
    const finished = new Date("2026-11-26T09:42:00Z");
    await db()
      .insert(bookSyncPasses)
      .values({ trigger: "schedule", instance: "a", status: "succeeded", finishedAt: finished });
    await db()
      .insert(bookSyncPasses)
      .values({ trigger: "schedule", instance: "a", status: "running", startedAt: new Date("2026-11-26T10:00:00Z") });
    const after = await bookFreshness(db());
    expect(after.lastCompletePassAt?.toISOString()).toBe(finished.toISOString());
    expect(after.runningSince?.toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect(after.newestRowAt).toBeNull();
  });

  it("says when the last pass stopped, never its raw error (that is for admins on the sync page)", async () => {
    const error = "Customers: upstream said 'quota for key hd-live-7 exhausted' (GET /customers, request r-77)";
    await db()
      .insert(bookSyncPasses)
      .values({
        trigger: "schedule",
        instance: "a",
        status: "failed",
        // The newest pass whatever the clock says now.
        startedAt: new Date("2099-11-26T10:30:00Z"),
        finishedAt: new Date("2099-11-26T10:40:00Z"),
        lastError: error,
      });
    const freshness = await bookFreshness(db());
    expect(freshness.lastFailure).toEqual({ at: new Date("2099-11-26T10:40:00Z") });
    expect(JSON.stringify(freshness)).not.toContain("hd-live-7");
  });

  it("totals the last 30 days' conversions per pair", async () => {
    await db()
      .insert(bookConversions)
      .values([
        {
          id: "cv1",
          fromCurrency: "GBP",
          toCurrency: "KWD",
          fromCurrencyAmount: "0.1",
          toCurrencyAmount: "0.038",
          issuedAt: "2026-10-28",
          raw: {},
        },
        {
          id: "cv2",
          fromCurrency: "GBP",
          toCurrency: "KWD",
          fromCurrencyAmount: "0.2",
          toCurrencyAmount: "0.077",
          issuedAt: TODAY,
          raw: {},
        },
        { id: "cv3", fromCurrency: "GBP", toCurrency: "KWD", fromCurrencyAmount: "5", issuedAt: "2026-10-27", raw: {} },
        {
          id: "cv4",
          fromCurrency: "USD",
          toCurrency: "JPY",
          fromCurrencyAmount: "10",
          toCurrencyAmount: "1500",
          raw: {},
        },
      ]);
    const conversions = await conversionsByPair(db(), {}, TODAY, 12);
    expect(conversions.since).toBe("2026-10-28");
    expect(conversions.top).toEqual([
      { from: "GBP", to: "KWD", count: 2, fromAmount: "0.3", toAmount: "0.115", fromUnknown: 0, toUnknown: 0 },
    ]);
    expect(conversions.undated).toBe(1);
  });

  it("lists calls still unknown, not those an answer or a verdict settled", async () => {
    const attempt = async (action: string) => {
      const [row] = await db()
        .insert(auditEvents)
        .values({ staffUserId: "s", staffEmail: "op@hedge-desk.test", action, customerId: ACME, outcome: "attempt" })
        .returning({ id: auditEvents.id });
      return row!.id;
    };
    const outcome = (attemptId: number, outcome: "unknown" | "succeeded") =>
      db()
        .insert(auditEvents)
        .values({ staffUserId: "s", staffEmail: "op@hedge-desk.test", action: "x", outcome, attemptId });
    // No call yet: the stamp still comes back from the same statement (the calls are a lateral join on its row).
    const none = await stampAndUnresolvedCalls(db(), undefined, 8);
    expect(none.calls).toEqual({ total: 0, rows: [] });
    expect(none.stamp).toEqual(await readBookStamp(db()));
    const open = await attempt("cancelDualHedge");
    await outcome(open, "unknown");
    const settled = await attempt("acceptDrawdown");
    await outcome(settled, "unknown");
    await outcome(settled, "succeeded");
    await attempt("acceptEarlySettlement"); // in flight: no outcome yet, not unknown
    const calls = await unresolvedCalls(db(), undefined, 8);
    expect(calls.total).toBe(1);
    expect(calls.rows.map((r) => [r.id, r.action])).toEqual([[open, "cancelDualHedge"]]);
    expect((await unresolvedCalls(db(), BETA, 8)).total).toBe(0);
    expect((await unresolvedCalls(db(), "acme", 8)).total).toBe(1);
    // Counted past the list's limit: two more unknown, newest first, two shown of three.
    const second = await attempt("acceptDrawdown");
    await outcome(second, "unknown");
    const third = await attempt("acceptDrawdown");
    await outcome(third, "unknown");
    const capped = await unresolvedCalls(db(), undefined, 2);
    expect(capped.total).toBe(3);
    expect(capped.rows.map((r) => r.id)).toEqual([third, second]);
    const both = await stampAndUnresolvedCalls(db(), undefined, 2);
    expect(both.stamp).toEqual(await readBookStamp(db()));
    expect(both.calls.rows[0]).toMatchObject({ id: third, action: "acceptDrawdown", staffEmail: "op@hedge-desk.test" });
    expect(both.calls.rows[0]!.occurredAt).toBeInstanceOf(Date);
    expect(both.calls.rows[0]!.unknownSince).toBeInstanceOf(Date);
    expect(both.calls.rows[0]!.targetIds).toEqual({});
  });
});
