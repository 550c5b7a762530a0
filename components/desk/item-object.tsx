import { auditActionLabel } from "@/lib/audit/security-event-kinds";
import { ITEM_KIND_LABELS } from "@/lib/format/attention-text";
import { formatAmount, formatDate } from "@/lib/format/format";
import { utcTime } from "@/lib/format/item-history-text";
import { pairLabel } from "@/lib/domain/pair-totals";
import type { ItemKind } from "@/lib/domain/attention-rules";
import { APPROVALS_PATH } from "@/lib/paths/app-paths";
import { auditPath } from "@/lib/search-params/list-paths";

// What an item is about, in words and a link: a leg (its customer and pair), a call of unknown outcome (to its day on
// the trail), or a request waiting for approval (to the approvals list).

export type ItemObject = {
  kind: ItemKind;
  customerId: string | null;
  customerName: string | null;
  fromCurrency: string | null;
  toCurrency: string | null;
  endAt: string | null;
  objectAction: string | null;
  objectAt: Date | null;
  objectBy: string | null;
  expiresAt: Date | null;
  amount: string | null;
  currency: string | null;
};

const day = (at: Date) => at.toISOString().slice(0, 10);

/** "Waiting for approval: Acme Ltd · Cancel dual hedge", the words an item's row and panel name it by. */
export function itemAbout(item: ItemObject): string {
  const kind = ITEM_KIND_LABELS[item.kind];
  const customer = item.customerName ?? (item.customerId ? `customer ${item.customerId.slice(0, 8)}` : "no customer");
  if (item.kind === "unresolvedCall" || item.kind === "awaitingApproval")
    return `${kind}: ${customer} · ${item.objectAction ? auditActionLabel(item.objectAction) : "call"}`;
  return `${kind}: ${item.customerName ?? "Customer"} · ${pairLabel(item.fromCurrency, item.toCurrency)}`;
}

/** The row's second line: when the leg ends, when the call was tried, when the request expires. */
export function itemDetail(item: ItemObject): string {
  if (item.kind === "unresolvedCall")
    return item.objectAt ? `tried ${utcTime(item.objectAt)} by ${item.objectBy ?? "unknown"}` : "tried";
  if (item.kind === "awaitingApproval")
    return [
      item.amount ? formatAmount(item.amount, item.currency) : null,
      item.objectBy ? `asked by ${item.objectBy}` : null,
      item.expiresAt ? `expires ${utcTime(item.expiresAt)}` : null,
    ]
      .filter(Boolean)
      .join(" · ");
  return `ends ${formatDate(item.endAt)}`;
}

/** Where the object itself is: the call's day on the trail, or the approvals list; null for a leg (its own link). */
export function objectHref(item: ItemObject): string | null {
  if (item.kind === "unresolvedCall" && item.objectAt)
    return auditPath({
      action: item.objectAction,
      customer: item.customerId,
      from: day(item.objectAt),
      to: day(item.objectAt),
    });
  if (item.kind === "awaitingApproval") return APPROVALS_PATH;
  return null;
}
