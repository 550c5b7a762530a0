import "server-only";
import { sql } from "drizzle-orm";
import { approvalRequests, attentionItems, auditEvents } from "@/lib/db/schema";

// What an item that is not about a leg is about, joined beside its row: the approval request, or the call's attempt.

const i = attentionItems;

export const approvalOfItem = sql`${i.kind} = 'awaitingApproval' and ${approvalRequests.id} = ${i.objectId}`;
/** The CASE keeps the cast off other kinds' ids. */
export const attemptOfItem = sql`${auditEvents.id} = (case when ${i.kind} = 'unresolvedCall' then ${i.objectId}::bigint end)`;

/** The action asked for or tried, when it was asked or tried, when a request expires, and its amount. */
export const objectColumns = {
  objectAction: sql<string | null>`coalesce(${approvalRequests.action}, ${auditEvents.action})`,
  objectAt: sql<Date | null>`coalesce(${approvalRequests.requestedAt}, ${auditEvents.occurredAt})`.mapWith(
    (value: Date | string | null) => (value === null ? null : new Date(value)),
  ),
  objectBy: sql<string | null>`coalesce(${approvalRequests.requestedByEmail}, ${auditEvents.staffEmail})`,
  expiresAt: approvalRequests.expiresAt,
  amount: approvalRequests.amount,
  currency: approvalRequests.currency,
};
