import "server-only";
import type { AuditContext } from "@/lib/audit/audit";
import { rereadDualHedge } from "@/lib/book/write-through";
import type { CustomerIpSource } from "@/lib/db/schema";
import { hedging } from "@/lib/hedging";
import { acceptProposalOnce } from "@/lib/locks/proposal-accept";
import type { LegTarget } from "@/lib/paths/dual-hedge-paths";

// The one path of an accept, from the requester or an approval: claim, audit, call, then the book's re-read.

const withApproval = (ids: Record<string, string>, approvalId?: string) => (approvalId ? { ...ids, approvalId } : ids);

export async function sendAcceptDrawdown(
  ctx: AuditContext,
  input: LegTarget & {
    drawdownProposalId: string;
    customerIp: string;
    customerIpSource: CustomerIpSource | null;
    approvalId?: string;
  },
) {
  const { customerId, dualHedgeId, hedgeId, drawdownProposalId, customerIp, customerIpSource, approvalId } = input;
  const { drawdown, requestId } = await acceptProposalOnce(
    { id: drawdownProposalId, kind: "drawdown", customerId, hedgeId },
    {
      ctx,
      action: "acceptDrawdown",
      customerId,
      targetIds: withApproval({ dualHedgeId, hedgeId, drawdownProposalId }, approvalId),
      customerIp,
      customerIpSource,
    },
    async () => {
      const { data, requestId, drift } = await hedging().acceptDrawdown({
        customerId,
        hedgeId,
        drawdownProposalId,
        customerIp,
        requestId: ctx.requestId,
      });
      return { drawdown: data, requestId, drift };
    },
  );
  rereadDualHedge({ customerId, dualHedgeId, requestId }); // the book follows at once, in the background
  return { drawdown, requestId };
}

export async function sendAcceptEarlySettlement(
  ctx: AuditContext,
  input: LegTarget & { earlySettlementProposalId: string; approvalId?: string },
) {
  const { customerId, dualHedgeId, hedgeId, earlySettlementProposalId, approvalId } = input;
  const { hedge, requestId } = await acceptProposalOnce(
    { id: earlySettlementProposalId, kind: "early-settlement", customerId, hedgeId },
    {
      ctx,
      action: "acceptEarlySettlement",
      customerId,
      targetIds: withApproval({ dualHedgeId, hedgeId, earlySettlementProposalId }, approvalId),
    },
    async () => {
      const { data, requestId, drift } = await hedging().acceptEarlySettlement({
        customerId,
        hedgeId,
        earlySettlementProposalId,
        requestId: ctx.requestId,
      });
      return { hedge: data, requestId, drift };
    },
  );
  rereadDualHedge({ customerId, dualHedgeId, requestId }); // the book follows at once, in the background
  return { hedge, requestId };
}
