"use server";

import { cancelApproval } from "@/lib/approvals/cancel-policy";
import { getDb } from "@/lib/db";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { sendCancelDualHedge } from "@/lib/mutations/cancel-dual-hedge";
import { cancelDualHedgeSchema } from "@/lib/schemas/cancel-dual-hedge-input";
import { requireCustomerIp } from "@/lib/request/customer-ip";
import { operatorActionClient } from "./safe-action";

const APPROVAL_NEEDED_MESSAGE =
  "Cancelling this dual hedge needs a second person's approval: request cancellation instead.";

/** Operators and admins. Audited; one at a time per dual hedge, so a double click sends one cancel. */
export const cancelDualHedgeAction = operatorActionClient
  .metadata({ actionName: "cancelDualHedge" })
  .inputSchema(cancelDualHedgeSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, dualHedgeId, reason } = parsedInput;
    // Four eyes: where the policy applies only an approval sends a cancel; the action client trails the refusal.
    if ((await cancelApproval(await getDb(), { customerId, dualHedgeId }, ctx.requestId)).needed) {
      throw new ActionRefusal("precondition", APPROVAL_NEEDED_MESSAGE);
    }
    const { ip: customerIp, source: customerIpSource } = await requireCustomerIp(parsedInput.customerIp);
    return sendCancelDualHedge(ctx, { customerId, dualHedgeId, reason, customerIp, customerIpSource });
  });
