import "server-only";
import { and, eq, exists, gte, inArray, lte, notExists, sql, type SQL } from "drizzle-orm";
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

export const unknownOutcomeMessage = (action: string) =>
  [UNKNOWN_OUTCOME_MESSAGE, UNKNOWN_HINTS[action]].filter(Boolean).join(" ");

export type OrphanAttempt = typeof auditEvents.$inferSelect;

export type Verdict = { outcome: "succeeded" | "failed" | "unknown"; message: string };

/** Null when the answer cannot tell; rejects when the service cannot be asked (the attempt waits for a later pass). */
export type OutcomeCheck = (attempt: OrphanAttempt) => Promise<Verdict | null>;

const outcomes = alias(auditEvents, "outcomes");

/** By the database's clock only; `upToId`: every attempt that existed when a sole instance started. */
export type OrphanAge = { olderThanMinutes: number } | { upToId: number };

const olderThan = (age: OrphanAge) =>
  "upToId" in age
    ? lte(auditEvents.id, age.upToId)
    : lte(auditEvents.occurredAt, sql`now() - make_interval(mins => ${age.olderThanMinutes})`);

const attemptsWhere = (db: Db, ...conditions: SQL[]) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.outcome, "attempt"), ...conditions))
    .orderBy(auditEvents.id);

/** The attempt's outcome rows (those `which` matches): for exists / notExists. */
const outcomesOf = (db: Db, which?: SQL) =>
  db
    .select({ id: outcomes.id })
    .from(outcomes)
    .where(and(eq(outcomes.attemptId, auditEvents.id), which));

export async function findOrphanedAttempts(age: OrphanAge, database?: Db): Promise<OrphanAttempt[]> {
  const db = database ?? (await getDb());
  return attemptsWhere(db, olderThan(age), notExists(outcomesOf(db)));
}

export async function lastAuditId(database?: Db): Promise<number> {
  const db = database ?? (await getDb());
  const [row] = await db.select({ id: sql<number | null>`max(${auditEvents.id})` }).from(auditEvents);
  return Number(row?.id ?? 0);
}

/** How long an `unknown` is asked about again: past it, the answer is the trail's reader's to find. */
export const REVISIT_DAYS = 7;

/** Attempts of `actions` (those the check can settle) that ended `unknown` and got no answer or verdict since. */
export async function findUnknownAttempts(
  age: OrphanAge,
  actions: readonly string[],
  database?: Db,
): Promise<OrphanAttempt[]> {
  if (actions.length === 0) return [];
  const db = database ?? (await getDb());
  return attemptsWhere(
    db,
    inArray(auditEvents.action, [...actions]),
    olderThan(age),
    gte(auditEvents.occurredAt, sql`now() - make_interval(days => ${REVISIT_DAYS})`),
    exists(outcomesOf(db, sql`${outcomes.outcome} = 'unknown'`)),
    notExists(outcomesOf(db, sql`${outcomes.outcome} in ('succeeded', 'failed')`)),
  );
}

/** Writes nothing unless `probe` reaches the service; idempotent across instances; returns attempts written for. */
export async function reconcileUnknownAttempts(
  options: OrphanAge & { check: OutcomeCheck; probe: () => Promise<void>; revisit?: readonly string[] },
  database?: Db,
): Promise<number[]> {
  const db = database ?? (await getDb());
  const orphans = await findOrphanedAttempts(options, db);
  const unknowns = await findUnknownAttempts(options, options.revisit ?? [], db);
  if (orphans.length === 0 && unknowns.length === 0) return [];
  try {
    await options.probe();
  } catch {
    return [];
  }
  const written: number[] = [];
  for (const attempt of [...orphans, ...unknowns]) {
    let verdict: Verdict | null;
    try {
      verdict = await options.check(attempt);
    } catch {
      return written; // the service went away mid-pass: the rest waits
    }
    const settled = verdict !== null && verdict.outcome !== "unknown";
    if (!settled && unknowns.includes(attempt)) continue; // already marked: asked again next pass
    const outcome = settled
      ? { outcome: verdict!.outcome, errorKind: "reconciled", errorMessage: verdict!.message }
      : {
          outcome: "unknown" as const,
          errorKind: "unknown",
          errorMessage: verdict?.message ?? unknownOutcomeMessage(attempt.action),
        };
    const inserted = await db
      .insert(auditEvents)
      .values({
        staffUserId: attempt.staffUserId,
        staffEmail: attempt.staffEmail,
        action: attempt.action,
        customerId: attempt.customerId,
        targetIds: attempt.targetIds,
        customerIp: attempt.customerIp,
        customerIpSource: attempt.customerIpSource,
        requestId: attempt.requestId,
        attemptId: attempt.id,
        ...outcome,
      })
      .onConflictDoNothing()
      .returning({ id: auditEvents.id });
    if (inserted.length > 0) written.push(attempt.id);
  }
  return written;
}
