import { describe, expect, it } from "vitest";
import { decimal, minorUnits } from "@/lib/domain/money";
import { addDays } from "../clock";
import { UUID_PATTERN } from "../schemas/common";
import { DEMO_DUAL_HEDGES, generateDemoData } from "./index";

const TODAY = "2026-11-21";
const NOW = Date.parse(`${TODAY}T12:00:00Z`) / 1000;
const data = generateDemoData({ seed: 20_261_121, scale: 1, today: TODAY, nowTs: NOW });
const duals = [...data.dualHedges()];
const conversions = [...data.conversions()];
const legs = duals.flatMap((d) => d.legs);

describe("demo data", () => {
  it("is deterministic for a seed", () => {
    const again = generateDemoData({ seed: 20_261_121, scale: 1, today: TODAY, nowTs: NOW });
    expect(again.customers).toEqual(data.customers);
    expect([...again.dualHedges()]).toEqual(duals);
    const other = generateDemoData({ seed: 7, scale: 1, today: TODAY, nowTs: NOW });
    expect(other.customers[0]?.id).not.toBe(data.customers[0]?.id);
  });

  it("has the required sizes and mix", () => {
    expect(data.customers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.customers.map((c) => c.status))).toEqual(new Set(["Approved", "Pending", "Rejected"]));
    expect(duals.length).toBe(DEMO_DUAL_HEDGES);
    expect(conversions.length).toBeGreaterThanOrEqual(150);
    expect(conversions.some((c) => c.completedAt === null)).toBe(true);
    const statuses = new Set(legs.map((leg) => leg.status));
    for (const status of ["Active", "Cancelled", "Completed", "InProcess", "Overdue"])
      expect(statuses).toContain(status);
    expect(new Set(duals.map((d) => d.dual.functionalCurrency)).size).toBeGreaterThanOrEqual(5);
    expect(duals.flatMap((d) => d.drawdowns).length).toBeGreaterThan(5);
  });

  it("gives hedges to Approved customers only", () => {
    const approved = new Set(data.customers.filter((c) => c.status === "Approved").map((c) => c.id));
    for (const { dual } of duals) expect(approved.has(dual.customerId)).toBe(true);
  });

  it("routes both legs through the functional currency, with the dual rate their product", () => {
    for (const {
      dual,
      legs: [customer, supplier],
    } of duals) {
      expect(dual.functionalCurrency).not.toBe(dual.fromCurrency);
      expect(dual.functionalCurrency).not.toBe(dual.toCurrency);
      expect([customer?.fromCurrency, customer?.toCurrency]).toEqual([dual.fromCurrency, dual.functionalCurrency]);
      expect([supplier?.fromCurrency, supplier?.toCurrency]).toEqual([dual.functionalCurrency, dual.toCurrency]);
      const product = decimal(customer!.quote).times(supplier!.quote).round(6, 1);
      expect(product.eq(dual.rate)).toBe(true);
    }
  });

  it("keeps every leg's remaining amounts on its rate, the derived side within one minor unit", () => {
    for (const leg of legs) {
      const from = decimal(leg.fromCurrencyAmount);
      const to = decimal(leg.toCurrencyAmount);
      const off =
        leg.fixedSide === "toCurrencyAmount"
          ? from
              .minus(to.times(leg.quote))
              .abs()
              .times(10 ** minorUnits(leg.fromCurrency))
          : to
              .minus(from.div(leg.quote))
              .abs()
              .times(10 ** minorUnits(leg.toCurrency));
      expect(
        off.lte(1),
        `${leg.id} ${leg.fixedSide} ${leg.fromCurrencyAmount} ${leg.toCurrencyAmount} ${leg.quote}`,
      ).toBe(true);
    }
  });

  it("dates everything within the last 90 days and consistently with the status", () => {
    for (const leg of legs) {
      expect(leg.issuedAt >= addDays(TODAY, -90) && leg.issuedAt <= TODAY).toBe(true);
      expect(leg.updatedAt >= leg.issuedAt && leg.updatedAt <= TODAY).toBe(true);
      expect(leg.acceptedAtTs).toBeLessThanOrEqual(NOW);
      if (leg.status === "Active") expect(leg.endAt > TODAY).toBe(true);
      if (leg.status === "Cancelled") expect(leg.cancelledAt).not.toBeNull();
      else expect(leg.cancelledAt).toBeNull();
      if (leg.status === "Completed") {
        expect(leg.completedAt! <= TODAY).toBe(true);
        expect(decimal(leg.fromCurrencyAmount).eq(0) && decimal(leg.toCurrencyAmount).eq(0)).toBe(true);
      } else {
        expect(leg.completedAt).toBeNull();
        expect(decimal(leg[leg.fixedSide as "toCurrencyAmount"]).gte(10)).toBe(true);
      }
    }
  });

  it("gives the book's questions answers: legs ending this week, overdue, in process, cancelled, completed", () => {
    const count = (test: (leg: (typeof legs)[number]) => boolean) => legs.filter(test).length;
    const thisWeek = count((leg) => leg.status === "Active" && leg.endAt > TODAY && leg.endAt <= addDays(TODAY, 7));
    expect(thisWeek).toBeGreaterThanOrEqual(4);
    expect(count((leg) => leg.status === "Overdue" && leg.endAt < TODAY)).toBeGreaterThanOrEqual(2);
    expect(count((leg) => leg.status === "InProcess" && leg.endAt === TODAY)).toBeGreaterThanOrEqual(2);
    expect(count((leg) => leg.status === "Cancelled")).toBeGreaterThanOrEqual(6);
    expect(count((leg) => leg.status === "Completed")).toBeGreaterThanOrEqual(6);
    // More legs than one page of the book, and customers sharing words in their names, for paging and search.
    expect(legs.length).toBeGreaterThan(100);
  });

  it("puts several dual hedges of a customer on one issue day and one update day", () => {
    const byCustomerDay = (day: (d: (typeof duals)[number]) => string[]) => {
      const counts = new Map<string, number>();
      for (const d of duals)
        for (const key of new Set(day(d)))
          counts.set(`${d.dual.customerId}/${key}`, (counts.get(`${d.dual.customerId}/${key}`) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    expect(byCustomerDay((d) => [d.dual.issuedAt])).toBeGreaterThan(1);
    expect(byCustomerDay((d) => d.legs.map((leg) => leg.updatedAt))).toBeGreaterThan(1);
  });

  it("keeps fresh Active legs in reserve for the browser tests that act on one each", () => {
    // As e2e/support/sandbox-legs.ts takeLeg picks them: one leg a dual hedge, not updated today, a 2-decimal fixed
    // side with at least 1000 on it. 34 specs take one; at 60 dual hedges there were exactly 34.
    const fresh = duals.filter(({ legs: pair }) =>
      pair.some((leg) => {
        const side = leg.fixedSide as "fromCurrencyAmount" | "toCurrencyAmount";
        const currency = side === "fromCurrencyAmount" ? leg.fromCurrency : leg.toCurrency;
        return (
          leg.status === "Active" &&
          leg.updatedAt !== TODAY &&
          minorUnits(currency) === 2 &&
          decimal(leg[side]).gte(1000)
        );
      }),
    );
    expect(fresh.length).toBeGreaterThanOrEqual(60);
  });

  it("keeps each customer's dual hedges, and the book's busiest pair and week, within one page of 25", () => {
    const perCustomer = new Map<string, number>();
    for (const { dual } of duals) perCustomer.set(dual.customerId, (perCustomer.get(dual.customerId) ?? 0) + 1);
    expect(Math.max(...perCustomer.values())).toBeLessThanOrEqual(25);
    const perPair = new Map<string, number>();
    for (const leg of legs)
      perPair.set(
        `${leg.fromCurrency}/${leg.toCurrency}`,
        (perPair.get(`${leg.fromCurrency}/${leg.toCurrency}`) ?? 0) + 1,
      );
    expect(Math.max(...perPair.values())).toBeLessThanOrEqual(25);
    expect(legs.filter((leg) => leg.status === "Overdue").length).toBeLessThanOrEqual(25);
  });

  it("uses version 4 UUIDs", () => {
    const ids = [...data.customers.map((c) => c.id), ...legs.map((l) => l.id), ...conversions.map((c) => c.id!)];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.every((id) => UUID_PATTERN.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
