import { describe, expect, it } from "vitest";
import { formatAmountChange, formatRateChange, NO_CHANGE } from "./format-change";

describe("formatAmountChange", () => {
  it("signs the change in the currency's own digits", () => {
    expect(formatAmountChange("-500", "USD")).toBe("-USD\u00a0500.00");
    expect(formatAmountChange("12.5", "EUR")).toBe("+EUR\u00a012.50");
    expect(formatAmountChange("-1000", "JPY")).toBe("-JPY\u00a01,000");
  });

  it("says so when nothing changed, and shows a non-number as it came", () => {
    expect(formatAmountChange("0", "USD")).toBe(NO_CHANGE);
    expect(formatAmountChange("changed", "USD")).toBe("changed");
  });
});

describe("formatRateChange", () => {
  it("signs a rate change with up to 6 decimals", () => {
    expect(formatRateChange("-0.000215")).toBe("-0.000215");
    expect(formatRateChange("0.01")).toBe("+0.01");
    expect(formatRateChange("0")).toBe(NO_CHANGE);
  });
});
