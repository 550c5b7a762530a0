import "server-only";
import type { AuditContext } from "@/lib/audit/audit";
import type { CustomerIpSource } from "@/lib/db/schema";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { quoteDrawdown } from "@/lib/mutations/quote-drawdown";
import { quoteEarlySettlement } from "@/lib/mutations/quote-early-settlement";
import type { ApprovalRequest } from "@/lib/approvals/store";

/** A fresh quote for the request's leg, amount and customer IP, shaped as the request keeps terms, to compare. */
export async function quoteForRequest(ctx: AuditContext, request: ApprovalRequest) {
  const { customerId, dualHedgeId, hedgeId, id: approvalId } = request;
  if (!hedgeId || request.action === "cancelDualHedge")
    throw new ActionRefusal("precondition", "A cancellation has no quote: approve it as it is.");
  try {
    if (request.action === "acceptDrawdown") {
      if (!request.amount || !request.customerIp)
        throw new ActionRefusal("precondition", "This request has no amount or customer IP to quote.");
      const customerIp = { ip: request.customerIp, source: (request.customerIpSource as CustomerIpSource) ?? null };
      const quoted = await quoteDrawdown(ctx, {
        customerId,
        dualHedgeId,
        hedgeId,
        amount: request.amount,
        customerIp: async () => customerIp,
        approvalId,
      });
      return { proposal: quoted.proposal, quote: { proposal: quoted.proposal, fixedSide: quoted.fixedSide } };
    }
    const quoted = await quoteEarlySettlement(ctx, { customerId, dualHedgeId, hedgeId, approvalId });
    const { fromCurrency, toCurrency, quote } = quoted.leg;
    return {
      proposal: quoted.proposal,
      quote: { proposal: quoted.proposal, leg: { fromCurrency, toCurrency, quote } },
    };
  } catch (error) {
    // The leg no longer allows what was asked (not Active, less remaining, refused by the service): said as such.
    if (error instanceof ActionRefusal)
      throw new ActionRefusal(
        error.kind === "validation" ? "precondition" : error.kind,
        `This request cannot be approved as it stands: ${error.message} Reject it, and the requester can ask again.`,
      );
    throw error;
  }
}
