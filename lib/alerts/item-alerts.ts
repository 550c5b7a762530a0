import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { attentionItems, bookCustomers } from "@/lib/db/schema";
import { shortId } from "@/lib/format/format-text";
import { DESK_PATH, itemPath } from "@/lib/paths/app-paths";
import { ITEM_LABELS, itemOpenedKind } from "./kinds";
import { raiseAlerts, type AlertEvent, type Raised } from "./raise";

// The work queue's alerts: an item opened (per its kind), an item given to you, a note on an item you own.

type ItemRow = {
  id: number;
  kind: (typeof attentionItems.$inferSelect)["kind"];
  objectId: string;
  customerId: string | null;
};

/** What an item is about, by its kind: a leg, a call on the audit trail, or an approval request. */
const OBJECT_TYPE: Partial<Record<ItemRow["kind"], string>> = { unresolvedCall: "call", awaitingApproval: "request" };
const objectName = (item: ItemRow) => `${OBJECT_TYPE[item.kind] ?? "leg"} ${shortId(item.objectId)}`;

async function itemsWithNames(db: Db, itemIds: readonly number[]) {
  return db
    .select({
      id: attentionItems.id,
      kind: attentionItems.kind,
      objectId: attentionItems.objectId,
      customerId: attentionItems.customerId,
      ownerId: attentionItems.ownerId,
      customerName: bookCustomers.companyName,
    })
    .from(attentionItems)
    .leftJoin(bookCustomers, eq(bookCustomers.id, attentionItems.customerId))
    .where(inArray(attentionItems.id, [...itemIds]));
}

const about = (item: ItemRow & { customerName: string | null }) => ({
  customerId: item.customerId,
  customerName: item.customerName,
  objectType: OBJECT_TYPE[item.kind] ?? "leg",
  objectId: shortId(item.objectId),
  linkPath: itemPath(item.id),
});

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** More items of one kind opened by one refresh than this (a first read of a large book) are one alert, not one each. */
export const ITEMS_ONE_ALERT_ABOVE = 10;

/**
 * Newly opened items (the rows a refresh inserted): an alert per item for everyone subscribed to its kind, or, where one
 * refresh opened many of a kind, one alert saying how many, linked to the desk's work queue.
 */
export async function raiseItemsOpened(db: Db, opened: readonly Pick<ItemRow, "id" | "kind">[]): Promise<Raised> {
  if (opened.length === 0) return { alerts: 0, mails: 0 };
  const byKind = Map.groupBy(opened, (item) => item.kind);
  const each = [...byKind.values()].filter((items) => items.length <= ITEMS_ONE_ALERT_ABOVE).flat();
  const events: AlertEvent[] = (
    each.length
      ? await itemsWithNames(
          db,
          each.map((item) => item.id),
        )
      : []
  ).map((item) => ({
    kind: itemOpenedKind(item.kind),
    eventKey: `item:${item.id}:opened`,
    to: { roles: ["viewer", "operator", "admin"] },
    ownerId: item.ownerId,
    ...about(item),
    title: `${sentence(ITEM_LABELS[item.kind] ?? item.kind)}: ${objectName(item)}`,
  }));
  for (const [kind, items] of byKind) {
    if (items.length <= ITEMS_ONE_ALERT_ABOVE) continue;
    events.push({
      kind: itemOpenedKind(kind),
      eventKey: `items:${kind}:opened:${items.reduce((first, item) => Math.min(first, item.id), Infinity)}`,
      to: { roles: ["viewer", "operator", "admin"] },
      ownerId: null, // new items are unassigned
      title: `${items.length.toLocaleString("en-GB")} new work items: ${ITEM_LABELS[kind] ?? kind}`,
      linkPath: `${DESK_PATH}#work-queue`,
    });
  }
  return raiseAlerts(db, events);
}

/** After a staff change to an item (its history line `eventId`): the assignee, or the owner of a noted item, is told. */
export async function raiseItemChanged(
  db: Db,
  change: { itemId: number; eventId: number; kind: "assigned" | "note"; actorId: string; recipientId: string | null },
): Promise<Raised> {
  if (!change.recipientId || change.recipientId === change.actorId) return { alerts: 0, mails: 0 };
  const [item] = await itemsWithNames(db, [change.itemId]);
  if (!item) return { alerts: 0, mails: 0 };
  const assigned = change.kind === "assigned";
  return raiseAlerts(db, [
    {
      kind: assigned ? "itemAssigned" : "itemNote",
      eventKey: `itemEvent:${change.eventId}`,
      to: { users: [change.recipientId] },
      ...about(item),
      title: `${assigned ? "Assigned to you" : "A note on your work item"}: ${objectName(item)}`,
    },
  ]);
}
