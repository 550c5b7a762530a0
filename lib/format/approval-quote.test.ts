import { describe, expect, it } from "vitest";
import { compareQuotes, differenceSummary, type KeptQuote } from "./approval-quote";

const leg = { fromCurrency: "EUR", toCurrency: "USD" };
const drawdown = (rate: number, to: number): KeptQuote => ({
  fixedSide: "fromCurrencyAmount",
  proposal: {
    fromCurrency: "EUR",
    toCurrency: "USD",
    fromCurrencyAmount: 600,
    toCurrencyAmount: to,
    quote: rate,
    endAt: "2026-12-21",
    settlementAt: "2026-12-23",
    beforeHedgeState: { fromCurrencyAmount: 1000, toCurrencyAmount: 1085, collateralAmount: 50 },
    afterHedgeState: { fromCurrencyAmount: 400, toCurrencyAmount: 434, collateralAmount: 20 },
  },
});

describe("the requested quote beside the fresh one", () => {
  it("before a fresh quote nothing differs and every line shows what the requester saw", () => {
    const lines = compareQuotes("acceptDrawdown", drawdown(1.085, 651), null, leg);
    expect(lines.some((line) => line.changed)).toBe(false);
    expect(lines.find((line) => line.key === "from")).toMatchObject({ label: "Amount in EUR", fresh: "" });
    expect(lines.map((line) => line.label)).toContain("After: hedge in USD");
  });

  it("names each line that differs, in words; a line that reads the same is the same", () => {
    const same = compareQuotes("acceptDrawdown", drawdown(1.085, 651), drawdown(1.085, 651.0), leg);
    expect(differenceSummary(same)).toBe("The fresh quote is the same as the requested one on every line.");
    const moved = compareQuotes("acceptDrawdown", drawdown(1.085, 651), drawdown(1.0862, 651.72), leg);
    expect(moved.filter((line) => line.changed).map((line) => line.label)).toEqual(["Amount in USD", "Rate"]);
    expect(differenceSummary(moved)).toBe("Differs from the requested quote: Amount in USD and Rate.");
  });

  it("an early settlement compares amounts, rate and the leg's locked rate", () => {
    const es = (rate: number): KeptQuote => ({
      proposal: { fromCurrencyAmount: 1000, toCurrencyAmount: 1000 * rate, quote: rate },
      leg: { fromCurrency: "EUR", toCurrency: "USD", quote: 1.08 },
    });
    const lines = compareQuotes("acceptEarlySettlement", es(1.09), es(1.1), leg);
    expect(lines.map((line) => line.label)).toEqual([
      "Amount in EUR",
      "Amount in USD",
      "Rate",
      "Locked rate of the leg",
    ]);
    expect(differenceSummary(lines)).toBe("Differs from the requested quote: Amount in USD and Rate.");
  });
});
