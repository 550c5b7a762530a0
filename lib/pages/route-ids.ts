import "server-only";
import { notFound } from "next/navigation";
import { customerIdSchema, dualHedgeIdSchema } from "@/lib/schemas/ids";

/** A path id that is not an id at all is a 404 without asking the service. Lower-cased, as the actions read it. */
export function customerIdOrNotFound(value: string): string {
  const parsed = customerIdSchema.safeParse(value);
  return parsed.success ? parsed.data : notFound();
}

export function dualHedgeIdOrNotFound(value: string): string {
  const parsed = dualHedgeIdSchema.safeParse(value);
  return parsed.success ? parsed.data : notFound();
}
