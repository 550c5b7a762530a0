import { describe, expect, it } from "vitest";
import { promiseReads, type ClassLoad } from "./read-promise";
import type { ReadClass, ScheduleConfig, ScheduledCustomer } from "./read-schedule";
import { longestGap, simulateSchedule } from "./testing/simulate-schedule";

const MIN = 60_000;
const config: ScheduleConfig = {
  maxAgeMs: { attention: 10 * MIN, new: 10 * MIN, active: 120 * MIN, quiet: 24 * 60 * MIN },
  urgentShare: 0.5,
};
const none: ClassLoad = { customers: 0, calls: 0 };
const load = (more: Partial<Record<ReadClass, ClassLoad>>) => ({
  attention: none,
  new: none,
  active: none,
  quiet: none,
  ...more,
});

describe("what the schedule can promise", () => {
  it("promises each class its maximum age when the rate covers every class once per maximum age", () => {
    // 600 calls per 10 min is exactly 1 call a second
    const promise = promiseReads(1, load({ attention: { customers: 600, calls: 600 } }), config);
    expect(promise.attention).toEqual({ targetMs: 10 * MIN, promisedMs: 10 * MIN, holds: true, lateByMs: 0 });
  });

  it("says by how much it cannot hold: half the rate needed doubles the time between reads", () => {
    const promise = promiseReads(0.5, load({ attention: { customers: 600, calls: 600 } }), config);
    expect(promise.attention.holds).toBe(false);
    expect(promise.attention.promisedMs).toBeCloseTo(20 * MIN, -2);
    expect(promise.attention.lateByMs).toBeCloseTo(10 * MIN, -2);
  });

  it("keeps the urgent lane's share: routine customers take the shortfall first", () => {
    // attention needs 1 call/s of 5; active needs 10/s: the urgent lane holds, active slips
    const promise = promiseReads(
      5,
      load({ attention: { customers: 600, calls: 600 }, active: { customers: 72_000, calls: 72_000 } }),
      config,
    );
    expect(promise.attention.holds).toBe(true);
    expect(promise.active.holds).toBe(false);
    // 4 calls/s left for 72,000 calls: one round takes 5 h
    expect(promise.active.promisedMs).toBeCloseTo(300 * MIN, -3);
  });

  it("50,000 customers, half needing attention, at 5 calls a second: every class says it cannot hold, and by how much", () => {
    const promise = promiseReads(
      5,
      load({
        attention: { customers: 25_000, calls: 27_500 },
        active: { customers: 15_000, calls: 16_500 },
        quiet: { customers: 10_000, calls: 10_000 },
      }),
      config,
    );
    expect(promise.attention.holds).toBe(false);
    expect(promise.active.holds).toBe(false);
    expect(promise.attention.promisedMs).toBeGreaterThan(80 * MIN); // 27,500 calls at 2.5 a second or more
  });

  // docs/book.md's arithmetic: 5 calls a second less the lists' walks every 15 min (a page per 100 customers and
  // per 100 conversions), one page per customer; 5 % need attention, 45 % active, 50 % quiet.
  const documented = (customers: number, conversionPages: number, shares: [number, number, number]) => {
    const [attention, active, quiet] = shares.map((share) => Math.round(customers * share));
    const rate = 5 - (customers / 100 + conversionPages) / 900;
    const one = (n: number) => ({ customers: n, calls: n });
    return promiseReads(rate, load({ attention: one(attention!), active: one(active!), quiet: one(quiet!) }), config);
  };
  const minutes = (promise: { promisedMs: number }) => Math.round(promise.promisedMs / MIN);

  it("the documented arithmetic: 5,000 customers hold every target", () => {
    const promise = documented(5_000, 10, [0.05, 0.45, 0.5]);
    expect([promise.attention, promise.active, promise.quiet].every((p) => p.holds)).toBe(true);
  });

  it("the documented arithmetic: 50,000 customers cannot; the urgent lane's share keeps attention near its target", () => {
    const promise = documented(50_000, 100, [0.05, 0.45, 0.5]);
    expect([minutes(promise.attention), minutes(promise.active), minutes(promise.quiet)]).toEqual([19, 198, 1518]);
  });

  it("the documented arithmetic: 50,000 customers, half needing attention", () => {
    const promise = documented(50_000, 100, [0.5, 0.3, 0.2]);
    expect([minutes(promise.attention), minutes(promise.active), minutes(promise.quiet)]).toEqual([131, 241, 1561]);
  });

  it("agrees with the schedule run on a simulated clock, overloaded", () => {
    // 2,000 attention customers of one call each at 2 calls a second: a round takes 1,000 s, beyond the 600 s target
    const customers: ScheduledCustomer[] = Array.from({ length: 2000 }, (_, i) => ({
      id: `a${i}`,
      readClass: "attention",
      seenAt: 0,
      triedAt: 0,
      readAt: 0,
      intervalMs: 10 * MIN,
      requestedAt: null,
    }));
    const hours = 3 * 60 * MIN;
    const { reads } = simulateSchedule(config, customers, hours, { perSecond: 2 });
    const promise = promiseReads(2, load({ attention: { customers: 2000, calls: 2000 } }), config);
    // After the first round (all start due together, a transient), the longest gap between two reads of a customer
    const settled = reads.filter((read) => read.at >= 2000_000);
    const gap = longestGap(
      settled,
      customers.map((c) => c.id),
      hours,
      { from: 2000_000, ends: false },
    );
    expect(promise.attention.holds).toBe(false);
    expect(gap).toBeLessThanOrEqual(promise.attention.promisedMs + 1000);
    expect(gap).toBeGreaterThan(promise.attention.promisedMs * 0.9);
  });
});
