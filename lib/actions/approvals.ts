"use server";

import { markAudited, recordRefusal } from "@/lib/audit/audit";
import { recordApprovalEvent } from "@/lib/audit/approval-events";
import { acceptApproval, findQuotedProposal, type AcceptAction } from "@/lib/approvals/accept-policy";
import { cancelApproval, headlineAmount } from "@/lib/approvals/cancel-policy";
import { executeApproved } from "@/lib/mutations/execute-approval";
import { quoteForRequest } from "@/lib/mutations/fresh-quote";
import {
  assertApprovable,
  bindApprovalProposal,
  claimApproval,
  createRequest,
  rejectRequest,
  withdrawRequest,
} from "@/lib/approvals/store";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { quotedProposals } from "@/lib/db/schema";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { requireCustomerIp } from "@/lib/request/customer-ip";
import {
  approvalDecisionSchema,
  approveRequestSchema,
  rejectRequestSchema,
  requestAcceptApprovalSchema,
} from "@/lib/schemas/approvals";
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

const NO_APPROVAL_NEEDED: Record<AcceptAction, string> = {
  acceptDrawdown: "This drawdown needs no approval under the current policy: accept it directly.",
  acceptEarlySettlement: "This early settlement needs no approval under the current policy: accept it directly.",
};

/** Instead of Accept: the requester's own quote, with the terms the server recorded, for the approver to compare. */
export const requestAcceptApprovalAction = operatorActionClient
  .metadata({ actionName: "requestApproval" })
  .inputSchema(requestAcceptApprovalSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { action, customerId, dualHedgeId, hedgeId, proposalId } = parsedInput;
    const db = await getDb();
    const quoted = await findQuotedProposal(db, action, { id: proposalId, customerId, hedgeId });
    if (!quoted || quoted.quotedBy !== ctx.user.id || quoted.approvalId || quoted.claimedAt)
      throw new ActionRefusal("precondition", "Request approval for a quote you got on this leg: get a new quote.");
    const { needed, expiryHours } = await acceptApproval(db, action, quoted);
    if (!needed) throw new ActionRefusal("precondition", NO_APPROVAL_NEEDED[action]);
    const seen = (quoted.quote ?? {}) as { customerIp?: string; customerIpSource?: string | null };
    const request = await createRequest(
      db,
      {
        action,
        requestedBy: ctx.user.id,
        requestedByEmail: ctx.user.email,
        customerId,
        dualHedgeId,
        hedgeId,
        amount: quoted.amount,
        currency: quoted.currency,
        customerIp: seen.customerIp ?? null,
        customerIpSource: seen.customerIp ? (seen.customerIpSource ?? null) : null,
        quote: quoted.quote,
      },
      expiryHours,
    );
    // The quote now belongs to the request: never accepted directly, never asked for twice.
    await db.update(quotedProposals).set({ approvalId: request.id }).where(eq(quotedProposals.id, quoted.id));
    await recordApprovalEvent({ kind: "approvalRequested", actor: ctx.user, request, requestId: ctx.requestId }, db);
    return { approvalId: request.id, expiresAt: request.expiresAt.toISOString() };
  });

/** The approver's fresh quote for the request's leg and amount, never the browser's: the one its approval accepts. */
export const quoteForApprovalAction = operatorActionClient
  .metadata({ actionName: "decideApproval" })
  .inputSchema(approvalDecisionSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const request = await refusedOnTrail(ctx, parsedInput.approvalId, () =>
      assertApprovable(db, parsedInput.approvalId, ctx.user),
    );
    const fresh = await quoteForRequest(ctx, request);
    await bindApprovalProposal(db, request.id, ctx.user, fresh.proposal.id.toLowerCase());
    return { ...fresh, serverNowMs: Date.now() };
  });

/** The guarded claim decides which of two approvers sends it; the other is told who did. */
export const approveRequestAction = operatorActionClient
  .metadata({ actionName: "decideApproval" })
  .inputSchema(approveRequestSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const request = await refusedOnTrail(ctx, parsedInput.approvalId, () =>
      claimApproval(db, parsedInput.approvalId, ctx.user, parsedInput.proposalId),
    );
    await recordApprovalEvent({ kind: "approvalApproved", actor: ctx.user, request, requestId: ctx.requestId }, db);
    const { hedgeIds, drawdownId, requestId } = await executeApproved(db, ctx, request);
    return { approvalId: request.id, action: request.action, hedgeIds, drawdownId, requestId };
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
