import "server-only";
import { and, isNull, sql, type SQL } from "drizzle-orm";
import { whereOf } from "@/lib/book/legs-filters";
import { bookLegs } from "@/lib/db/schema";
import type { DeskFilters } from "@/lib/search-params/desk";

/** Legs still listed, narrowed exactly as the book page narrows them, so "see all" lists what the desk counted. */
export function legScope(filters: DeskFilters, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(
    isNull(bookLegs.notSeenSince),
    whereOf({ customer: filters.customer, pair: filters.pair }, undefined, filters.customerIds ?? null),
    ...more,
  );
}

// Open work: the book's rule (lib/book/open-leg.ts), which the read schedule uses too.
export { openLeg } from "@/lib/book/open-leg";

/** The amount left on the fixed side; null when the side or its amount is unknown. */
export const fixedSideRemaining = sql<string | null>`case ${bookLegs.fixedSide}
  when 'fromCurrencyAmount' then ${bookLegs.fromCurrencyAmount}
  when 'toCurrencyAmount' then ${bookLegs.toCurrencyAmount} end`;

export const fixedSideCurrency = sql<string | null>`case ${bookLegs.fixedSide}
  when 'fromCurrencyAmount' then ${bookLegs.fromCurrency}
  when 'toCurrencyAmount' then ${bookLegs.toCurrency} end`;
