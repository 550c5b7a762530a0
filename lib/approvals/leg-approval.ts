import "server-only";
import type { Db } from "@/lib/db";
import { formatAmount } from "@/lib/format/format";
import { remainingOnFixedSide } from "@/lib/domain/leg-roles";
import { compare, tryDecimal } from "@/lib/domain/money";
import { statusLabel } from "@/lib/format/status-label";
import type { Hedge } from "@/lib/hedging";
import { idSchema } from "@/lib/schemas/ids";
import { pendingAcceptFor } from "./queries";
import { findRequest, type ApprovalRequest } from "./store";

type AcceptAction = "acceptDrawdown" | "acceptEarlySettlement";

export type LegApproval = {
  pending: ApprovalRequest | null;
  decided: ApprovalRequest | null;
  cannotApprove: string | null;
};

/** What a leg's page shows of four eyes: the request waiting on it, and the one just decided (its ?approval=). */
export async function legApproval(
  db: Db,
  action: AcceptAction,
  target: { dualHedgeId: string; hedgeId: string },
  leg: Hedge,
  decidedParam: string | string[] | undefined,
): Promise<LegApproval> {
  const decidedId = idSchema("Approval request id").safeParse(decidedParam);
  const [pending, decided] = await Promise.all([
    pendingAcceptFor(db, action, target),
    decidedId.success ? findRequest(db, decidedId.data) : null,
  ]);
  const onThisLeg = decided && decided.hedgeId === target.hedgeId && decided.action === action ? decided : null;
  return { pending, decided: onThisLeg, cannotApprove: pending ? cannotApprove(action, pending, leg) : null };
}

/** The leg as the page read it no longer allows what was asked: said before anyone spends a quote on it. */
export function cannotApprove(action: AcceptAction, request: ApprovalRequest, leg: Hedge): string | null {
  const verb = action === "acceptDrawdown" ? "drawn down" : "settled early";
  if (leg.status !== "Active")
    return leg.status === null
      ? `the hedging service did not send this leg's status, and only an Active leg can be ${verb}.`
      : `the leg is ${statusLabel(leg.status)} now, and only an Active leg can be ${verb}.`;
  if (action !== "acceptDrawdown") return null;
  const remaining = remainingOnFixedSide(leg);
  const asked = tryDecimal(request.amount);
  if (!remaining || !asked) return "the hedging service did not send what remains on the leg's fixed side.";
  if (compare(remaining.amount, asked) < 0)
    return `only ${formatAmount(remaining.amount, remaining.currency)} remains on the leg, less than the ${formatAmount(request.amount, request.currency)} requested.`;
  return null;
}
