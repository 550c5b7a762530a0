import "server-only";
import { getDb, type Db } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";

/** Staff's own acts on a customer in Hedge Desk (a note, a refresh): one `recorded` row, on the customer's activity. */
export const CUSTOMER_EVENT_KINDS = ["customerNoteAdded", "customerRefreshed"] as const;
export type CustomerEventKind = (typeof CUSTOMER_EVENT_KINDS)[number];

export async function recordCustomerEvent(
  event: {
    kind: CustomerEventKind;
    actor: { id: string; email: string };
    customerId: string;
    targetIds?: Record<string, string>;
    detail?: Record<string, unknown>;
    requestId?: string | null;
    clientAddress?: string | null;
    /** Refused before anything was done (a refresh asked too often): a `refused` row with this kind. */
    refusal?: string;
  },
  database?: Db,
): Promise<void> {
  const db = database ?? (await getDb());
  await db.insert(auditEvents).values({
    staffUserId: event.actor.id,
    staffEmail: event.actor.email.slice(0, 254),
    action: event.kind,
    customerId: event.customerId,
    targetIds: event.targetIds ?? {},
    detail: event.detail ?? null,
    clientAddress: event.clientAddress ?? null,
    outcome: event.refusal ? "refused" : "recorded",
    errorKind: event.refusal ?? null,
    requestId: event.requestId ?? null,
  });
}
