import "server-only";
import { notFound } from "next/navigation";
import { labelDualHedgeLegs } from "@/lib/domain/leg-roles";
import { hedging, type DualHedge, type Hedge } from "@/lib/hedging";
import type { LegTarget } from "@/lib/paths/dual-hedge-paths";
import { getCustomer } from "./customers";
import { readFound, type PageRead } from "./read";

export type LoadedLeg = { target: LegTarget; dualHedge: DualHedge; leg: Hedge; label: string; customerName: string | null };

/** Through its dual hedge (the service has no "get hedge"); no session check: loadLeg and the action clients do it. */
export async function fetchLeg(target: LegTarget, requestId?: string): Promise<{ dualHedge: DualHedge; leg: Hedge; label: string } | null> {
  const { data: dualHedge } = await hedging().getDualHedge({ ...target, requestId });
  const labelled = labelDualHedgeLegs(dualHedge).find(({ leg }) => leg.id.toLowerCase() === target.hedgeId);
  return labelled ? { dualHedge, ...labelled } : null;
}

/** Not a leg of that dual hedge is the page's 404, like the service's own. */
export async function loadLeg(target: LegTarget): Promise<PageRead<LoadedLeg>> {
  const [found, customer] = await Promise.all([readFound(async () => ({ data: await fetchLeg(target) })), getCustomer(target.customerId)]);
  if (!found.ok) return found;
  if (!found.data) notFound();
  const customerName = customer.ok ? customer.data.companyName : null;
  return { ok: true, data: { target, ...found.data, customerName } };
}
