import "server-only";
import { and, eq, ne, not, sql } from "drizzle-orm";
import { EXPIRY_ACTOR, LOST_RIGHT_ACTOR, recordApprovalEvent } from "@/lib/audit/approval-events";
import type { Db } from "@/lib/db";
import { approvalRequests, authUsers, type ApprovalStatus } from "@/lib/db/schema";
import { formatTimestamp } from "@/lib/format/format-time";
import { ActionRefusal } from "@/lib/errors/action-refusal";

export type ApprovalRequest = typeof approvalRequests.$inferSelect;
type NewRequest = Omit<typeof approvalRequests.$inferInsert, "id" | "status" | "expiresAt" | "requestedAt">;
type Actor = { id: string; email: string };

// Each change is one UPDATE guarded by the status it leaves: of two people acting at once, exactly one moves it.

const REQUESTING_ROLES = ["operator", "admin"];

/** Only an enabled operator or admin may have asked: a request of anyone else must not be sent. */
const requesterMayAsk = sql`exists (select 1 from auth_user u where u.id = ${approvalRequests.requestedBy} and u.disabled_at is null and u.role in ${REQUESTING_ROLES})`;

/** Withdraws (and trails) what a since disabled, removed or demoted requester asked for, so no approver sends it. */
export async function withdrawForLostRight(db: Db, actor: Actor = LOST_RIGHT_ACTOR): Promise<ApprovalRequest[]> {
  const standing = sql`(select case when u.disabled_at is not null then 'their account was disabled'
    else 'they are now a ' || u.role || ', who may not ask for it' end from auth_user u where u.id = ${approvalRequests.requestedBy})`;
  const withdrawn = await db
    .update(approvalRequests)
    .set({
      status: "withdrawn",
      decidedBy: actor.id,
      decidedByEmail: actor.email,
      decidedAt: sql`now()`,
      decisionReason: sql`'Withdrawn automatically: ' || ${approvalRequests.requestedByEmail} || ' asked for it, and ' || coalesce(${standing}, 'their account was removed') || '.'`,
    })
    .where(and(eq(approvalRequests.status, "pending"), not(requesterMayAsk)))
    .returning();
  for (const request of withdrawn) await recordApprovalEvent({ kind: "approvalWithdrawn", actor, request }, db);
  return withdrawn;
}

/** Pending past their expiry (database clock) become `expired`, each on the trail; called before reading or changing requests. */
export async function expireStale(db: Db): Promise<ApprovalRequest[]> {
  await withdrawForLostRight(db);
  const expired = await db
    .update(approvalRequests)
    .set({ status: "expired", decidedAt: sql`now()` })
    .where(and(eq(approvalRequests.status, "pending"), sql`${approvalRequests.expiresAt} <= now()`))
    .returning();
  for (const request of expired)
    await recordApprovalEvent({ kind: "approvalExpired", actor: EXPIRY_ACTOR, request }, db);
  return expired;
}

export async function createRequest(db: Db, request: NewRequest, expiryHours: number): Promise<ApprovalRequest> {
  await expireStale(db);
  try {
    const [created] = await db
      .insert(approvalRequests)
      .values({ ...request, expiresAt: sql`now() + make_interval(hours => ${expiryHours})` })
      .returning();
    return created!;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ActionRefusal(
        "precondition",
        "A request for this is already waiting for approval: see it on this page.",
      );
    throw error;
  }
}

export async function findRequest(db: Db, id: string): Promise<ApprovalRequest | null> {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row ?? null;
}

/** The requester only, while pending. */
export async function withdrawRequest(db: Db, id: string, actor: Actor): Promise<ApprovalRequest> {
  await expireStale(db);
  const [row] = await db
    .update(approvalRequests)
    .set({ status: "withdrawn", decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: sql`now()` })
    .where(
      and(
        eq(approvalRequests.id, id),
        eq(approvalRequests.status, "pending"),
        eq(approvalRequests.requestedBy, actor.id),
      ),
    )
    .returning();
  if (!row) throw await explainRefusal(db, id, actor, "withdraw");
  return row;
}

/** Anyone but the requester, while pending and not expired. */
export async function rejectRequest(db: Db, id: string, actor: Actor, reason: string): Promise<ApprovalRequest> {
  await expireStale(db);
  const [row] = await db
    .update(approvalRequests)
    .set({
      status: "rejected",
      decidedBy: actor.id,
      decidedByEmail: actor.email,
      decidedAt: sql`now()`,
      decisionReason: reason,
    })
    .where(and(eq(approvalRequests.id, id), pendingAndLive(), ne(approvalRequests.requestedBy, actor.id)))
    .returning();
  if (!row) throw await explainRefusal(db, id, actor, "reject");
  return row;
}

