import "server-only";
import { trailStepped } from "./trail-changes";
import { raiseApprovalStep } from "@/lib/alerts/approval-alerts";
import { getDb, type Db } from "@/lib/db";
import { auditEvents, type approvalRequests } from "@/lib/db/schema";

// Each step of a four-eyes request is one `recorded` row; the call an approval sends is audited as usual (attempt, outcome).

export const APPROVAL_EVENT_KINDS = [
  "approvalRequested",
  "approvalWithdrawn",
  "approvalRejected",
  "approvalApproved",
  "approvalExecuted",
  "approvalExpired",
] as const;
export type ApprovalEventKind = (typeof APPROVAL_EVENT_KINDS)[number];

/** Expiry is noticed by whoever reads next: the row says so rather than naming them. */
export const EXPIRY_ACTOR = { id: "system", email: "system (expiry)" };
/** A request whose requester lost the right to it, noticed by whoever reads next (an admin's own change names them). */
export const LOST_RIGHT_ACTOR = { id: "system", email: "system (requester's role or account changed)" };

type Request = typeof approvalRequests.$inferSelect;

export async function recordApprovalEvent(
  event: {
    kind: ApprovalEventKind;
    actor: { id: string; email: string };
    request: Request;
    requestId?: string | null;
    /** The execution's outcome (succeeded, failed, unknown) and its message. */
    outcome?: { result: string; message: string | null };
  },
  database?: Db,
): Promise<void> {
  const db = database ?? (await getDb());
  const { request } = event;
  const targetIds: Record<string, string> = {
    approvalId: request.id,
    requestedAction: request.action,
    dualHedgeId: request.dualHedgeId,
  };
  if (request.hedgeId) targetIds.hedgeId = request.hedgeId;
  const detail: Record<string, unknown> = { requestedBy: request.requestedByEmail };
  if (request.amount !== null) detail.amount = request.amount;
  if (request.currency !== null) detail.currency = request.currency;
  if (request.reason !== null) detail.reason = request.reason;
  if (request.decisionReason) detail.decisionReason = request.decisionReason;
  if (event.outcome) detail.outcome = event.outcome;
  await db.insert(auditEvents).values({
    staffUserId: event.actor.id,
    staffEmail: event.actor.email.slice(0, 254),
    action: event.kind,
    customerId: request.customerId,
    targetIds,
    customerIp: request.customerIp,
    customerIpSource: request.customerIp ? ((request.customerIpSource as "typed" | "browser" | null) ?? null) : null,
    detail,
    outcome: "recorded",
    requestId: event.requestId ?? null,
  });
  // Every step of a request passes here: the approvers, or the requester, hear of the ones that concern them.
  await raiseApprovalStep(db, event.kind, request);
  trailStepped();
}
