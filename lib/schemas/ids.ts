import { z } from "zod";
import { uuidMessage } from "@/lib/domain/uuid";

/** Any UUID version: production has sent non-v4 ids, and refusing them would strand a record. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const idSchema = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .regex(UUID_PATTERN, { message: uuidMessage(label) })
    .transform((value) => value.toLowerCase());

export const customerIdSchema = idSchema("Customer id");
export const dualHedgeIdSchema = idSchema("Dual hedge id");
export const hedgeIdSchema = idSchema("Hedge id");
export const proposalIdSchema = idSchema("Proposal id");
export const conversionIdSchema = idSchema("Conversion id");
export const drawdownIdSchema = idSchema("Drawdown id");
