import { z } from "zod";
import { CANCEL_REASON_MAX } from "./form-rules";
import { customerIdSchema, dualHedgeIdSchema, hedgeIdSchema, idSchema, proposalIdSchema } from "./ids";

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
  reason: z
    .string({ message: REJECT_REASON_MISSING })
    .trim()
    .min(1, { message: REJECT_REASON_MISSING })
    .regex(/[\p{L}\p{N}\p{P}\p{S}]/u, { message: REJECT_REASON_MISSING })
    .max(CANCEL_REASON_MAX, { message: `Keep the reason to ${CANCEL_REASON_MAX} characters or fewer.` }),
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
