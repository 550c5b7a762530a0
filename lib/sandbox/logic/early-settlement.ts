import { decimal, divide, multiply, roundToPlaces, toDecimalString } from "@/lib/domain/money";
import { daysBetween } from "../clock";
import type { HedgeRow } from "../store/rows";

/** Rate discount per day left to the hedge's end date: 0.5 basis points, capped at a year. */
const DISCOUNT_PER_DAY = "0.00005";
const MAX_DAYS = 365;
export const RATE_DECIMALS = 6;

/** Deterministic: the locked quote less a discount per day left, so the same leg on the same day gets the same rate. */
export function priceEarlySettlement(
  leg: HedgeRow,
  today: string,
): { fromCurrencyAmount: string; toCurrencyAmount: string; quote: string } {
  const days = Math.min(Math.max(daysBetween(today, leg.endAt), 0), MAX_DAYS);
  const factor = decimal(1).minus(decimal(DISCOUNT_PER_DAY).times(days));
  const quote = toDecimalString(roundToPlaces(decimal(leg.quote).times(factor), RATE_DECIMALS));
  if (leg.fixedSide === "toCurrencyAmount") {
    const to = toDecimalString(leg.toCurrencyAmount);
    return { toCurrencyAmount: to, fromCurrencyAmount: toDecimalString(multiply(to, quote, leg.fromCurrency)), quote };
  }
  const from = toDecimalString(leg.fromCurrencyAmount);
  return { fromCurrencyAmount: from, toCurrencyAmount: toDecimalString(divide(from, quote, leg.toCurrency)), quote };
}
