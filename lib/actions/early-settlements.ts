"use server";

import { acceptApproval, refuseDirectAcceptIfApprovalNeeded } from "@/lib/approvals/accept-policy";
import { getDb } from "@/lib/db";
import { sendAcceptEarlySettlement } from "@/lib/mutations/accept-proposal";
import { quoteEarlySettlement } from "@/lib/mutations/quote-early-settlement";
import { acceptEarlySettlementSchema, quoteEarlySettlementSchema } from "@/lib/schemas/flows";
import { operatorActionClient } from "./safe-action";

/** No body and no customer IP upstream (docs/interface.md, "Early settlement"). */
export const quoteEarlySettlementAction = operatorActionClient
  .metadata({ actionName: "quoteEarlySettlement" })
  .inputSchema(quoteEarlySettlementSchema)
  .action(async ({ parsedInput, ctx }) => {
    const quoted = await quoteEarlySettlement(ctx, parsedInput);
    // Four eyes: said with the quote, so the page offers "Request approval" instead of Accept (the accept checks again).
    const { needed } = await acceptApproval(await getDb(), "acceptEarlySettlement", quoted);
    const { proposal, leg, requestId } = quoted;
    return { proposal, leg, requestId, approvalNeeded: needed, serverNowMs: Date.now() };
  });

export const acceptEarlySettlementAction = operatorActionClient
  .metadata({ actionName: "acceptEarlySettlement" })
  .inputSchema(acceptEarlySettlementSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, hedgeId, earlySettlementProposalId } = parsedInput;
    await refuseDirectAcceptIfApprovalNeeded(await getDb(), "acceptEarlySettlement", {
      id: earlySettlementProposalId,
      customerId,
      hedgeId,
    });
    return sendAcceptEarlySettlement(ctx, parsedInput);
  });
