import "server-only";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { labelDualHedgeLegs } from "@/lib/domain/leg-roles";
import { hedging, type DualHedge, type Hedge } from "@/lib/hedging";
import { readUpstream, type PageRead } from "@/lib/pages/upstream";
import type { LegTarget } from "@/lib/paths/dual-hedge-paths";
import { customerIdSchema, dualHedgeIdSchema, hedgeIdSchema } from "@/lib/schemas/ids";

export type LegParams = { customerId: string; dualHedgeId: string; hedgeId: string };
export type LoadedLeg = { target: LegTarget; dualHedge: DualHedge; leg: Hedge; label: string; customerName: string | null };

/** The route's ids, validated and lower-cased; a malformed one is a 404 like an unknown one. */
export function parseLegTarget(params: LegParams): LegTarget {
  const customerId = customerIdSchema.safeParse(params.customerId);
  const dualHedgeId = dualHedgeIdSchema.safeParse(params.dualHedgeId);
  const hedgeId = hedgeIdSchema.safeParse(params.hedgeId);
  if (!customerId.success || !dualHedgeId.success || !hedgeId.success) notFound();
  return { customerId: customerId.data, dualHedgeId: dualHedgeId.data, hedgeId: hedgeId.data };
}

/**
 * The leg as the service has it now, read through its dual hedge (there is no "get hedge" call),
 * for the first paint; the customer's name only for the breadcrumb. A 404, or a hedge that is not a
 * leg of that dual hedge, is the segment's not-found page; another refusal comes back for the page
 * to show with a retry.
 */
export async function loadLeg(target: LegTarget): Promise<PageRead<LoadedLeg>> {
  await connection(); // live data: never prerendered
  const [dual, customer] = await Promise.all([
    readUpstream(hedging().getDualHedge(target)),
    readUpstream(hedging().getCustomer({ customerId: target.customerId })),
  ]);
  if (!dual.ok) return dual;
  const labelled = labelDualHedgeLegs(dual.data).find(({ leg }) => leg.id.toLowerCase() === target.hedgeId);
  if (!labelled) notFound();
  const customerName = customer.ok ? customer.data.companyName : null;
  return { ok: true, data: { target, dualHedge: dual.data, leg: labelled.leg, label: labelled.label, customerName } };
}
