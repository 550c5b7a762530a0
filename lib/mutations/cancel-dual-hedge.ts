import "server-only";
import { auditMutation, type AuditContext } from "@/lib/audit/audit";
import { rereadDualHedge } from "@/lib/book/write-through";
import type { CustomerIpSource } from "@/lib/db/schema";
import { hedging } from "@/lib/hedging";
import { withMutationLock } from "@/lib/locks/mutation-lock";

// The one path a cancel takes to the service, whether an operator sends it or an approval does: lock, audit, call.

export interface CancelToSend {
  customerId: string;
  dualHedgeId: string;
  reason: string;
  customerIp: string;
  customerIpSource: CustomerIpSource | null;
  /** Set when an approval sends it: the trail's attempt names the request. */
  approvalId?: string;
}

/** One at a time per dual hedge, so a double click (or two approvers) sends one cancel. */
export async function sendCancelDualHedge(ctx: AuditContext, cancel: CancelToSend) {
  const { customerId, dualHedgeId, reason, customerIp, customerIpSource, approvalId } = cancel;
  const targetIds: Record<string, string> = approvalId ? { dualHedgeId, approvalId } : { dualHedgeId };
  const { hedgeIds, requestId } = await withMutationLock(
    { key: `cancel:${dualHedgeId}`, action: "cancelDualHedge", staffUserId: ctx.user.id },
    () =>
      auditMutation(
        { ctx, action: "cancelDualHedge", customerId, targetIds, customerIp, customerIpSource },
        async () => {
          const { data, requestId, drift } = await hedging().cancelDualHedge({
            customerId,
            dualHedgeId,
            reason,
            customerIp,
            requestId: ctx.requestId,
          });
          return { hedgeIds: data?.hedgeIds ?? null, requestId, drift };
        },
      ),
  );
  rereadDualHedge({ customerId, dualHedgeId, requestId }); // the book follows at once, in the background
  return { hedgeIds, requestId };
}
