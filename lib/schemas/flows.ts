import { z } from "zod";
import { optionalCustomerIpSchema } from "@/lib/domain/ip";
import { customerIdSchema, dualHedgeIdSchema, hedgeIdSchema, proposalIdSchema } from "./ids";

/** A leg is always reached through its dual hedge: the service has no "get hedge" operation. */
const legTarget = { customerId: customerIdSchema, dualHedgeId: dualHedgeIdSchema, hedgeId: hedgeIdSchema };

/**
 * The drawdown amount is decimal text ("1250.50"), never a float, so the rules are checked
 * exactly (lib/domain/drawdown-rules); the side is the leg's fixed side, decided by the server.
 */
export const amountTextSchema = z
  .string({ message: "Enter an amount." })
  .trim()
  .min(1, { message: "Enter an amount." })
  .max(32, { message: "That amount is too long." })
  .regex(/^\d+(\.\d+)?$/, { message: "Enter the amount as digits with an optional decimal point, e.g. 1250.50." });

export const quoteDrawdownSchema = z.strictObject({ ...legTarget, amount: amountTextSchema, customerIp: optionalCustomerIpSchema });
export type QuoteDrawdownInput = z.input<typeof quoteDrawdownSchema>;

export const acceptDrawdownSchema = z.strictObject({
  ...legTarget,
  drawdownProposalId: proposalIdSchema,
  customerIp: optionalCustomerIpSchema,
});
export type AcceptDrawdownInput = z.input<typeof acceptDrawdownSchema>;

export const quoteEarlySettlementSchema = z.strictObject(legTarget);
export type QuoteEarlySettlementInput = z.input<typeof quoteEarlySettlementSchema>;

export const acceptEarlySettlementSchema = z.strictObject({ ...legTarget, earlySettlementProposalId: proposalIdSchema });
export type AcceptEarlySettlementInput = z.input<typeof acceptEarlySettlementSchema>;
