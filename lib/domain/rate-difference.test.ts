import { describe, expect, it } from "vitest";
import { rateDifference, signed } from "./rate-difference";

describe("rateDifference", () => {
  it("is exact where floats are not", () => {
    expect(1.1 - 1.3).not.toBe(-0.2);
    expect(rateDifference(1.1, 1.3)).toEqual({ difference: "-0.2", percent: "-15.3846", direction: "lower" });
  });

  it("says higher, lower or the same", () => {
    expect(rateDifference("20.6165", "20.6")).toMatchObject({
      difference: "0.0165",
      direction: "higher",
      percent: "0.0801",
    });
    expect(rateDifference(0.92, 0.92)).toEqual({ difference: "0", percent: "0", direction: "same" });
  });

  it("gives no percentage against a locked rate of 0, and nothing for a non-number", () => {
    expect(rateDifference(1, 0)).toMatchObject({ difference: "1", percent: null });
    expect(rateDifference(Number.NaN, 1)).toBeNull();
  });
});

describe("signed", () => {
  it("adds a plus to positive numbers only", () => {
    expect(signed("0.5")).toBe("+0.5");
    expect(signed("-0.5")).toBe("-0.5");
    expect(signed("0")).toBe("0");
  });
});
