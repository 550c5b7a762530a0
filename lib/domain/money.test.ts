import { describe, expect, it } from "vitest";
import {
  InvalidDecimalError,
  compare,
  decimal,
  decimalPlaces,
  divide,
  fitsMinorUnits,
  minorUnits,
  multiply,
  roundToCurrency,
  subtract,
  toDecimalString,
  toNumber,
  tryDecimal,
} from "./money";

describe("money", () => {
  it("subtracts exactly where floats drift", () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(20.4 - 10.4).not.toBe(10);
    expect(toDecimalString(subtract(20.4, 10.4))).toBe("10");
    expect(toDecimalString(subtract(100.1, 90.1))).toBe("10");
    expect(compare(subtract("0.3", "0.1"), "0.2")).toBe(0);
  });

  it("knows minor units per currency", () => {
    expect(minorUnits("JPY")).toBe(0);
    expect(minorUnits("KRW")).toBe(0);
    expect(minorUnits("USD")).toBe(2);
    expect(minorUnits("eur")).toBe(2);
    for (const code of ["BHD", "KWD", "OMR", "JOD", "TND"]) expect(minorUnits(code)).toBe(3);
    expect(minorUnits("??")).toBe(2);
  });

  it("multiplies and divides with half-up rounding to the result currency", () => {
    expect(toDecimalString(multiply("1560", "20.6165", "MXN"))).toBe("32161.74");
    expect(toDecimalString(multiply("0.5", "1", "JPY"))).toBe("1");
    expect(toDecimalString(divide("100", "3", "USD"))).toBe("33.33");
    expect(toDecimalString(divide("2", "3", "KWD"))).toBe("0.667");
    expect(toDecimalString(roundToCurrency("1.005", "USD"))).toBe("1.01");
    expect(() => divide(1, 0, "USD")).toThrow(RangeError);
  });

  it("parses strictly", () => {
    expect(toDecimalString(decimal(" 12.50 "))).toBe("12.5");
    expect(() => decimal(Number.NaN)).toThrow(InvalidDecimalError);
    expect(() => decimal("0x10")).toThrow(InvalidDecimalError);
    expect(() => decimal("")).toThrow(InvalidDecimalError);
    expect(tryDecimal("abc")).toBeNull();
    expect(tryDecimal(null)).toBeNull();
    expect(toDecimalString(decimal(1e21))).toBe("1000000000000000000000");
    expect(toDecimalString(decimal("1e-7"))).toBe("0.0000001");
  });

  it("counts decimal places and checks them against the currency", () => {
    expect(decimalPlaces("100.10")).toBe(1);
    expect(decimalPlaces(100)).toBe(0);
    expect(decimalPlaces("0.001")).toBe(3);
    expect(fitsMinorUnits("10.5", "JPY")).toBe(false);
    expect(fitsMinorUnits("10.125", "KWD")).toBe(true);
    expect(fitsMinorUnits("10.125", "USD")).toBe(false);
  });

  it("turns exact decimals into JSON numbers", () => {
    expect(toNumber("32161.80")).toBe(32161.8);
    expect(toNumber(subtract(100.1, 90.1))).toBe(10);
  });
});
