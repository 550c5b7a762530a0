import Big from "big.js";

/**
 * Exact decimal money helpers. Floats are fine for carrying an amount over JSON (the shortest
 * round-trip form of 100.1 is "100.1"), never for arithmetic on it: 100.1 - 90.1 is not 10.
 * Pure and isomorphic: no Node or Next imports, so the form, the action and the sandbox share it.
 */

export type Decimal = Big;
export type DecimalInput = number | string | Big;

// Our own constructor, so no other user of big.js can change our rounding or division precision.
const Dec = Big();
Dec.DP = 40;
Dec.RM = 1; // round half up
Dec.NE = -1e6; // never switch to exponent notation in toString()
Dec.PE = 1e6;

const ROUND_HALF_UP = 1 as const;

export class InvalidDecimalError extends Error {
  constructor(value: unknown) {
    super(`Not a finite decimal number: ${String(value)}`);
    this.name = "InvalidDecimalError";
  }
}

const DECIMAL_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** Parses a number, decimal string or Big exactly; throws InvalidDecimalError otherwise. */
export function decimal(value: DecimalInput): Decimal {
  if (value instanceof Big) return new Dec(value);
  if (typeof value === "number" && !Number.isFinite(value)) throw new InvalidDecimalError(value);
  if (typeof value === "string" && !DECIMAL_TEXT.test(value.trim())) throw new InvalidDecimalError(value);
  try {
    return new Dec(typeof value === "string" ? value.trim() : value);
  } catch {
    throw new InvalidDecimalError(value);
  }
}

/** Like `decimal`, but null instead of an exception (for user input of unknown type). */
export function tryDecimal(value: unknown): Decimal | null {
  if (typeof value !== "number" && typeof value !== "string" && !(value instanceof Big)) return null;
  try {
    return decimal(value);
  } catch {
    return null;
  }
}

const minorUnitCache = new Map<string, number>();

/**
 * Fraction digits of a currency's minor unit (JPY 0, USD 2, KWD 3), as the platform's own
 * currency data knows them. Unknown or malformed codes fall back to 2.
 */
export function minorUnits(currency: string): number {
  const code = currency.toUpperCase();
  const cached = minorUnitCache.get(code);
  if (cached !== undefined) return cached;
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  } catch {
    // RangeError for a code that is not three letters: keep the common default.
  }
  minorUnitCache.set(code, digits);
  return digits;
}

export function compare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return decimal(a).cmp(decimal(b));
}

export function add(a: DecimalInput, b: DecimalInput): Decimal {
  return decimal(a).plus(decimal(b));
}

export function subtract(a: DecimalInput, b: DecimalInput): Decimal {
  return decimal(a).minus(decimal(b));
}

export function isZero(a: DecimalInput): boolean {
  return decimal(a).eq(0);
}

/** Rounds half up to `places` decimal places. */
export function roundToPlaces(a: DecimalInput, places: number): Decimal {
  return decimal(a).round(places, ROUND_HALF_UP);
}

/** Rounds half up to the currency's minor units. */
export function roundToCurrency(a: DecimalInput, currency: string): Decimal {
  return roundToPlaces(a, minorUnits(currency));
}

/** a × b, rounded to the minor units of `currency` (the currency of the result). */
export function multiply(a: DecimalInput, b: DecimalInput, currency: string): Decimal {
  return roundToCurrency(decimal(a).times(decimal(b)), currency);
}

/** a ÷ b, rounded to the minor units of `currency` (the currency of the result). */
export function divide(a: DecimalInput, b: DecimalInput, currency: string): Decimal {
  const divisor = decimal(b);
  if (divisor.eq(0)) throw new RangeError("Division by zero");
  return roundToCurrency(decimal(a).div(divisor), currency);
}

/** Number of digits after the decimal point that are actually used (trailing zeros ignored). */
export function decimalPlaces(a: DecimalInput): number {
  const d = decimal(a);
  return Math.max(0, d.c.length - d.e - 1);
}

/** True when the amount needs no more digits than the currency's minor unit has. */
export function fitsMinorUnits(a: DecimalInput, currency: string): boolean {
  return decimalPlaces(a) <= minorUnits(currency);
}

/** Plain decimal text without exponent, fit for a `numeric` column or a message. */
export function toDecimalString(a: DecimalInput): string {
  return decimal(a).toFixed();
}

/** The number for a JSON body; exact decimals travel as their shortest float form. */
export function toNumber(a: DecimalInput): number {
  return Number(decimal(a).toFixed());
}
