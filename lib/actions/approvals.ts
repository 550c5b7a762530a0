"use server";

import { markAudited, recordRefusal } from "@/lib/audit/audit";
import { recordApprovalEvent } from "@/lib/audit/approval-events";
import { cancelApproval, headlineAmount } from "@/lib/approvals/cancel-policy";
import { executeApprovedCancel } from "@/lib/approvals/execute";
import { claimApproval, createRequest, findRequest, rejectRequest, withdrawRequest } from "@/lib/approvals/store";
import { getDb } from "@/lib/db";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { requireCustomerIp } from "@/lib/request/require-customer-ip";
import { approvalDecisionSchema, approveRequestSchema, rejectRequestSchema } from "@/lib/schemas/approvals";
import { cancelDualHedgeSchema } from "@/lib/schemas/cancel-dual-hedge-input";
import { operatorActionClient } from "./safe-action";

// Four eyes (docs/security.md): operators and admins request and decide; never the same person both.

/** Same form as a cancel; kept for a second person instead of sent. */
export const requestCancellationAction = operatorActionClient
  .metadata({ actionName: "requestApproval" })
  .inputSchema(cancelDualHedgeSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, dualHedgeId, reason } = parsedInput;
    const db = await getDb();
    const { needed, amounts, expiryHours } = await cancelApproval(db, { customerId, dualHedgeId }, ctx.requestId);
    if (!needed)
      throw new ActionRefusal(
        "precondition",
        "This cancel needs no approval under the current policy: cancel it directly.",
      );
    const { ip: customerIp, source: customerIpSource } = await requireCustomerIp(parsedInput.customerIp);
    const { amount, currency } = headlineAmount(amounts);
    const request = await createRequest(
      db,
      {
        action: "cancelDualHedge",
        requestedBy: ctx.user.id,
        requestedByEmail: ctx.user.email,
        customerId,
        dualHedgeId,
        amount: amount === null ? null : String(amount),
        currency,
        reason,
        customerIp,
        customerIpSource,
        quote: { legs: amounts },
      },
      expiryHours,
    );
    await recordApprovalEvent({ kind: "approvalRequested", actor: ctx.user, request, requestId: ctx.requestId }, db);
    return { approvalId: request.id, expiresAt: request.expiresAt.toISOString() };
  });

/** The guarded claim decides which of two approvers sends it; the other is told who did. */
export const approveRequestAction = operatorActionClient
  .metadata({ actionName: "decideApproval" })
  .inputSchema(approveRequestSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    // Only cancels can be requested today; checked before the claim, so nothing else is ever left `approved` unsent.
    const found = await findRequest(db, parsedInput.approvalId);
    if (found && found.action !== "cancelDualHedge")
      throw new ActionRefusal("precondition", "Only cancellations can be approved in this version.");
    const request = await refusedOnTrail(ctx, parsedInput.approvalId, () =>
      claimApproval(db, parsedInput.approvalId, ctx.user, parsedInput.proposalId),
    );
    await recordApprovalEvent({ kind: "approvalApproved", actor: ctx.user, request, requestId: ctx.requestId }, db);
    const { hedgeIds, requestId } = await executeApprovedCancel(db, ctx, request);
    return { approvalId: request.id, action: request.action, hedgeIds, requestId };
  });

export const rejectRequestAction = operatorActionClient
  .metadata({ actionName: "decideApproval" })
  .inputSchema(rejectRequestSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const request = await refusedOnTrail(ctx, parsedInput.approvalId, () =>
      rejectRequest(db, parsedInput.approvalId, ctx.user, parsedInput.reason),
    );
    await recordApprovalEvent({ kind: "approvalRejected", actor: ctx.user, request, requestId: ctx.requestId }, db);
    return { approvalId: request.id, status: request.status };
  });

export const withdrawRequestAction = operatorActionClient
  .metadata({ actionName: "decideApproval" })
  .inputSchema(approvalDecisionSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const request = await refusedOnTrail(ctx, parsedInput.approvalId, () =>
      withdrawRequest(db, parsedInput.approvalId, ctx.user),
    );
    await recordApprovalEvent({ kind: "approvalWithdrawn", actor: ctx.user, request, requestId: ctx.requestId }, db);
    return { approvalId: request.id, status: request.status };
  });

/** A refused decision (own request, already decided, expired) is on the trail too: auditors look for those. */
async function refusedOnTrail<T>(
  ctx: { user: { id: string; email: string }; requestId: string },
  approvalId: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ActionRefusal)
      await recordRefusal({
        ctx,
        action: "decideApproval",
        targetIds: { approvalId },
        errorKind: error.kind,
        errorMessage: error.message,
      });
    markAudited(error); // the one refusal row is this one, naming the decision
    throw error;
  }
}
