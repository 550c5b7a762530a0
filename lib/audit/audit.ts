import "server-only";
import { trailStepped } from "./trail-changes";
import { getDb, type Db } from "@/lib/db";
import { auditEvents, type CustomerIpSource } from "@/lib/db/schema";
import { describeDrift, type Drift } from "@/lib/hedging/drift";
import { connectionRefused, isHedgingError } from "@/lib/hedging/errors";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "audit" });

export interface AuditContext {
  user: { id: string; email: string };
  requestId: string;
}

export interface AuditedMutation {
  ctx: AuditContext;
  action: string;
  customerId?: string | null;
  targetIds?: Record<string, string>;
  customerIp?: string | null;
  /** Evidence beside the IP: typed by staff or taken from the browser (lib/request/customer-ip.ts). */
  customerIpSource?: CustomerIpSource | null;
}

type Outcome = Pick<
  typeof auditEvents.$inferInsert,
  "outcome" | "upstreamStatus" | "errorKind" | "errorMessage" | "requestId"
>;

// Errors the trail already holds, so lib/actions/safe-action.ts writes no second row for them.
const audited = new WeakSet<object>();
export function markAudited(error: unknown): void {
  if (typeof error === "object" && error !== null) audited.add(error);
}
export function isAudited(error: unknown): boolean {
  return typeof error === "object" && error !== null && audited.has(error);
}

/** An `attempt` row before `run` (no row, no call), an outcome row after; a lost outcome is filled in by reconcileUnknownAttempts. */
export async function auditMutation<T>(entry: AuditedMutation, run: () => Promise<T>, database?: Db): Promise<T> {
  const db = database ?? (await getDb());
  const [attempt] = await db
    .insert(auditEvents)
    .values({ ...identity(entry), outcome: "attempt", requestId: entry.ctx.requestId })
    .returning({ id: auditEvents.id });
  if (!attempt) throw new Error("audit: the attempt row was not written");

  let result: T;
  try {
    result = await run();
  } catch (error) {
    await writeOutcome(db, entry, attempt.id, failedOutcome(error, entry.ctx.requestId));
    markAudited(error);
    throw error;
  }
  const drift = driftOf(result);
  await writeOutcome(db, entry, attempt.id, {
    outcome: "succeeded",
    requestId: requestIdOf(result) ?? entry.ctx.requestId,
    // A 2xx is a success however its answer reads; what the answer lacked is noted beside it.
    errorMessage:
      drift.length > 0 ? `Answer differed from the interface document: ${describeDrift(drift)}`.slice(0, 1000) : null,
  });
  return result;
}

export async function recordRefusal(
  refusal: AuditedMutation & { errorKind: string; errorMessage?: string },
  database?: Db,
): Promise<void> {
  const db = database ?? (await getDb());
  await db.insert(auditEvents).values({
    ...identity(refusal),
    outcome: "refused",
    errorKind: refusal.errorKind,
    errorMessage: refusal.errorMessage?.slice(0, 1000) ?? null,
    requestId: refusal.ctx.requestId,
  });
}

function identity(entry: AuditedMutation) {
  return {
    staffUserId: entry.ctx.user.id,
    staffEmail: entry.ctx.user.email,
    action: entry.action,
    customerId: entry.customerId ?? null,
    targetIds: entry.targetIds ?? {},
    customerIp: entry.customerIp ?? null,
    customerIpSource: entry.customerIp ? (entry.customerIpSource ?? null) : null,
  };
}

async function writeOutcome(db: Db, entry: AuditedMutation, attemptId: number, outcome: Outcome): Promise<void> {
  try {
    await db.insert(auditEvents).values({ ...identity(entry), ...outcome, attemptId });
    trailStepped();
  } catch (error) {
    // The result still goes back (hiding a done accept would be worse); reconciliation marks this attempt `unknown`.
    log.error(
      { err: error, attemptId, action: entry.action, outcome: outcome.outcome, requestId: outcome.requestId },
      "audit outcome not written",
    );
  }
}

function failedOutcome(error: unknown, requestId: string): Outcome {
  if (isHedgingError(error)) {
    return {
      // No answer, a timeout or a 5xx is no refusal: the call may have taken effect.
      outcome: error.kind === "unavailable" && !connectionRefused(error) ? "unknown" : "failed",
      upstreamStatus: error.httpStatus ?? (typeof error.status === "number" ? error.status : null),
      errorKind: error.kind,
      errorMessage: [error.message, error.reason].filter(Boolean).join(" - ").slice(0, 1000),
      requestId: error.requestId,
    };
  }
  // Only our ActionRefusal's message is meant for people; any other stays in the log.
  if (error instanceof Error && "kind" in error && typeof error.kind === "string") {
    return { outcome: "failed", errorKind: error.kind, errorMessage: error.message.slice(0, 1000), requestId };
  }
  return { outcome: "failed", errorKind: "internal", requestId };
}

function driftOf(result: unknown): readonly Drift[] {
  if (typeof result === "object" && result !== null && "drift" in result && Array.isArray(result.drift))
    return result.drift as Drift[];
  return [];
}

function requestIdOf(result: unknown): string | undefined {
  if (typeof result === "object" && result !== null && "requestId" in result && typeof result.requestId === "string") {
    return result.requestId;
  }
  return undefined;
}