/** Pending → approved for one approver: not the requester, not expired, with this request's quote. */
export async function claimApproval(db: Db, id: string, actor: Actor, proposalId?: string): Promise<ApprovalRequest> {
  await expireStale(db);
  const [row] = await db
    .update(approvalRequests)
    .set({ status: "approved", decidedBy: actor.id, decidedByEmail: actor.email, decidedAt: sql`now()` })
    .where(
      and(
        eq(approvalRequests.id, id),
        pendingAndLive(),
        ne(approvalRequests.requestedBy, actor.id),
        requesterMayAsk,
        proposalId === undefined
          ? and(eq(approvalRequests.action, "cancelDualHedge"), sql`${approvalRequests.approvalProposalId} is null`)
          : and(
              eq(approvalRequests.approvalProposalId, proposalId),
              // The fresh quote itself: fetched for this request, not yet accepted, and not run out by our clock.
              sql`exists (select 1 from quoted_proposals q where q.id = ${proposalId} and q.approval_id = ${approvalRequests.id} and q.claimed_at is null and q.valid_until_ts > extract(epoch from now()))`,
            ),
      ),
    )
    .returning();
  if (!row) throw await explainRefusal(db, id, actor, "approve", proposalId);
  return row;
}

/** Before an approver's fresh quote: can they still approve it? Throws the reason in staff's words. */
export async function assertApprovable(db: Db, id: string, actor: Actor): Promise<ApprovalRequest> {
  await expireStale(db);
  const request = await findRequest(db, id);
  if (request && request.status === "pending" && request.expiresAt > new Date() && request.requestedBy !== actor.id)
    return request;
  throw await explainRefusal(db, id, actor, "approve", request?.approvalProposalId ?? undefined);
}

/** The approver's fresh quote becomes the only proposal this request's approval may accept (a later one replaces it). */
export async function bindApprovalProposal(
  db: Db,
  id: string,
  actor: Actor,
  proposalId: string,
): Promise<ApprovalRequest> {
  const [row] = await db
    .update(approvalRequests)
    .set({ approvalProposalId: proposalId })
    .where(and(eq(approvalRequests.id, id), pendingAndLive(), ne(approvalRequests.requestedBy, actor.id)))
    .returning();
  if (!row) throw await explainRefusal(db, id, actor, "approve", proposalId);
  return row;
}

/** The execution's end: `executed`, `failed`, or left `approved` when the service's answer is unknown. */
export async function finishExecution(
  db: Db,
  id: string,
  status: Extract<ApprovalStatus, "executed" | "failed" | "approved">,
  outcomeMessage: string | null,
): Promise<ApprovalRequest> {
  const [row] = await db
    .update(approvalRequests)
    .set({ status, outcomeMessage, executedAt: sql`now()` })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, "approved")))
    .returning();
  return row!;
}

function pendingAndLive() {
  return and(eq(approvalRequests.status, "pending"), sql`${approvalRequests.expiresAt} > now()`)!;
}

const when = (at: Date | null) => (at ? formatTimestamp(at.getTime() / 1000, "UTC") : "earlier");

/** Why a guarded change did not happen, in staff's words. */
async function explainRefusal(
  db: Db,
  id: string,
  actor: Actor,
  verb: "approve" | "reject" | "withdraw",
  proposalId?: string,
): Promise<ActionRefusal> {
  const request = await findRequest(db, id);
  if (!request) return new ActionRefusal("not-found", "There is no such approval request.");
  if (verb === "withdraw" && request.requestedBy !== actor.id)
    return new ActionRefusal("forbidden", "Only the person who asked for this can withdraw it.");
  if (verb !== "withdraw" && request.requestedBy === actor.id)
    return new ActionRefusal(
      "forbidden",
      `You asked for this, so another person must ${verb} it: four eyes means two different people.`,
    );
  const by = request.decidedByEmail ?? "someone";
  switch (request.status) {
    case "withdrawn":
      if (request.decidedBy !== request.requestedBy && request.decisionReason)
        return new ActionRefusal(
          "precondition",
          `${request.decisionReason} (${when(request.decidedAt)}) It cannot be approved: ask again as someone who may.`,
        );
      return new ActionRefusal(
        "precondition",
        `${request.requestedByEmail} withdrew this request at ${when(request.decidedAt)}.`,
      );
    case "rejected":
      return new ActionRefusal("precondition", `${by} already rejected this request at ${when(request.decidedAt)}.`);
    case "approved":
    case "executed":
    case "failed":
      return new ActionRefusal("precondition", `${by} already approved this request at ${when(request.decidedAt)}.`);
    case "expired":
      return new ActionRefusal(
        "precondition",
        `This request expired at ${when(request.expiresAt)} without a decision. Ask again if it is still needed.`,
      );
  }
  if (verb === "approve") {
    const [requester] = await db
      .select({ disabledAt: authUsers.disabledAt, role: authUsers.role })
      .from(authUsers)
      .where(eq(authUsers.id, request.requestedBy));
    if (!requester || requester.disabledAt || !REQUESTING_ROLES.includes(requester.role))
      return new ActionRefusal(
        "precondition",
        `The account that asked for this (${request.requestedByEmail}) is disabled, removed or no longer an operator or admin, so its request cannot be approved. Ask again as someone who may.`,
      );
    if (request.action !== "cancelDualHedge" && !proposalId)
      return new ActionRefusal("precondition", "Get a fresh quote for this request first, then approve that quote.");
    if ((proposalId ?? null) !== request.approvalProposalId)
      return new ActionRefusal(
        "precondition",
        "That quote was not the one fetched for this request. Get a fresh quote here and approve that.",
      );
    if (proposalId)
      return new ActionRefusal(
        "precondition",
        "The fresh quote ran out (or was already used) before the approval. Get another fresh quote and approve that.",
      );
  }
  return new ActionRefusal("precondition", "This request changed meanwhile. Reload the page to see it.");
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
