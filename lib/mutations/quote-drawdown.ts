import "server-only";
import { auditMutation, type AuditContext } from "@/lib/audit/audit";
import { fixedSideOf, loadActiveLeg } from "@/lib/data/active-leg";
import type { CustomerIpSource } from "@/lib/db/schema";
import { checkDrawdownAmount } from "@/lib/domain/drawdown-rules";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { hedging } from "@/lib/hedging";
import { recordProposal } from "@/lib/locks/proposal-claims";
import { drawdownRuleMessage } from "@/lib/schemas/drawdown-form";
import type { LegTarget } from "@/lib/paths/dual-hedge-paths";

// The one path a drawdown quote takes, whether the requester asks for it or an approver does for a request.

export interface DrawdownToQuote extends LegTarget {
  /** Decimal text on the fixed side, already in plain form. */
  amount: string;
  /** Resolved after the amount rules pass, so an amount's refusal comes first as it always has. */
  customerIp: () => Promise<{ ip: string; source: CustomerIpSource | null }>;
  /** Set when an approver quotes for a four-eyes request: only that request's approval may accept the proposal. */
  approvalId?: string;
}

/** The amount rules are checked again, exactly, against the leg as it is now, before anything is sent. */
export async function quoteDrawdown(ctx: AuditContext, input: DrawdownToQuote) {
  const { customerId, dualHedgeId, hedgeId, approvalId } = input;
  const { leg } = await loadActiveLeg(input, ctx.requestId);
  const { side, amount: remaining, currency } = fixedSideOf(leg);
  const check = checkDrawdownAmount({ amount: input.amount, remaining, currency });
  if (!check.ok) {
    const message = drawdownRuleMessage(check);
    throw new ActionRefusal("validation", message, { amount: [message] });
  }
  const { ip: customerIp, source: customerIpSource } = await input.customerIp();
  const targetIds: Record<string, string> = approvalId
    ? { dualHedgeId, hedgeId, approvalId }
    : { dualHedgeId, hedgeId };
  const { proposal, requestId } = await auditMutation(
    { ctx, action: "quoteDrawdown", customerId, targetIds, customerIp, customerIpSource },
    async () => {
      // The decimal text the rules were just checked on, digit for digit (never through a float).
      const amount = { side, value: check.amount };
      const { data, requestId, drift } = await hedging().quoteDrawdown({
        customerId,
        hedgeId,
        amount,
        customerIp,
        requestId: ctx.requestId,
      });
      return { proposal: data, requestId, drift };
    },
  );
  await recordProposal({
    id: proposal.id.toLowerCase(),
    kind: "drawdown",
    customerId,
    hedgeId,
    validUntilTs: proposal.validUntilTs,
    quotedBy: ctx.user.id,
    amount: check.amount,
    currency,
    quote: { proposal, fixedSide: side, customerIp, customerIpSource },
    approvalId: approvalId ?? null,
  });
  return { proposal, fixedSide: side, amount: check.amount, currency, customerIp, requestId };
}
