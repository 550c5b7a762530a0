import "server-only";
import type { Db } from "@/lib/db";
import { needsApproval, type MoneyAmount } from "@/lib/domain/approval-rule";
import { remainingOnFixedSide } from "@/lib/domain/leg-roles";
import { hedging, type DualHedge } from "@/lib/hedging";
import { readApprovalPolicy } from "@/lib/settings/approval-policy";

/** Each leg's amount on its fixed side; a leg without one counts as unreadable (and so needs approval). */
export function cancelAmounts(dual: Pick<DualHedge, "hedges">): MoneyAmount[] {
  return dual.hedges.map((leg) => {
    const fixed = remainingOnFixedSide(leg);
    return fixed ? { amount: fixed.amount, currency: fixed.currency } : { amount: null, currency: null };
  });
}

/** The largest leg's amount, kept on the request for the approver and the trail. */
export function headlineAmount(amounts: readonly MoneyAmount[]): MoneyAmount {
  return amounts.find((a) => a.amount !== null) ?? { amount: null, currency: null };
}

/** Whether this cancel needs a second person; reads the dual hedge only when the policy depends on its amounts. */
export async function cancelApproval(
  db: Db,
  target: { customerId: string; dualHedgeId: string },
  requestId: string,
  dual?: Pick<DualHedge, "hedges">,
): Promise<{ needed: boolean; amounts: MoneyAmount[]; expiryHours: number }> {
  const policy = await readApprovalPolicy(db);
  const rule = policy.cancelDualHedge;
  if (rule.mode === "off") return { needed: false, amounts: [], expiryHours: policy.expiryHours };
  const read = dual ?? (await hedging().getDualHedge({ ...target, requestId })).data;
  const amounts = cancelAmounts(read);
  return { needed: needsApproval(rule, amounts), amounts, expiryHours: policy.expiryHours };
}
