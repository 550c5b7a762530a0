import "server-only";
import type { AuditContext } from "@/lib/audit/audit";
import { recordApprovalEvent } from "@/lib/audit/approval-events";
import type { Db } from "@/lib/db";
import type { CustomerIpSource } from "@/lib/db/schema";
import { upstreamMessage } from "@/lib/hedging/upstream-message";
import { connectionRefused, isHedgingError } from "@/lib/hedging/errors";
import { sendAcceptDrawdown, sendAcceptEarlySettlement } from "@/lib/mutations/accept-proposal";
import { sendCancelDualHedge } from "@/lib/mutations/cancel-dual-hedge";
import { finishExecution, type ApprovalRequest } from "@/lib/approvals/store";

const DONE: Record<ApprovalRequest["action"], string> = {
  cancelDualHedge: "Cancelled by the hedging service.",
  acceptDrawdown: "Drawdown accepted by the hedging service.",
  acceptEarlySettlement: "Early settlement accepted by the hedging service.",
};

/** Sends what an approval allowed through the direct path, then records the outcome on the request and the trail. */
export async function executeApproved(db: Db, ctx: AuditContext, request: ApprovalRequest) {
  try {
    const result = await send(ctx, request);
    await settle(db, ctx, request, "executed", "succeeded", DONE[request.action]);
    return result;
  } catch (error) {
    const unknown = isHedgingError(error) && error.kind === "unavailable" && !connectionRefused(error);
    const message = isHedgingError(error)
      ? upstreamMessage(error)
      : error instanceof Error && "kind" in error
        ? error.message
        : "Something went wrong on our side.";
    await settle(db, ctx, request, unknown ? "approved" : "failed", unknown ? "unknown" : "failed", message);
    throw error;
  }
}

async function send(
  ctx: AuditContext,
  request: ApprovalRequest,
): Promise<{ hedgeIds?: string[] | null; drawdownId?: string | null; requestId: string | null }> {
  const { customerId, dualHedgeId, id: approvalId } = request;
  const customerIpSource = (request.customerIpSource as CustomerIpSource | null) ?? null;
  const hedgeId = request.hedgeId ?? "";
  const proposalId = request.approvalProposalId ?? "";
  switch (request.action) {
    case "cancelDualHedge":
      return sendCancelDualHedge(ctx, {
        customerId,
        dualHedgeId,
        reason: request.reason ?? "",
        customerIp: request.customerIp ?? "",
        customerIpSource,
        approvalId,
      });
    case "acceptDrawdown": {
      const { drawdown, requestId } = await sendAcceptDrawdown(ctx, {
        customerId,
        dualHedgeId,
        hedgeId,
        drawdownProposalId: proposalId,
        customerIp: request.customerIp ?? "",
        customerIpSource,
        approvalId,
      });
      return { drawdownId: drawdown?.id ?? null, requestId };
    }
    case "acceptEarlySettlement": {
      const { requestId } = await sendAcceptEarlySettlement(ctx, {
        customerId,
        dualHedgeId,
        hedgeId,
        earlySettlementProposalId: proposalId,
        approvalId,
      });
      return { requestId };
    }
  }
}

async function settle(
  db: Db,
  ctx: AuditContext,
  request: ApprovalRequest,
  status: "executed" | "failed" | "approved",
  result: string,
  message: string,
) {
  const finished = (await finishExecution(db, request.id, status, message.slice(0, 1000))) ?? request;
  await recordApprovalEvent(
    {
      kind: "approvalExecuted",
      actor: ctx.user,
      request: finished,
      requestId: ctx.requestId,
      outcome: { result, message },
    },
    db,
  );
}
