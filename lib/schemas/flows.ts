import { z } from "zod";
import { customerIpProblem } from "@/lib/domain/customer-ip";
import { amountTextProblem, plainAmount } from "./form-rules";
import { customerIdSchema, dualHedgeIdSchema, hedgeIdSchema, proposalIdSchema } from "./ids";
import { optionalRuleSchema, ruleSchema } from "./rule-schema";

/** A leg is always reached through its dual hedge: the service has no "get hedge" operation. */
const legTarget = { customerId: customerIdSchema, dualHedgeId: dualHedgeIdSchema, hedgeId: hedgeIdSchema };

/** Decimal text, never a float, so the rules are checked exactly; the side is decided by the server. */
export const amountTextSchema = ruleSchema(amountTextProblem).transform(plainAmount);
const customerIp = optionalRuleSchema(customerIpProblem);

export const quoteDrawdownSchema = z.strictObject({
  ...legTarget,
  amount: amountTextSchema,
  customerIp,
});
export type QuoteDrawdownInput = z.input<typeof quoteDrawdownSchema>;

export const acceptDrawdownSchema = z.strictObject({
  ...legTarget,
  drawdownProposalId: proposalIdSchema,
  customerIp,
});
export type AcceptDrawdownInput = z.input<typeof acceptDrawdownSchema>;

export const quoteEarlySettlementSchema = z.strictObject(legTarget);
export type QuoteEarlySettlementInput = z.input<typeof quoteEarlySettlementSchema>;

export const acceptEarlySettlementSchema = z.strictObject({
  ...legTarget,
  earlySettlementProposalId: proposalIdSchema,
});
export type AcceptEarlySettlementInput = z.input<typeof acceptEarlySettlementSchema>;
