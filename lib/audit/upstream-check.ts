import "server-only";
import { and, eq, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { auditEvents, quotedProposals } from "@/lib/db/schema";
import { hedging, isHedgingError, type DualHedge } from "@/lib/hedging";
import type { OrphanAttempt, Verdict } from "./reconcile";

/** The service stamps completion when it commits, after we sent; clocks differ a little. */
const COMPLETED_AFTER_MS = 10 * 60_000;
const COMPLETED_BEFORE_MS = 2 * 60_000;
/** An accept sent just before its proposal expired may still have been committing. */
const EXPIRY_MARGIN_MS = 60_000;

// Said of an orphan (the server stopped during the call) and of an `unknown` (a timeout, a 5xx) alike.
const PREFIX = "The call's outcome was not known; reconciled later with the hedging service:";

/** What the check below can settle: an `unknown` of these is asked about again (lib/audit/reconcile.ts). */
export const SETTLEABLE_ACTIONS = ["cancelDualHedge", "acceptEarlySettlement"] as const;

/** Only positive evidence is success, and failure only once it can no longer happen; drawdown accepts and quotes leave no trace upstream. */
export async function checkWithHedgingService(attempt: OrphanAttempt): Promise<Verdict | null> {
  const { dualHedgeId, hedgeId, earlySettlementProposalId } = attempt.targetIds;
  if (!attempt.customerId || !dualHedgeId) return null;
  if (attempt.action === "cancelDualHedge") {
    const dual = await readDualHedge(attempt.customerId, dualHedgeId, attempt.id);
    const cancelled = dual && dual.hedges.length > 0 && dual.hedges.every((leg) => leg.status === "Cancelled");
    if (!cancelled) return null;
    // Cancelled on the attempt's day (the service gives the date only), not before it or days later.
    const outside = dual.hedges.find((leg) => !cancelledAroundAttempt(leg.cancelledAt, attempt.occurredAt.getTime()));
    if (outside) {
      const on = outside.cancelledAt ? `on ${outside.cancelledAt}` : "with no cancellation date";
      const message = `${PREFIX} the dual hedge is Cancelled, but ${on}, not around this attempt, so this attempt is not credited.`;
      return { outcome: "unknown", message };
    }
    const other = await otherAttemptThatMayExplain(attempt, "dualHedgeId");
    if (other !== null) {
      const message = `${PREFIX} the dual hedge is Cancelled, but attempt #${other} to cancel it may have done so, so this attempt is not credited.`;
      return { outcome: "unknown", message };
    }
    return { outcome: "succeeded", message: `${PREFIX} the dual hedge is Cancelled.` };
  }
  if (attempt.action === "acceptEarlySettlement" && hedgeId && earlySettlementProposalId) {
    const dual = await readDualHedge(attempt.customerId, dualHedgeId, attempt.id);
    const leg = dual?.hedges.find((hedge) => sameId(hedge.id, hedgeId));
    if (!leg) return null;
    const completedAtMs = leg.completedAtTs === null ? null : leg.completedAtTs * 1000;
    // Completed just after the attempt, not at its own maturity before or days after it.
    const sentAt = attempt.occurredAt.getTime();
    const aroundAttempt =
      completedAtMs !== null &&
      completedAtMs >= sentAt - COMPLETED_BEFORE_MS &&
      completedAtMs <= sentAt + COMPLETED_AFTER_MS;
    if (leg.status === "Completed" && aroundAttempt) {
      const at = new Date(completedAtMs!).toISOString();
      const other = await otherAttemptThatMayExplain(attempt, "hedgeId");
      if (other !== null) {
        const message = `${PREFIX} the leg was Completed at ${at}, but attempt #${other} to settle it early may have done so, so this attempt is not credited.`;
        return { outcome: "unknown", message };
      }
      return {
        outcome: "succeeded",
        message: `${PREFIX} the leg was Completed at ${at}, so the early settlement took effect.`,
      };
    }
    if (
      leg.status === "Active" &&
      (await proposalExpiredBefore(earlySettlementProposalId, Date.now() - EXPIRY_MARGIN_MS))
    ) {
      return {
        outcome: "failed",
        message: `${PREFIX} the leg is still Active and the quote has expired, so the early settlement did not take effect.`,
      };
    }
  }
  return null;
}

/** Whether a leg's cancellation day falls in the window around the attempt; a missing date is not evidence. */
function cancelledAroundAttempt(cancelledAt: string | null | undefined, sentAtMs: number): boolean {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(cancelledAt ?? "")?.[1];
  const dayStart = day ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(dayStart)) return false;
  const dayEnd = dayStart + 24 * 3_600_000;
  return dayStart <= sentAtMs + COMPLETED_AFTER_MS && sentAtMs - COMPLETED_BEFORE_MS < dayEnd;
}

/** Unreachable (network, timeout, 5xx) rejects; any answer resolves. */
export async function probeHedgingService(): Promise<void> {
  try {
    await hedging().listCustomers({ perPage: 1, requestId: "reconcile-probe" });
  } catch (error) {
    if (isHedgingError(error) && error.kind === "unavailable") throw error;
  }
}

// Production may answer ids in upper case, staff may have typed either.
const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const others = alias(auditEvents, "others");
const refusals = alias(auditEvents, "refusals");

/** Another attempt of the same action on the same target that did not fail (a refusal, a refused connection, a reconciled `failed`): it may be the one that took effect. */
async function otherAttemptThatMayExplain(
  attempt: OrphanAttempt,
  target: "dualHedgeId" | "hedgeId",
): Promise<number | null> {
  const db = await getDb();
  const [other] = await db
    .select({ id: others.id })
    .from(others)
    .where(
      and(
        eq(others.outcome, "attempt"),
        eq(others.action, attempt.action),
        ne(others.id, attempt.id),
        sql`lower(${others.targetIds}->>${target}) = ${(attempt.targetIds[target] ?? "").toLowerCase()}`,
        notExists(
          db
            .select({ id: refusals.id })
            .from(refusals)
            .where(and(eq(refusals.attemptId, others.id), eq(refusals.outcome, "failed"))),
        ),
      ),
    )
    .orderBy(others.id)
    .limit(1);
  return other?.id ?? null;
}

async function readDualHedge(customerId: string, dualHedgeId: string, attemptId: number): Promise<DualHedge | null> {
  try {
    const { data } = await hedging().getDualHedge({ customerId, dualHedgeId, requestId: `reconcile-${attemptId}` });
    return data;
  } catch (error) {
    // Unreachable: let the caller decide whether to wait. Any other answer cannot tell.
    if (isHedgingError(error) && error.kind === "unavailable") throw error;
    return null;
  }
}

async function proposalExpiredBefore(proposalId: string, whenMs: number): Promise<boolean> {
  const db = await getDb();
  const [proposal] = await db.select().from(quotedProposals).where(eq(quotedProposals.id, proposalId.toLowerCase()));
  return proposal !== undefined && proposal.validUntilTs * 1000 < whenMs;
}
