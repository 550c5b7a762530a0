import { z } from "zod";
import { reasonRule } from "./form-rules";
import { customerIdSchema, dualHedgeIdSchema, hedgeIdSchema, idSchema, proposalIdSchema } from "./ids";
import { ruleSchema } from "./rule-schema";

const approvalIdSchema = idSchema("Approval request id");

export const approvalDecisionSchema = z.strictObject({ approvalId: approvalIdSchema });

export const approveRequestSchema = z.strictObject({
  approvalId: approvalIdSchema,
  /** For an accept: the fresh proposal quoted for this request; a cancel has none. */
  proposalId: proposalIdSchema.optional(),
});

export const REJECT_REASON_MISSING = "Say why you reject it.";
export const rejectRequestSchema = z.strictObject({
  approvalId: approvalIdSchema,
  reason: ruleSchema(reasonRule(REJECT_REASON_MISSING)),
});

/** The requester's quote, named by its id only: the amount and terms are read from what the server recorded for it. */
export const requestAcceptApprovalSchema = z.strictObject({
  action: z.enum(["acceptDrawdown", "acceptEarlySettlement"], { message: "Choose a drawdown or an early settlement." }),
  customerId: customerIdSchema,
  dualHedgeId: dualHedgeIdSchema,
  hedgeId: hedgeIdSchema,
  proposalId: proposalIdSchema,
});
export type RequestAcceptApprovalInput = z.input<typeof requestAcceptApprovalSchema>;
