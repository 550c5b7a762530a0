import type { sandboxConversions } from "@/lib/db/schema/sandbox";
import { minorUnits, multiply, toDecimalString } from "@/lib/domain/money";
import { addDays, tsOfDate } from "../clock";
import { SANDBOX_ORGANIZATION_ID } from "../store/conversions";
import { CONVERSION_CURRENCIES, UNITS_PER_USD, demoQuote } from "./market";
import type { Random } from "./random";

export type ConversionInsert = Omit<typeof sandboxConversions.$inferInsert, "listPosition">;

export const CONVERSIONS_PER_SCALE = 150;

/** One conversion of the last 90 days; recent ones, and every twelfth, are not completed yet. */
export function generateConversion(random: Random, index: number, today: string, nowTs: number): ConversionInsert {
  const fromCurrency = random.pick(CONVERSION_CURRENCIES);
  const toCurrency = random.pick(CONVERSION_CURRENCIES.filter((code) => code !== fromCurrency));
  const quote = demoQuote(random, fromCurrency, toCurrency);
  const usd = random.int(500, 250_000);
  const digits = minorUnits(toCurrency);
  const toCurrencyAmount = (usd * Number(UNITS_PER_USD[toCurrency] ?? "1")).toFixed(digits);
  const age = random.int(0, 89);
  const issuedAt = addDays(today, -age);
  const pending = index % 12 === 0 || (age <= 2 && random.chance(0.6));
  const completedAt = pending ? null : addDays(issuedAt, Math.min(random.int(0, 2), age));
  return {
    id: random.uuid(),
    organizationId: SANDBOX_ORGANIZATION_ID,
    fromCurrency,
    toCurrency,
    toCurrencyAmount,
    fromCurrencyAmount: toDecimalString(multiply(toCurrencyAmount, quote, fromCurrency)),
    quote,
    acceptedAtTs: Math.min(tsOfDate(issuedAt) + random.int(7 * 3600, 19 * 3600), nowTs - 60),
    issuedAt,
    completedAt,
  };
}
