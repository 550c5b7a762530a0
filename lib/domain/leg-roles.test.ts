import { describe, expect, it } from "vitest";
import { isDrawable, labelDualHedgeLegs, labelLegs, remainingOnFixedSide } from "./leg-roles";

const route = { fromCurrency: "MXN", functionalCurrency: "EUR", toCurrency: "USD" };
const customer = { fromCurrency: "MXN", toCurrency: "EUR" };
const supplier = { fromCurrency: "EUR", toCurrency: "USD" };
const labels = (legs: { label: string }[]) => legs.map((leg) => leg.label);

describe("labelLegs", () => {
  it("names the legs by the currencies, in whatever order they come", () => {
    expect(labels(labelLegs(route, [customer, supplier]))).toEqual(["Customer leg", "Supplier leg"]);
    const swapped = labelLegs(route, [supplier, customer]);
    expect(swapped.map((leg) => leg.role)).toEqual(["supplier", "customer"]);
    expect(swapped.map((leg) => leg.position)).toEqual([1, 2]);
    expect(swapped[0]!.leg).toBe(supplier);
  });

  it("ignores the case of currency codes", () => {
    expect(labels(labelLegs(route, [{ fromCurrency: "mxn", toCurrency: "eur" }, supplier]))).toEqual([
      "Customer leg",
      "Supplier leg",
    ]);
  });

  it("falls back to positions when a leg matches neither role (production's own example)", () => {
    const production = { fromCurrency: "MXN", toCurrency: "USD" };
    expect(labels(labelLegs(route, [production]))).toEqual(["Leg 1"]);
    expect(labels(labelLegs(route, [customer, production]))).toEqual(["Leg 1", "Leg 2"]);
  });

  it("falls back to positions when two legs claim the same role", () => {
    expect(labels(labelLegs(route, [customer, customer]))).toEqual(["Leg 1", "Leg 2"]);
  });

  it("falls back to positions when the functional currency equals a side", () => {
    const eurRoute = { fromCurrency: "EUR", functionalCurrency: "EUR", toCurrency: "USD" };
    const legs = [
      { fromCurrency: "EUR", toCurrency: "EUR" },
      { fromCurrency: "EUR", toCurrency: "USD" },
    ];
    expect(labels(labelLegs(eurRoute, legs))).toEqual(["Leg 1", "Leg 2"]);
    expect(labelLegs(eurRoute, legs).every((leg) => leg.role === null)).toBe(true);
  });

  it("tolerates one leg or three", () => {
    expect(labels(labelLegs(route, [supplier]))).toEqual(["Supplier leg"]);
    expect(labels(labelLegs(route, [customer, supplier, supplier]))).toEqual(["Leg 1", "Leg 2", "Leg 3"]);
    expect(labelLegs(route, [])).toEqual([]);
  });

  it("labels a dual hedge's own legs", () => {
    expect(labels(labelDualHedgeLegs({ ...route, hedges: [customer, supplier] }))).toEqual([
      "Customer leg",
      "Supplier leg",
    ]);
  });
});

const leg = {
  status: "Active",
  fixedSide: "toCurrencyAmount",
  fromCurrency: "MXN",
  toCurrency: "USD",
  fromCurrencyAmount: 32161.8,
  toCurrencyAmount: 1560,
};

describe("remainingOnFixedSide", () => {
  it("reads the amount on the fixed side, in that side's currency", () => {
    expect(remainingOnFixedSide(leg)).toEqual({ amount: "1560", currency: "USD", side: "toCurrencyAmount" });
    expect(remainingOnFixedSide({ ...leg, fixedSide: "fromCurrencyAmount" })).toEqual({
      amount: "32161.8",
      currency: "MXN",
      side: "fromCurrencyAmount",
    });
  });

  it("does not guess a side it does not know", () => {
    expect(remainingOnFixedSide({ ...leg, fixedSide: "both" })).toBeNull();
  });
});

describe("isDrawable", () => {
  it("needs an Active leg with at least 10 left on the fixed side, compared exactly", () => {
    expect(isDrawable(leg)).toBe(true);
    expect(isDrawable({ ...leg, toCurrencyAmount: 10 })).toBe(true);
    expect(isDrawable({ ...leg, toCurrencyAmount: 9.99 })).toBe(false);
    expect(isDrawable({ ...leg, toCurrencyAmount: 0 })).toBe(false);
    // 20.4 − 10.4 in floats is 9.999999999999998: below 10, read exactly as it is.
    expect(isDrawable({ ...leg, toCurrencyAmount: 20.4 - 10.4 })).toBe(false);
  });

  it("looks at the fixed side only", () => {
    expect(isDrawable({ ...leg, toCurrencyAmount: 5, fromCurrencyAmount: 100 })).toBe(false);
    expect(isDrawable({ ...leg, fixedSide: "fromCurrencyAmount", toCurrencyAmount: 5 })).toBe(true);
  });

  it("refuses any other status and an unknown fixed side", () => {
    for (const status of ["Cancelled", "Completed", "InProcess", "Overdue", "active", "Paused"]) {
      expect(isDrawable({ ...leg, status })).toBe(false);
    }
    expect(isDrawable({ ...leg, fixedSide: "unknown" })).toBe(false);
  });
});
