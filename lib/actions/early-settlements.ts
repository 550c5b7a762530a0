"use server";

import { auditMutation } from "@/lib/audit/audit";
import { hedging } from "@/lib/hedging";
import { acceptEarlySettlementSchema, quoteEarlySettlementSchema } from "@/lib/schemas/flows";
import { recordProposal } from "@/lib/locks/proposal-claims";
import { loadActiveLeg } from "@/lib/data/active-leg";
import { acceptProposalOnce } from "@/lib/locks/proposal-accept";
import { operatorActionClient } from "./safe-action";
import { rereadDualHedge } from "@/lib/book/write-through";

/** No body and no customer IP upstream (part 4.7). */
export const quoteEarlySettlementAction = operatorActionClient
  .metadata({ actionName: "quoteEarlySettlement" })
  .inputSchema(quoteEarlySettlementSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, dualHedgeId, hedgeId } = parsedInput;
    const { leg } = await loadActiveLeg(parsedInput, ctx.requestId);
    const { proposal, requestId } = await auditMutation(
      { ctx, action: "quoteEarlySettlement", customerId, targetIds: { dualHedgeId, hedgeId } },
      async () => {
        const { data, requestId, drift } = await hedging().quoteEarlySettlement({
          customerId,
          hedgeId,
          requestId: ctx.requestId,
        });
        return { proposal: data, requestId, drift };
      },
    );
    await recordProposal({
      id: proposal.id.toLowerCase(),
      kind: "early-settlement",
      customerId,
      hedgeId,
      validUntilTs: proposal.validUntilTs,
      quotedBy: ctx.user.id,
    });
    return { proposal, leg, requestId, serverNowMs: Date.now() };
  });

export const acceptEarlySettlementAction = operatorActionClient
  .metadata({ actionName: "acceptEarlySettlement" })
  .inputSchema(acceptEarlySettlementSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, dualHedgeId, hedgeId, earlySettlementProposalId } = parsedInput;
    return acceptProposalOnce(
      { id: earlySettlementProposalId, kind: "early-settlement", customerId, hedgeId },
      {
        ctx,
        action: "acceptEarlySettlement",
        customerId,
        targetIds: { dualHedgeId, hedgeId, earlySettlementProposalId },
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
    ).then(({ hedge, requestId }) => {
      rereadDualHedge({ customerId, dualHedgeId, requestId }); // the book follows at once, in the background
      return { hedge, requestId };
    });
  });
