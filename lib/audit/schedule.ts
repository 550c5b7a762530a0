import "server-only";
import { logger } from "@/lib/log/logger";
import { findOrphanedAttempts, reconcileUnknownAttempts, type OrphanAge } from "./reconcile";
import { checkWithHedgingService } from "./upstream-check";

const log = logger.child({ component: "audit" });
const EVERY_MS = 5 * 60_000;
/** After a start, how often and how many times to try the hedging service before saying `unknown`. */
const START_RETRY_MS = 3_000;
const START_PASSES = 10;

const report = (ids: number[]) => ids.length > 0 && log.warn({ attemptIds: ids }, "audit: attempts without an outcome reconciled or marked unknown");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Gives orphaned attempts an outcome: at start-up, and every five minutes after. Each is checked
 * with the hedging service first (upstream-check.ts) and marked `unknown` when the service cannot
 * tell. With the embedded database this process is the only one (the PGlite lock), so at start-up
 * every attempt made before it is an orphan; with Postgres another instance may be mid-call, so
 * only attempts older than AUDIT_RECONCILE_AFTER_MINUTES (longer than any upstream call) count.
 *
 * The start-up pass runs in the background: the service may not answer yet (the embedded sandbox
 * answers only once this server listens), so it tries again for half a minute before `unknown`.
 */
export function startAuditReconciliation(options: { soleInstance: boolean; afterMinutes: number }): void {
  const atStart: OrphanAge = options.soleInstance ? { before: new Date() } : { olderThanMinutes: options.afterMinutes };
  void (async () => {
    for (let pass = 1; pass <= START_PASSES; pass += 1) {
      const last = pass === START_PASSES;
      report(await reconcileUnknownAttempts({ ...atStart, check: checkWithHedgingService, waitForService: !last }));
      if ((await findOrphanedAttempts(atStart)).length === 0) return;
      await sleep(START_RETRY_MS);
    }
  })().catch((error) => log.error({ err: error }, "audit reconciliation at start-up failed"));

  const timer = setInterval(() => {
    reconcileUnknownAttempts({ olderThanMinutes: options.afterMinutes, check: checkWithHedgingService })
      .then(report)
      .catch((error) => log.error({ err: error }, "audit reconciliation failed"));
  }, EVERY_MS);
  timer.unref();
}
