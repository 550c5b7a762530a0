import "server-only";
import { and, isNull, sql, type SQL } from "drizzle-orm";
import { whereOf } from "@/lib/book/legs-filters";
import { bookLegs } from "@/lib/db/schema";
import type { DeskFilters } from "@/lib/search-params/desk";

/**
 * Legs still listed by the service (a leg "not seen since" a complete pass is gone), narrowed by the desk's
 * filters exactly as the book page narrows its rows, so a "see all" link lists what the desk counted.
 */
export function legScope(filters: DeskFilters, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(isNull(bookLegs.notSeenSince), whereOf({ customer: filters.customer, pair: filters.pair }), ...more);
}

/**
 * Still open work: neither Completed nor Cancelled by its status (an unknown status counts as open). Only when the
 * status was not sent do the dates decide: production fills completedAt and cancelledAt on every leg whatever its
 * status (lib/sandbox/production-profile/README.md), so on a leg with a status they say nothing.
 */
export const openLeg = sql`(case when ${bookLegs.status} is null then ${bookLegs.completedAt} is null and ${bookLegs.cancelledAt} is null
  else ${bookLegs.status} not in ('Completed', 'Cancelled') end)`;

/** The amount left on the fixed side; null when the side or its amount is unknown. */
export const fixedSideRemaining = sql<string | null>`case ${bookLegs.fixedSide}
  when 'fromCurrencyAmount' then ${bookLegs.fromCurrencyAmount}
  when 'toCurrencyAmount' then ${bookLegs.toCurrencyAmount} end`;

export const fixedSideCurrency = sql<string | null>`case ${bookLegs.fixedSide}
  when 'fromCurrencyAmount' then ${bookLegs.fromCurrency}
  when 'toCurrencyAmount' then ${bookLegs.toCurrency} end`;
