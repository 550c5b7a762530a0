import "server-only";
import { hedging, type Hedge } from "@/lib/hedging";
import { isFixedSide } from "@/lib/domain/leg-roles";
import type { FixedSide } from "@/lib/domain/drawdown-rules";
import { ActionRefusal } from "./safe-action";

/** The leg as it is now (through its dual hedge: there is no "get hedge" call), checked to be Active. */
export async function loadActiveLeg(
  target: { customerId: string; dualHedgeId: string; hedgeId: string },
  requestId: string,
): Promise<{ leg: Hedge & { fixedSide: FixedSide } }> {
  const { data: dualHedge } = await hedging().getDualHedge({ ...target, requestId });
  const leg = dualHedge.hedges.find((hedge) => hedge.id.toLowerCase() === target.hedgeId);
  if (!leg) throw new ActionRefusal("not-found", "This hedge is not a leg of that dual hedge.");
  if (leg.status !== "Active") {
    throw new ActionRefusal("precondition", `This leg is ${leg.status}; only an Active leg can do this.`);
  }
  if (!isFixedSide(leg.fixedSide)) {
    throw new ActionRefusal("precondition", `This leg's fixed side (${leg.fixedSide}) is not one Hedge Desk knows.`);
  }
  return { leg: leg as Hedge & { fixedSide: FixedSide } };
}
