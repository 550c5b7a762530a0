import { formatAmount, formatRate } from "./format";
import { tryDecimal } from "@/lib/domain/money";

// "No change" for zero, so an unchanged row does not rely on colour.
export const NO_CHANGE = "No change";

function sign(text: string): "+" | "-" | "0" | null {
  const value = tryDecimal(text);
  if (value === null) return null;
  return value.gt(0) ? "+" : value.lt(0) ? "-" : "0";
}

export function formatAmountChange(change: string, currency: string): string {
  const s = sign(change);
  if (s === null) return change;
  if (s === "0") return NO_CHANGE;
  return s === "+" ? `+${formatAmount(change, currency)}` : formatAmount(change, currency);
}

export function formatRateChange(change: string): string {
  const s = sign(change);
  if (s === null) return change;
  if (s === "0") return NO_CHANGE;
  return s === "+" ? `+${formatRate(change)}` : formatRate(change);
}
