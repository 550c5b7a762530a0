import { describe, expect, it } from "vitest";
import { withLegCurrencies } from "./leg-currencies";

describe("withLegCurrencies", () => {
  it("fills only the currencies the answer left out", () => {
    const leg = { fromCurrency: "MXN", toCurrency: "JPY" };
    expect(withLegCurrencies({ fromCurrency: null, toCurrency: null, amount: 1 }, leg)).toEqual({
      fromCurrency: "MXN",
      toCurrency: "JPY",
      amount: 1,
    });
    expect(withLegCurrencies({ fromCurrency: "USD", toCurrency: null }, leg)).toEqual({
      fromCurrency: "USD",
      toCurrency: "JPY",
    });
  });
});
