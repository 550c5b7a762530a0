import Big from "big.js";

// Floats carry amounts over JSON, never do arithmetic on them: 100.1 - 90.1 is not 10.

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

export function tryDecimal(value: unknown): Decimal | null {
  if (typeof value !== "number" && typeof value !== "string" && !(value instanceof Big)) return null;
  try {
    return decimal(value);
  } catch {
    return null;
  }
}

const minorUnitCache = new Map<string, number>();

/** From the platform's currency data; unknown codes fall back to 2. */
export function minorUnits(currency: string): number {
  const code = currency.toUpperCase();
  const cached = minorUnitCache.get(code);
  if (cached !== undefined) return cached;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {}
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

export function roundToPlaces(a: DecimalInput, places: number): Decimal {
  return decimal(a).round(places, ROUND_HALF_UP);
}

export function roundToCurrency(a: DecimalInput, currency: string): Decimal {
  return roundToPlaces(a, minorUnits(currency));
}

/** Rounded to the minor units of `currency`, the result's currency (also for divide). */
export function multiply(a: DecimalInput, b: DecimalInput, currency: string): Decimal {
  return roundToCurrency(decimal(a).times(decimal(b)), currency);
}

export function divide(a: DecimalInput, b: DecimalInput, currency: string): Decimal {
  const divisor = decimal(b);
  if (divisor.eq(0)) throw new RangeError("Division by zero");
  return roundToCurrency(decimal(a).div(divisor), currency);
}

export function decimalPlaces(a: DecimalInput): number {
  const d = decimal(a);
  return Math.max(0, d.c.length - d.e - 1);
}

export function fitsMinorUnits(a: DecimalInput, currency: string): boolean {
  return decimalPlaces(a) <= minorUnits(currency);
}

export function toDecimalString(a: DecimalInput): string {
  return decimal(a).toFixed();
}

export function toNumber(a: DecimalInput): number {
  return Number(decimal(a).toFixed());
}
