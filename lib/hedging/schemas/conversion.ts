import "server-only";
import { z } from "zod";
import { amount, currency, date, id, nullableDate, rate, timestamp } from "./fields";
import { paginationSchema } from "./pagination";

/** Spec 2.9; a spot (deprecated) has the same fields. */
export const conversionSchema = z.object({
  id,
  organizationId: id,
  fromCurrency: currency,
  toCurrency: currency,
  toCurrencyAmount: amount,
  fromCurrencyAmount: amount,
  quote: rate,
  acceptedAtTs: timestamp,
  issuedAt: date,
  completedAt: nullableDate,
});

export type Conversion = z.output<typeof conversionSchema>;
/** The deprecated spot resource: the same fields as a conversion (spec 2.9). */
export type Spot = Conversion;

export const conversionPageSchema = z
  .object({ conversions: z.array(conversionSchema), pagination: paginationSchema })
  .transform(({ conversions, pagination }) => ({ items: conversions, pagination }));
