import { z } from "zod";
import { driftRules } from "./drift-rules";
import { currency, id, rate, shown, shownDate } from "./fields";
import { hedgeSchema } from "./hedge";
import { paginationSchema } from "./pagination";

/**
 * Spec 2.7. Essential: `id`. The interface calls the rate `rate`; production's own examples call
 * it `quote` (gaps.md: "a client reads either"); both are read and normalised to `rate`.
 * "Two legs" per the spec, but production's own example has one: the count is not enforced, and
 * legs that cannot be read (one without an id) read as none rather than failing the page.
 */
export const dualHedgeSchema = z
  .object({
    id,
    issuedAt: shownDate,
    customerId: shown(id),
    functionalCurrency: shown(currency),
    fromCurrency: shown(currency),
    toCurrency: shown(currency),
    rate: shown(rate).optional(),
    quote: shown(rate).optional(),
    hedges: shown(z.array(hedgeSchema)).transform((hedges) => hedges ?? []),
  })
  .register(driftRules, { check: "object", aliases: { quote: "rate" } })
  .transform(({ rate, quote, ...rest }) => ({ ...rest, rate: rate ?? quote ?? null }));

export type DualHedge = z.output<typeof dualHedgeSchema>;

/** Essential: the list and each item's id. */
export const dualHedgePageSchema = z
  .object({ dualHedges: z.array(dualHedgeSchema), pagination: paginationSchema })
  .transform(({ dualHedges, pagination }) => ({ items: dualHedges, pagination }));

/** Spec 2.8. A mutation's answer: nothing in it is essential (a 2xx cancel is done). */
export const cancelDualHedgeResultSchema = z.object({
  id: shown(id),
  transactionId: shown(id),
  hedgeIds: shown(z.array(id)),
});

export type CancelDualHedgeResult = z.output<typeof cancelDualHedgeResultSchema>;
