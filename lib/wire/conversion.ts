import { z } from "zod";
import { amount, currency, id, rate, shown, shownDate, shownNullableDate, timestamp } from "./fields";
import { paginationSchema } from "./pagination";

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
export type Spot = Conversion;

export const conversionPageSchema = z
  .object({ conversions: z.array(conversionSchema), pagination: paginationSchema })
  .transform(({ conversions, pagination }) => ({ items: conversions, pagination }));
