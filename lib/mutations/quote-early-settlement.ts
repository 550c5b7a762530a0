import "server-only";
import { auditMutation, type AuditContext } from "@/lib/audit/audit";
import { loadActiveLeg } from "@/lib/data/active-leg";
import { remainingOnFixedSide } from "@/lib/domain/leg-roles";
import { hedging } from "@/lib/hedging";
import { recordProposal } from "@/lib/locks/proposal-claims";
import type { LegTarget } from "@/lib/paths/dual-hedge-paths";

// The one path an early-settlement quote takes, whether the requester asks for it or an approver does for a request.

/** No body and no customer IP upstream (docs/interface.md, "Early settlement"). The amount kept is what remains on the leg's fixed side. */
export async function quoteEarlySettlement(ctx: AuditContext, target: LegTarget & { approvalId?: string }) {
  const { customerId, dualHedgeId, hedgeId, approvalId } = target;
  const { leg } = await loadActiveLeg(target, ctx.requestId);
  const targetIds: Record<string, string> = approvalId
    ? { dualHedgeId, hedgeId, approvalId }
    : { dualHedgeId, hedgeId };
  const { proposal, requestId } = await auditMutation(
    { ctx, action: "quoteEarlySettlement", customerId, targetIds },
    async () => {
      const { data, requestId, drift } = await hedging().quoteEarlySettlement({
        customerId,
        hedgeId,
        requestId: ctx.requestId,
      });
      return { proposal: data, requestId, drift };
    },
  );
  const remaining = remainingOnFixedSide(leg);
  await recordProposal({
    id: proposal.id.toLowerCase(),
    kind: "early-settlement",
    customerId,
    hedgeId,
    validUntilTs: proposal.validUntilTs,
    quotedBy: ctx.user.id,
    amount: remaining?.amount ?? null,
    currency: remaining?.currency ?? null,
    quote: { proposal, leg: { fromCurrency: leg.fromCurrency, toCurrency: leg.toCurrency, quote: leg.quote } },
    approvalId: approvalId ?? null,
  });
  return { proposal, leg, amount: remaining?.amount ?? null, currency: remaining?.currency ?? null, requestId };
}
