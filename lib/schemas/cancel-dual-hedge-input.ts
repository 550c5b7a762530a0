import { z } from "zod";
import { customerIpProblem } from "@/lib/domain/customer-ip";
import { cancelReasonProblem } from "./form-rules";
import { customerIdSchema, dualHedgeIdSchema } from "./ids";
import { optionalRuleSchema, ruleSchema } from "./rule-schema";

export const cancelDualHedgeSchema = z.strictObject({
  customerId: customerIdSchema,
  dualHedgeId: dualHedgeIdSchema,
  reason: ruleSchema(cancelReasonProblem),
  customerIp: optionalRuleSchema(customerIpProblem),
});
export type CancelDualHedgeInput = z.input<typeof cancelDualHedgeSchema>;
