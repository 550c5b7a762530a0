import "server-only";
import type { AuditContext } from "@/lib/audit/audit";
import { recordApprovalEvent } from "@/lib/audit/approval-events";
import type { Db } from "@/lib/db";
import type { CustomerIpSource } from "@/lib/db/schema";
import { upstreamMessage } from "@/lib/errors/upstream-message";
import { connectionRefused, isHedgingError } from "@/lib/hedging/errors";
import { sendCancelDualHedge } from "@/lib/mutations/cancel-dual-hedge";
import { finishExecution, type ApprovalRequest } from "./store";

/**
 * Sends what an approval allowed, through the same path (lock, audit) as a direct cancel, with the request's reason and
 * customer IP; then records how it went on the request and the trail. Errors go on to the approver's screen.
 */
export async function executeApprovedCancel(db: Db, ctx: AuditContext, request: ApprovalRequest) {
  try {
    const result = await sendCancelDualHedge(ctx, {
      customerId: request.customerId,
      dualHedgeId: request.dualHedgeId,
      reason: request.reason ?? "",
      customerIp: request.customerIp ?? "",
      customerIpSource: (request.customerIpSource as CustomerIpSource | null) ?? null,
      approvalId: request.id,
    });
    await settle(db, ctx, request, "executed", "succeeded", "Cancelled by the hedging service.");
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
