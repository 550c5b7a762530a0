import { z } from "zod";
import { amount, currency, id, rate, shown, shownDate, shownNullableDate, timestamp } from "./fields";
import { paginationSchema } from "./pagination";

/** Spec 2.9; a spot (deprecated) has the same fields. Essential: `id`. */
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
  completedAt: shownNullableDate,
});

export type Conversion = z.output<typeof conversionSchema>;
/** The deprecated spot resource: the same fields as a conversion (spec 2.9). */
export type Spot = Conversion;

/** Essential: the list and each item's id. */
export const conversionPageSchema = z
  .object({ conversions: z.array(conversionSchema), pagination: paginationSchema })
  .transform(({ conversions, pagination }) => ({ items: conversions, pagination }));
