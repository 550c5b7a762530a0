import { decimal, roundToPlaces, toDecimalString } from "@/lib/domain/money";
import type { Random } from "./random";

/** Rough units of each currency per US dollar: enough for plausible, varied demo rates. */
export const UNITS_PER_USD: Record<string, string> = {
  USD: "1",
  EUR: "0.92",
  GBP: "0.79",
  MXN: "17.8",
  BRL: "5.6",
  JPY: "151",
  CAD: "1.37",
  CHF: "0.88",
  AUD: "1.52",
  KWD: "0.307",
};

export const HEDGE_CURRENCIES = ["USD", "EUR", "GBP", "MXN", "BRL", "JPY", "CAD", "CHF"] as const;
export const CONVERSION_CURRENCIES = [...HEDGE_CURRENCIES, "AUD", "KWD"] as const;

export const COUNTRIES: ReadonlyArray<{ code: string; currency: string; suffix: string }> = [
  // Ordered so that the Approved customers (see customers.ts) get eight different currencies.
  { code: "GB", currency: "GBP", suffix: "Ltd" },
  { code: "MX", currency: "MXN", suffix: "S.A. de C.V." },
  { code: "ES", currency: "EUR", suffix: "S.L." },
  { code: "US", currency: "USD", suffix: "Inc." },
  { code: "DE", currency: "EUR", suffix: "GmbH" },
  { code: "NL", currency: "EUR", suffix: "B.V." },
  { code: "BR", currency: "BRL", suffix: "Ltda." },
  { code: "JP", currency: "JPY", suffix: "K.K." },
  { code: "CA", currency: "CAD", suffix: "Corp." },
  { code: "FR", currency: "EUR", suffix: "SARL" },
  { code: "CH", currency: "CHF", suffix: "AG" },
  { code: "AU", currency: "AUD", suffix: "Pty Ltd" },
];

export const NAME_FIRST = [
  "Northwind",
  "Blue Harbor",
  "Copperleaf",
  "Silverline",
  "Redwood",
  "Meridian",
  "Atlas",
  "Evergreen",
  "Lighthouse",
  "Pioneer",
  "Sunrise",
  "Ollivander's",
] as const;
export const NAME_SECOND = [
  "Traders",
  "Imports",
  "Textiles",
  "Coffee",
  "Logistics",
  "Furniture",
  "Electronics",
  "Foods",
  "Apparel",
  "Tools",
  "Ceramics",
  "Wand Shop",
] as const;

/** Quote for paying in `from` per unit of `to` (fromAmount = toAmount × quote), jittered ±1%. */
export function demoQuote(random: Random, from: string, to: string): string {
  const base = decimal(UNITS_PER_USD[from] ?? "1").div(decimal(UNITS_PER_USD[to] ?? "1"));
  const jitter = decimal(random.between(-0.01, 0.01).toFixed(6)).plus(1);
  return toDecimalString(roundToPlaces(base.times(jitter), 6));
}
