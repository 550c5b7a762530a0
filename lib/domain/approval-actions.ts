// Zod- and decimal-free on purpose: the staff page's client form imports these, and the schema module would bring zod
// and the decimal library along.
import type { ApprovalRule } from "@/lib/domain/approval-policy-schema";

/** The actions a second person may have to approve, by their audit names. */
export const APPROVAL_ACTIONS = ["cancelDualHedge", "acceptDrawdown", "acceptEarlySettlement"] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const APPROVAL_ACTION_LABELS: Record<ApprovalAction, string> = {
  cancelDualHedge: "Cancel a dual hedge",
  acceptDrawdown: "Accept a drawdown",
  acceptEarlySettlement: "Accept an early settlement",
};

export const APPROVAL_MODES = ["off", "always", "fromAmount"] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** Said beside the form, so staff know why they request instead of act. */
export function ruleSummary(rule: ApprovalRule): string {
  if (rule.mode === "off") return "No approval needed.";
  if (rule.mode === "always") return "Always needs a second person's approval.";
  const list = rule.thresholds.map((t) => `${t.currency} ${t.amount}`).join(", ");
  return `Needs approval from ${list}, and always in another currency.`;
}
