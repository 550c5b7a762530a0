"use server";

import { auditMutation } from "@/lib/audit/audit";
import { hedging } from "@/lib/hedging";
import { cancelDualHedgeSchema } from "@/lib/schemas/dual-hedges";
import { withMutationLock } from "@/lib/locks/mutation-lock";
import { requireCustomerIp } from "@/lib/request/require-customer-ip";
import { operatorActionClient } from "./safe-action";
import { rereadDualHedge } from "@/lib/book/write-through";

/** Operators and admins. Audited; one at a time per dual hedge, so a double click sends one cancel. */
export const cancelDualHedgeAction = operatorActionClient
  .metadata({ actionName: "cancelDualHedge" })
  .inputSchema(cancelDualHedgeSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { customerId, dualHedgeId, reason } = parsedInput;
    const { ip: customerIp, source: customerIpSource } = await requireCustomerIp(parsedInput.customerIp);
    return withMutationLock({ key: `cancel:${dualHedgeId}`, action: "cancelDualHedge", staffUserId: ctx.user.id }, () =>
      auditMutation(
        { ctx, action: "cancelDualHedge", customerId, targetIds: { dualHedgeId }, customerIp, customerIpSource },
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
    ).then(({ hedgeIds, requestId }) => {
      rereadDualHedge({ customerId, dualHedgeId, requestId }); // the book follows at once, in the background
      return { hedgeIds, requestId };
    });
  });
