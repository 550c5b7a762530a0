import type { ApprovalRule } from "@/lib/domain/approval-policy-schema";
import { compare, tryDecimal } from "./money";

export interface MoneyAmount {
  amount: string | number | null;
  currency: string | null;
}

/** Whether a second person must approve; fail-safe: an unreadable amount or an unlisted currency needs approval. */
export function needsApproval(rule: ApprovalRule, amounts: readonly MoneyAmount[]): boolean {
  if (rule.mode === "off") return false;
  if (rule.mode === "always" || amounts.length === 0) return true;
  return amounts.some(({ amount, currency }) => {
    const value = tryDecimal(amount);
    if (value === null || !currency) return true;
    const threshold = rule.thresholds.find((t) => t.currency === currency.toUpperCase());
    return !threshold || compare(value, threshold.amount) >= 0;
  });
}
