import "server-only";
import { and, eq, lte, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";

export const UNKNOWN_OUTCOME_MESSAGE =
  "No outcome was recorded (the server stopped or the database was unreachable during the call). " +
  "Check the hedging service with this request id.";

/** Per action, what to look at when the service cannot be asked what happened. */
const UNKNOWN_HINTS: Record<string, string> = {
  acceptDrawdown:
    "The hedging service cannot be asked whether a drawdown proposal was accepted: open the leg and compare its remaining amount with the quote before drawing down again.",
};

export const unknownOutcomeMessage = (action: string) => [UNKNOWN_OUTCOME_MESSAGE, UNKNOWN_HINTS[action]].filter(Boolean).join(" ");

export type OrphanAttempt = typeof auditEvents.$inferSelect;

export type Verdict = { outcome: "succeeded" | "failed"; message: string };

/** Null when the answer cannot tell; rejects when the service cannot be asked (the attempt may wait for a later pass). */
export type OutcomeCheck = (attempt: OrphanAttempt) => Promise<Verdict | null>;

const outcomes = alias(auditEvents, "outcomes");

export type OrphanAge = { olderThanMinutes: number } | { before: Date };

export async function findOrphanedAttempts(age: OrphanAge, database?: Db): Promise<OrphanAttempt[]> {
  const db = database ?? (await getDb());
  const cutoff = "before" in age ? age.before : new Date(Date.now() - age.olderThanMinutes * 60_000);
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.outcome, "attempt"),
        lte(auditEvents.occurredAt, cutoff),
        notExists(db.select({ id: outcomes.id }).from(outcomes).where(eq(outcomes.attemptId, auditEvents.id))),
      ),
    )
    .orderBy(auditEvents.id);
}

/** Idempotent across instances (one outcome per attempt is a unique index); returns the attempt ids it wrote an outcome for. */
export async function reconcileUnknownAttempts(
  options: OrphanAge & { check?: OutcomeCheck; waitForService?: boolean },
  database?: Db,
): Promise<number[]> {
  const db = database ?? (await getDb());
  const written: number[] = [];
  for (const attempt of await findOrphanedAttempts(options, db)) {
    let verdict: Verdict | null = null;
    try {
      verdict = options.check ? await options.check(attempt) : null;
    } catch {
      if (options.waitForService) continue;
    }
    const outcome = verdict
      ? { outcome: verdict.outcome, errorKind: "reconciled", errorMessage: verdict.message }
      : { outcome: "unknown" as const, errorKind: "unknown", errorMessage: unknownOutcomeMessage(attempt.action) };
    const inserted = await db
      .insert(auditEvents)
      .values({
        staffUserId: attempt.staffUserId,
        staffEmail: attempt.staffEmail,
        action: attempt.action,
        customerId: attempt.customerId,
        targetIds: attempt.targetIds,
        customerIp: attempt.customerIp,
        requestId: attempt.requestId,
        attemptId: attempt.id,
        ...outcome,
      })
      .onConflictDoNothing({ target: auditEvents.attemptId })
      .returning({ id: auditEvents.id });
    if (inserted.length > 0) written.push(attempt.id);
  }
  return written;
}
