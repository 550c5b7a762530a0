"use server";

import { auditMutation } from "@/lib/audit/audit";
import { checkDrawdownAmount } from "@/lib/domain/drawdown-rules";
import { hedging } from "@/lib/hedging";
import { drawdownRuleMessage } from "@/lib/schemas/drawdown-form";
import { acceptDrawdownSchema, quoteDrawdownSchema } from "@/lib/schemas/flows";
import { recordProposal } from "@/lib/locks/proposal-claims";
import { fixedSideOf, loadActiveLeg } from "@/lib/data/active-leg";
import { acceptProposalOnce } from "@/lib/locks/proposal-accept";
import { requireCustomerIp } from "@/lib/request/require-customer-ip";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { operatorActionClient } from "./safe-action";
import { rereadDualHedge } from "@/lib/book/write-through";

/** The amount rules are checked again, exactly, against the leg as it is now, before anything is sent. */
export const quoteDrawdownAction = operatorActionClient
  .metadata({ actionName: "quoteDrawdown" })
  .inputSchema(quoteDrawdownSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, dualHedgeId, hedgeId } = parsedInput;
    const { leg } = await loadActiveLeg(parsedInput, ctx.requestId);
    const { side, amount: remaining, currency } = fixedSideOf(leg);
    const check = checkDrawdownAmount({ amount: parsedInput.amount, remaining, currency });
    if (!check.ok) {
      const message = drawdownRuleMessage(check);
      throw new ActionRefusal("validation", message, { amount: [message] });
    }
    const { ip: customerIp, source: customerIpSource } = await requireCustomerIp(parsedInput.customerIp);

    const { proposal, requestId } = await auditMutation(
      { ctx, action: "quoteDrawdown", customerId, targetIds: { dualHedgeId, hedgeId }, customerIp, customerIpSource },
      async () => {
        const amount = { side, value: Number(check.amount) };
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
    });
    return { proposal, fixedSide: side, customerIp, requestId, serverNowMs: Date.now() };
  });

export const acceptDrawdownAction = operatorActionClient
  .metadata({ actionName: "acceptDrawdown" })
  .inputSchema(acceptDrawdownSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, dualHedgeId, hedgeId, drawdownProposalId } = parsedInput;
    const { ip: customerIp, source: customerIpSource } = await requireCustomerIp(parsedInput.customerIp);
    return acceptProposalOnce(
      { id: drawdownProposalId, kind: "drawdown", customerId, hedgeId },
      {
        ctx,
        action: "acceptDrawdown",
        customerId,
        targetIds: { dualHedgeId, hedgeId, drawdownProposalId },
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
    ).then(({ drawdown, requestId }) => {
      rereadDualHedge({ customerId, dualHedgeId, requestId }); // the book follows at once, in the background
      return { drawdown, requestId };
    });
  });
