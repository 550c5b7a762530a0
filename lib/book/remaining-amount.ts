import "server-only";
import { sql } from "drizzle-orm";
import { bookLegs } from "@/lib/db/schema/book";

/** The amount still hedged: the one on the fixed side, in that side's currency (null when the side is unknown). */
export const remainingAmount = sql<string | null>`(case ${bookLegs.fixedSide}
  when 'fromCurrencyAmount' then ${bookLegs.fromCurrencyAmount}
  when 'toCurrencyAmount' then ${bookLegs.toCurrencyAmount} end)`;
export const remainingCurrency = sql<string | null>`(case ${bookLegs.fixedSide}
  when 'fromCurrencyAmount' then ${bookLegs.fromCurrency}
  when 'toCurrencyAmount' then ${bookLegs.toCurrency} end)`;
