import "server-only";

/** Room for the attempt row before the call and the outcome row after it. */
export const CUTOFF_MARGIN_MS = 30_000;

export class AuditConfigError extends Error {
  override readonly name = "AuditConfigError";
}

/** Throws when an attempt could be marked `unknown` while its call may still be waiting for an answer. */
export function checkReconcileCutoff(afterMinutes: number, upstreamTimeoutMs: number): void {
  if (afterMinutes * 60_000 >= upstreamTimeoutMs + CUTOFF_MARGIN_MS) return;
  const needed = Math.ceil((upstreamTimeoutMs + CUTOFF_MARGIN_MS) / 60_000);
  throw new AuditConfigError(
    `AUDIT_RECONCILE_AFTER_MINUTES=${afterMinutes} is too short for HEDGING_API_TIMEOUT_MS=${upstreamTimeoutMs}: ` +
      `a call still waiting for the hedging service's answer would be marked unknown. ` +
      `Set AUDIT_RECONCILE_AFTER_MINUTES to ${needed} or more (the timeout plus ${CUTOFF_MARGIN_MS / 1000} s), or lower HEDGING_API_TIMEOUT_MS.`,
  );
}
