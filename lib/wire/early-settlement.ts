import { z } from "zod";
import { amount, id, rate, shown, timestamp } from "./fields";

/** Spec 2.10. Essential: `id` and `validUntilTs` (the accept needs both). */
export const earlySettlementProposalSchema = z.object({
  id,
  validUntilTs: timestamp,
  hedgeId: shown(id),
  toCurrencyAmount: shown(amount),
  fromCurrencyAmount: shown(amount),
  quote: shown(rate),
});

export type EarlySettlementProposal = z.output<typeof earlySettlementProposalSchema>;
