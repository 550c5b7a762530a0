import { describe, expect, it } from "vitest";
import { type PairTotal, perCurrency, topPairs } from "./pair-totals";

const pair = (from: string | null, to: string | null, fields: Partial<PairTotal> = {}): PairTotal => ({
  from,
  to,
  count: 1,
  fromAmount: null,
  toAmount: null,
  fromUnknown: 0,
  toUnknown: 0,
  ...fields,
});

describe("totals per currency", () => {
  it("adds both sides of every pair in their own currency, exactly, never across currencies", () => {
    const rows = [
      pair("EUR", "USD", { count: 3, fromAmount: "0.1", toAmount: "12345678901234567.89" }),
      pair("USD", "JPY", { count: 2, fromAmount: "0.2", toAmount: "150000" }),
      pair("EUR", "GBP", { fromAmount: "0.2", toAmount: "1000.10" }),
    ];
    expect(perCurrency(rows)).toEqual([
      { currency: "EUR", amount: "0.3", unknown: 0 }, // a float would say 0.30000000000000004
      { currency: "GBP", amount: "1000.10", unknown: 0 }, // one amount stays as written
      { currency: "JPY", amount: "150000", unknown: 0 },
      { currency: "USD", amount: "12345678901234568.09", unknown: 0 }, // 20 digits: no double would keep them
    ]);
  });

  it("counts amounts the service did not say apart, and puts an unknown currency last", () => {
    const rows = [
      pair("EUR", "USD", { fromAmount: null, fromUnknown: 2, toAmount: "5", toUnknown: 1 }),
      pair(null, "USD", { toAmount: "1.5" }),
    ];
    expect(perCurrency(rows)).toEqual([
      { currency: "EUR", amount: null, unknown: 2 },
      { currency: "USD", amount: "6.5", unknown: 1 },
      { currency: null, amount: null, unknown: 0 },
    ]);
  });

  it("folds the pairs past the top ones into the same totals", () => {
    const rows = [
      pair("EUR", "USD", { count: 5, fromAmount: "1", toAmount: "1" }),
      pair("GBP", "USD", { count: 2, fromAmount: "2.5", toAmount: "3" }),
      pair("GBP", "JPY", { count: 1, fromAmount: "0.5", toAmount: "100" }),
    ];
    const { top, others } = topPairs(rows, 1);
    expect(top.map((row) => row.from)).toEqual(["EUR"]);
    expect(others).toEqual({ pairs: 2, count: 3, perCurrency: perCurrency(rows.slice(1)) });
    expect(others!.perCurrency.find((total) => total.currency === "GBP")!.amount).toBe("3");
  });
});
