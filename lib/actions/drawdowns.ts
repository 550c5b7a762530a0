"use server";

import { acceptApproval, refuseDirectAcceptIfApprovalNeeded } from "@/lib/approvals/accept-policy";
import { getDb } from "@/lib/db";
import { sendAcceptDrawdown } from "@/lib/mutations/accept-proposal";
import { quoteDrawdown } from "@/lib/mutations/quote-drawdown";
import { acceptDrawdownSchema, quoteDrawdownSchema } from "@/lib/schemas/flows";
import { requireCustomerIp } from "@/lib/request/customer-ip";
import { operatorActionClient } from "./safe-action";

/** The amount rules are checked again, exactly, against the leg as it is now, before anything is sent. */
export const quoteDrawdownAction = operatorActionClient
  .metadata({ actionName: "quoteDrawdown" })
  .inputSchema(quoteDrawdownSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, dualHedgeId, hedgeId, amount } = parsedInput;
    const quoted = await quoteDrawdown(ctx, {
      customerId,
      dualHedgeId,
      hedgeId,
      amount,
      customerIp: () => requireCustomerIp(parsedInput.customerIp),
    });
    // Four eyes: said with the quote, so the form offers "Request approval" instead of Accept (the accept checks again).
    const { needed } = await acceptApproval(await getDb(), "acceptDrawdown", quoted);
    const { proposal, fixedSide, customerIp, requestId } = quoted;
    return { proposal, fixedSide, customerIp, requestId, approvalNeeded: needed, serverNowMs: Date.now() };
  });

export const acceptDrawdownAction = operatorActionClient
  .metadata({ actionName: "acceptDrawdown" })
  .inputSchema(acceptDrawdownSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, hedgeId, drawdownProposalId } = parsedInput;
    // Refused before the service, and trailed by the action client as every such refusal is.
    await refuseDirectAcceptIfApprovalNeeded(await getDb(), "acceptDrawdown", {
      id: drawdownProposalId,
      customerId,
      hedgeId,
    });
    const { ip: customerIp, source: customerIpSource } = await requireCustomerIp(parsedInput.customerIp);
    return sendAcceptDrawdown(ctx, { ...parsedInput, customerIp, customerIpSource });
  });
