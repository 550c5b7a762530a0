import { describe, expect, it } from "vitest";
import { checkDrawdownAmount, pickDrawdownAmount } from "./drawdown-rules";

describe("checkDrawdownAmount", () => {
  it("allows 100.1 − 90.1, which leaves exactly 10", () => {
    const result = checkDrawdownAmount({ amount: 90.1, remaining: 100.1, currency: "USD" });
    expect(result).toEqual({ ok: true, amount: "90.1", remainingAfter: "10", full: false });
  });

  it("allows the full remaining amount", () => {
    expect(checkDrawdownAmount({ amount: 100.1, remaining: "100.10", currency: "USD" })).toEqual({
      ok: true,
      amount: "100.1",
      remainingAfter: "0",
      full: true,
    });
  });

  it("allows exactly the minimum", () => {
    expect(checkDrawdownAmount({ amount: 10, remaining: 20, currency: "EUR" }).ok).toBe(true);
  });

  it("refuses less than 10 in the fixed side's currency", () => {
    const result = checkDrawdownAmount({ amount: 9.99, remaining: 1000, currency: "USD" });
    expect(result).toMatchObject({ ok: false, rule: "minimum", amount: "9.99", minimum: "10" });
  });

  it("refuses more than remains", () => {
    const result = checkDrawdownAmount({ amount: 100.11, remaining: "100.1", currency: "USD" });
    expect(result).toMatchObject({ ok: false, rule: "maximum", amount: "100.11", remaining: "100.1" });
  });

  it("refuses a remainder between 0 and 10", () => {
    const result = checkDrawdownAmount({ amount: 90.11, remaining: 100.1, currency: "USD" });
    expect(result).toMatchObject({ ok: false, rule: "remainder", remainderAfter: "9.99" });
    if (!result.ok) expect(result.message).toContain("9.99 USD");
  });

  it("refuses more decimals than the currency has", () => {
    expect(checkDrawdownAmount({ amount: 10.5, remaining: 100, currency: "JPY" })).toMatchObject({
      ok: false,
      rule: "precision",
      maxDecimals: 0,
    });
    expect(checkDrawdownAmount({ amount: 10.125, remaining: 100, currency: "KWD" }).ok).toBe(true);
  });

  it("refuses something that is not a number", () => {
    expect(checkDrawdownAmount({ amount: "ten", remaining: 100, currency: "USD" })).toMatchObject({
      ok: false,
      rule: "not_a_number",
    });
  });

  it("refuses zero and negative amounts as below the minimum", () => {
    expect(checkDrawdownAmount({ amount: 0, remaining: 100, currency: "USD" })).toMatchObject({ rule: "minimum" });
    expect(checkDrawdownAmount({ amount: -20, remaining: 100, currency: "USD" })).toMatchObject({ rule: "minimum" });
  });
});

describe("pickDrawdownAmount", () => {
  it("takes the amount on the fixed side", () => {
    expect(pickDrawdownAmount({ toCurrencyAmount: 50 }, "toCurrencyAmount")).toEqual({ ok: true, amount: 50 });
  });
  it("refuses both, neither, and the wrong side", () => {
    expect(pickDrawdownAmount({ fromCurrencyAmount: 1, toCurrencyAmount: 2 }, "toCurrencyAmount")).toMatchObject({
      rule: "both_amounts",
    });
    expect(pickDrawdownAmount({}, "toCurrencyAmount")).toMatchObject({ rule: "amount_missing" });
    expect(pickDrawdownAmount({ fromCurrencyAmount: 50 }, "toCurrencyAmount")).toMatchObject({
      rule: "wrong_side",
    });
  });
});

describe("float-drift cases", () => {
  it("allows 20.4 − 10.4 (9.999999999999998 in floats): it leaves exactly 10", () => {
    expect(20.4 - 10.4).toBeLessThan(10);
    expect(checkDrawdownAmount({ amount: 10.4, remaining: 20.4, currency: "USD" })).toMatchObject({
      ok: true,
      remainingAfter: "10",
    });
  });
});
