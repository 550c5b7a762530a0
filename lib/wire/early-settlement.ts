import { z } from "zod";
import { amount, id, rate, shown, timestamp } from "./fields";

/** Essential: `id` and `validUntilTs`, which the accept needs. */
export const earlySettlementProposalSchema = z.object({
  id,
  validUntilTs: timestamp,
  hedgeId: shown(id),
  toCurrencyAmount: shown(amount),
  fromCurrencyAmount: shown(amount),
  quote: shown(rate),
});

export type EarlySettlementProposal = z.output<typeof earlySettlementProposalSchema>;
