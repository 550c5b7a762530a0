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

/** With PGlite this is the only process, so every earlier attempt is an orphan; with Postgres only those older than AUDIT_RECONCILE_AFTER_MINUTES. */
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
