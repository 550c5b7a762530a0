import { z } from "zod";
import { driftRules } from "./drift-rules";
import { currency, id, rate, shown, shownDate } from "./fields";
import { hedgeSchema } from "./hedge";
import { lenientItems, paginationSchema } from "./pagination";

/** Spec 2.7. Essential: `id`. Production's `quote` is read as `rate`; the leg count is not enforced (production sends one). */
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
    // Leg by leg: one leg without a usable id is left out (and counted), never its sibling with it.
    hedges: shown(z.array(hedgeSchema.nullable().catch(null))),
  })
  .register(driftRules, { check: "object", aliases: { quote: "rate" } })
  .transform(({ rate, quote, hedges, ...rest }) => {
    const unreadableLegs = (hedges ?? []).filter((leg) => leg === null).length;
    const legs = (hedges ?? []).filter((leg) => leg !== null);
    return { ...rest, rate: rate ?? quote ?? null, hedges: legs, ...(unreadableLegs > 0 && { unreadableLegs }) };
  });

export type DualHedge = z.output<typeof dualHedgeSchema>;

export const dualHedgePageSchema = z
  .object({ dualHedges: z.array(dualHedgeSchema), pagination: paginationSchema })
  .transform(({ dualHedges, pagination }) => ({ items: dualHedges, pagination }));

/** The book's reading (lib/book): the same items, each without a usable id skipped and counted. */
export const dualHedgeLenientPageSchema = z
  .object({ dualHedges: lenientItems(dualHedgeSchema), pagination: paginationSchema })
  .transform(({ dualHedges: read, pagination }) => ({ ...read, pagination }));

/** Nothing essential: a 2xx cancel is done. */
export const cancelDualHedgeResultSchema = z.object({
  id: shown(id),
  transactionId: shown(id),
  hedgeIds: shown(z.array(id)),
});

export type CancelDualHedgeResult = z.output<typeof cancelDualHedgeResultSchema>;
