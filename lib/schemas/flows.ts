import { z } from "zod";
import { optionalCustomerIpSchema } from "./customer-ip";
import { AMOUNT_MAX_LENGTH, AMOUNT_MESSAGES, AMOUNT_TEXT, plainAmount } from "./form-rules";
import { customerIdSchema, dualHedgeIdSchema, hedgeIdSchema, proposalIdSchema } from "./ids";

/** A leg is always reached through its dual hedge: the service has no "get hedge" operation. */
const legTarget = { customerId: customerIdSchema, dualHedgeId: dualHedgeIdSchema, hedgeId: hedgeIdSchema };

/** Decimal text, never a float, so the rules are checked exactly; the side is decided by the server. */
export const amountTextSchema = z
  .string({ message: AMOUNT_MESSAGES.missing })
  .trim()
  .min(1, { message: AMOUNT_MESSAGES.missing })
  .max(AMOUNT_MAX_LENGTH, { message: AMOUNT_MESSAGES.tooLong })
  .regex(AMOUNT_TEXT, { message: AMOUNT_MESSAGES.notAmount })
  .transform(plainAmount);

export const quoteDrawdownSchema = z.strictObject({
  ...legTarget,
  amount: amountTextSchema,
  customerIp: optionalCustomerIpSchema,
});
export type QuoteDrawdownInput = z.input<typeof quoteDrawdownSchema>;

export const acceptDrawdownSchema = z.strictObject({
  ...legTarget,
  drawdownProposalId: proposalIdSchema,
  customerIp: optionalCustomerIpSchema,
});
export type AcceptDrawdownInput = z.input<typeof acceptDrawdownSchema>;

export const quoteEarlySettlementSchema = z.strictObject(legTarget);
export type QuoteEarlySettlementInput = z.input<typeof quoteEarlySettlementSchema>;

export const acceptEarlySettlementSchema = z.strictObject({
  ...legTarget,
  earlySettlementProposalId: proposalIdSchema,
});
export type AcceptEarlySettlementInput = z.input<typeof acceptEarlySettlementSchema>;
