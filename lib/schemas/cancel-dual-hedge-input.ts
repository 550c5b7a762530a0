import { z } from "zod";
import { optionalCustomerIpSchema } from "./customer-ip";
import { CANCEL_REASON_MAX, CANCEL_REASON_MISSING, CANCEL_REASON_TOO_LONG, CANCEL_REASON_VISIBLE } from "./form-rules";
import { customerIdSchema, dualHedgeIdSchema } from "./ids";

export { CANCEL_REASON_MAX };
export const cancelDualHedgeSchema = z.strictObject({
  customerId: customerIdSchema,
  dualHedgeId: dualHedgeIdSchema,
  reason: z
    .string({ message: CANCEL_REASON_MISSING })
    .trim()
    .min(1, { message: CANCEL_REASON_MISSING })
    .regex(CANCEL_REASON_VISIBLE, { message: CANCEL_REASON_MISSING })
    .max(CANCEL_REASON_MAX, { message: CANCEL_REASON_TOO_LONG }),
  customerIp: optionalCustomerIpSchema,
});
export type CancelDualHedgeInput = z.input<typeof cancelDualHedgeSchema>;
