import { z } from "zod";
import { amount, currency, id, rate, shown, shownDate, shownMeaningfulNullDate, timestamp } from "./fields";
import { lenientItems, paginationSchema } from "./pagination";

export const conversionSchema = z.object({
  id,
  organizationId: shown(id),
  fromCurrency: shown(currency),
  toCurrency: shown(currency),
  toCurrencyAmount: shown(amount),
  fromCurrencyAmount: shown(amount),
  quote: shown(rate),
  acceptedAtTs: shown(timestamp),
  issuedAt: shownDate,
  /** null: not completed yet; undefined: the answer did not say. */
  completedAt: shownMeaningfulNullDate,
});

export type Conversion = z.output<typeof conversionSchema>;
export type Spot = Conversion;

export const conversionPageSchema = z
  .object({ conversions: z.array(conversionSchema), pagination: paginationSchema })
  .transform(({ conversions, pagination }) => ({ items: conversions, pagination }));

/** The book's reading (lib/book): the same items, each without a usable id skipped and counted. */
export const conversionLenientPageSchema = z
  .object({ conversions: lenientItems(conversionSchema), pagination: paginationSchema })
  .transform(({ conversions: read, pagination }) => ({ ...read, pagination }));
