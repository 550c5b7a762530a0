import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookCustomers, type approvalRequests } from "@/lib/db/schema";
import { APPROVAL_ACTION_LABELS } from "@/lib/domain/approval-actions";
import { shortId } from "@/lib/format/format-text";
import { approvalRequestPath } from "@/lib/paths/dual-hedge-paths";
import { raiseAlerts, type Raised } from "./raise";

// Four eyes: a new request reaches at once everyone who may approve it (operators and admins but its requester), with
// when it runs out; the requester hears of the decision, or of its expiry.

type Request = typeof approvalRequests.$inferSelect;

const OUTCOMES: Partial<Record<string, string>> = {
  approvalApproved: "approved",
  approvalRejected: "rejected",
  approvalExpired: "expired unapproved",
};

/** The earlier of the request's expiry and its quote's (a quote the service no longer honours cannot be approved). */
export function approvalDeadline(request: Pick<Request, "expiresAt" | "quote">): Date {
  // The quote keeps the service's proposal (lib/mutations/quote-drawdown.ts): its validUntilTs is in Unix seconds.
  const proposal = request.quote?.proposal as { validUntilTs?: unknown } | undefined;
  const validUntil = proposal?.validUntilTs;
  const quoteEnd = typeof validUntil === "number" && Number.isFinite(validUntil) ? new Date(validUntil * 1000) : null;
  return quoteEnd && quoteEnd < request.expiresAt ? quoteEnd : request.expiresAt;
}

/** Called with each step recorded on the trail (lib/audit/approval-events.ts); steps no one needs to hear of raise nothing. */
export async function raiseApprovalStep(db: Db, step: string, request: Request): Promise<Raised> {
  const outcome = OUTCOMES[step];
  if (step !== "approvalRequested" && !outcome) return { alerts: 0, mails: 0 };
  const [customer] = await db
    .select({ name: bookCustomers.companyName })
    .from(bookCustomers)
    .where(eq(bookCustomers.id, request.customerId));
  const what = APPROVAL_ACTION_LABELS[request.action];
  const about = {
    customerId: request.customerId,
    customerName: customer?.name ?? null,
    objectType: "approvalRequest",
    objectId: shortId(request.id),
    linkPath: approvalRequestPath(request),
  };
  if (step === "approvalRequested")
    return raiseAlerts(db, [
      {
        kind: "approvalRequested",
        eventKey: `approval:${request.id}:requested`,
        to: { roles: ["operator", "admin"], except: request.requestedBy },
        ...about,
        title: `Approval needed: ${what}, asked by ${request.requestedByEmail}`,
        deadlineAt: approvalDeadline(request),
      },
    ]);
  return raiseAlerts(db, [
    {
      kind: "approvalDecided",
      eventKey: `approval:${request.id}:decided`,
      to: { users: [request.requestedBy] },
      ...about,
      title: `Your request was ${outcome}: ${what}${request.decidedByEmail && step !== "approvalExpired" ? `, by ${request.decidedByEmail}` : ""}`,
    },
  ]);
}
