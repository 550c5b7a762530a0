import "server-only";
import { fetchLeg } from "@/lib/data/legs";
import type { Hedge } from "@/lib/hedging";
import { remainingOnFixedSide, type FixedSideRemaining } from "@/lib/domain/leg-roles";
import { ActionRefusal } from "@/lib/errors/action-refusal";

/** The leg as it is now, checked to be Active. */
export async function loadActiveLeg(
  target: { customerId: string; dualHedgeId: string; hedgeId: string },
  requestId: string,
): Promise<{ leg: Hedge }> {
  const leg = (await fetchLeg(target, requestId))?.leg;
  if (!leg) throw new ActionRefusal("not-found", "This hedge is not a leg of that dual hedge.");
  if (leg.status === null) {
    throw new ActionRefusal("precondition", "The hedging service did not send this leg's status, so Hedge Desk cannot check that it is Active.");
  }
  if (leg.status !== "Active") {
    throw new ActionRefusal("precondition", `This leg is ${leg.status}; only an Active leg can do this.`);
  }
  return { leg };
}

export function fixedSideOf(leg: Hedge): FixedSideRemaining {
  const remaining = remainingOnFixedSide(leg);
  if (remaining) return remaining;
  const missing = leg.fixedSide === null ? "which side is fixed" : `the amount or currency of its fixed side (${leg.fixedSide})`;
  throw new ActionRefusal("precondition", `The hedging service did not send ${missing} for this leg, so a drawdown cannot be quoted here.`);
}
