import "server-only";
import { z } from "zod";
import { amount, id, rate, timestamp } from "./fields";

/** Spec 2.10. */
export const earlySettlementProposalSchema = z.object({
  id,
  hedgeId: id,
  toCurrencyAmount: amount,
  fromCurrencyAmount: amount,
  quote: rate,
  validUntilTs: timestamp,
});

export type EarlySettlementProposal = z.output<typeof earlySettlementProposalSchema>;
