import { rulesResolver } from "@/components/forms/rules-resolver";
import { customerIpProblem } from "@/lib/domain/customer-ip";
import { cancelReasonProblem } from "@/lib/schemas/form-rules";

// What the cancel form holds, and its rules as the browser checks them.

export interface CancelLeg {
  id: string;
  label: string;
}

export type CancelValues = { customerId: string; dualHedgeId: string; reason: string; customerIp: string };
export type CancelParsed = { customerId: string; dualHedgeId: string; reason: string; customerIp?: string };
export type CancelField = "reason" | "customerIp";

// The action's rules (cancelDualHedgeSchema), zod-free in the browser: see lib/schemas/form-rules.ts.
export const cancelResolver = rulesResolver<CancelValues, CancelParsed>(
  { reason: cancelReasonProblem, customerIp: customerIpProblem },
  (values) => {
    const customerIp = (values.customerIp ?? "").trim();
    return {
      customerId: values.customerId,
      dualHedgeId: values.dualHedgeId,
      reason: values.reason.trim(),
      ...(customerIp ? { customerIp } : {}),
    };
  },
);
