import "server-only";
import { notFound } from "next/navigation";
import type { z } from "zod";
import { shortId } from "@/lib/format/format";
import type { LegTarget } from "@/lib/paths/dual-hedge-paths";
import {
  conversionIdSchema,
  customerIdSchema,
  drawdownIdSchema,
  dualHedgeIdSchema,
  hedgeIdSchema,
} from "@/lib/schemas/ids";

/** A path id that is not an id at all is a 404 without asking the service; lower-cased, as the service's ids are compared. */
const idOrNotFound =
  (schema: z.ZodType<string, string>) =>
  (value: string): string => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : notFound();
  };

export const customerIdOrNotFound = idOrNotFound(customerIdSchema);
export const dualHedgeIdOrNotFound = idOrNotFound(dualHedgeIdSchema);
export const drawdownIdOrNotFound = idOrNotFound(drawdownIdSchema);
export const conversionIdOrNotFound = idOrNotFound(conversionIdSchema);

export type LegParams = { customerId: string; dualHedgeId: string; hedgeId: string };

export function legTargetOrNotFound(params: LegParams): LegTarget {
  return {
    customerId: customerIdOrNotFound(params.customerId),
    dualHedgeId: dualHedgeIdOrNotFound(params.dualHedgeId),
    hedgeId: idOrNotFound(hedgeIdSchema)(params.hedgeId),
  };
}

/** A page title naming its object by short id, so each tab and history entry can be told apart. */
export const idTitle = (what: string, schema: z.ZodType<string, string>, value: string): string => {
  const parsed = schema.safeParse(value);
  return parsed.success ? `${what} ${shortId(parsed.data)}` : `${what} not found`;
};
