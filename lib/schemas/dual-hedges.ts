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

export const PER_PAGE_MAX = 100;
export const PER_PAGE_DEFAULT = 25;

/** Page and page size as the upstream takes them: never clamped, refused when out of range. */
export const pageSchema = z
  .number()
  .int({ message: "Page must be a whole number." })
  .min(1, { message: "Page starts at 1." })
  .max(1_000_000);
export const perPageSchema = z
  .number()
  .int({ message: "Page size must be a whole number." })
  .min(1, { message: `Page size must be between 1 and ${PER_PAGE_MAX}.` })
  .max(PER_PAGE_MAX, { message: `Page size must be between 1 and ${PER_PAGE_MAX}.` });
