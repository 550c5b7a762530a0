import "server-only";
import type { Db } from "@/lib/db";
import { auditEvents, type AttentionEventKind } from "@/lib/db/schema";

// Every staff change to an item is a `recorded` row on the audit trail (and so in its hash chain), naming the item and
// the leg it is about; what the book does by itself is in the item's own history only.

export const ITEM_AUDIT_ACTIONS: Partial<Record<AttentionEventKind, string>> = {
  acknowledged: "itemAcknowledged",
  assigned: "itemAssigned",
  unassigned: "itemUnassigned",
  note: "itemNoted",
  snoozed: "itemSnoozed",
  resolved: "itemResolved",
};

/** The target id naming what the item is about: a leg (`hedgeId`), a call's attempt, or an approval request. */
const OBJECT_TARGET: Record<string, string> = { unresolvedCall: "attemptId", awaitingApproval: "approvalId" };

export async function recordItemChange(
  db: Db,
  entry: {
    actor: { id: string; email: string };
    item: { id: number; kind: string; objectId: string; dualHedgeId: string | null; customerId: string | null };
    change: AttentionEventKind;
    text: string | null;
    detail: Record<string, string> | null;
    requestId?: string | null;
  },
): Promise<void> {
  const { actor, item } = entry;
  await db.insert(auditEvents).values({
    staffUserId: actor.id,
    staffEmail: actor.email.slice(0, 254),
    action: ITEM_AUDIT_ACTIONS[entry.change] ?? entry.change,
    customerId: item.customerId,
    targetIds: {
      itemId: String(item.id),
      itemKind: item.kind,
      [OBJECT_TARGET[item.kind] ?? "hedgeId"]: item.objectId,
      ...(item.dualHedgeId !== null && { dualHedgeId: item.dualHedgeId }),
    },
    detail: { ...(entry.text !== null && { text: entry.text }), ...entry.detail },
    outcome: "recorded",
    requestId: entry.requestId ?? null,
  });
}
