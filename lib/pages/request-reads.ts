import "server-only";
import { cache } from "react";
import { hedging } from "@/lib/hedging";

/**
 * Reads a layout's existence check and its page share within one request (React cache), so the
 * check costs no second upstream call. Ids must already be validated and lower-cased.
 */
export const getCustomerOnce = cache((customerId: string) => hedging().getCustomer({ customerId }));

export const getDualHedgeOnce = cache((customerId: string, dualHedgeId: string) => hedging().getDualHedge({ customerId, dualHedgeId }));
