import "server-only";
import { z } from "zod";
import { driftRules } from "../drift";
import { currency, date, id, rate } from "./fields";
import { hedgeSchema } from "./hedge";
import { paginationSchema } from "./pagination";

/**
 * Spec 2.7. The interface calls the rate `rate`; production's own examples call it `quote`
 * (gaps.md: "a client reads either"). Both are read and normalised to `rate`.
 */
export const dualHedgeSchema = z
  .object({
    id,
    issuedAt: date,
    customerId: id,
    functionalCurrency: currency,
    fromCurrency: currency,
    toCurrency: currency,
    rate: rate.optional(),
    quote: rate.optional(),
    // "Two legs" per the spec, but production's own example has one: the count is not enforced.
    hedges: z.array(hedgeSchema),
  })
  .refine((body) => body.rate !== undefined || body.quote !== undefined, {
    message: "rate (or quote) is required",
    path: ["rate"],
  })
  .register(driftRules, { check: "object", aliases: { quote: "rate" } })
  .transform(({ rate, quote, ...rest }) => ({ ...rest, rate: (rate ?? quote) as number }));

export type DualHedge = z.output<typeof dualHedgeSchema>;

export const dualHedgePageSchema = z
  .object({ dualHedges: z.array(dualHedgeSchema), pagination: paginationSchema })
  .transform(({ dualHedges, pagination }) => ({ items: dualHedges, pagination }));

/** Spec 2.8. */
export const cancelDualHedgeResultSchema = z.object({
  id,
  transactionId: id,
  hedgeIds: z.array(id),
});

export type CancelDualHedgeResult = z.output<typeof cancelDualHedgeResultSchema>;
