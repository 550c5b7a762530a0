import { z } from "zod";
import { CUSTOMER_IP_MESSAGE, isIPv4 } from "@/lib/domain/ip";

export const customerIpSchema = z.string().trim().refine(isIPv4, { message: CUSTOMER_IP_MESSAGE });

/** Empty means "use this browser's address". */
export const optionalCustomerIpSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  customerIpSchema.optional(),
);
