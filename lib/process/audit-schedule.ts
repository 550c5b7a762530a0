import "server-only";
import { expireStale } from "@/lib/approvals/store";
import { getDb } from "@/lib/db";
import { hedgingCallBudgetMs } from "@/lib/hedging/env";
import { logger } from "@/lib/log/logger";
import { checkReconcileCutoff } from "@/lib/audit/cutoff";
import { findOrphanedAttempts, lastAuditId, reconcileUnknownAttempts, type OrphanAge } from "@/lib/audit/reconcile";
import { checkWithHedgingService, probeHedgingService, SETTLEABLE_ACTIONS } from "@/lib/audit/upstream-check";

const log = logger.child({ component: "audit" });
const EVERY_MS = 5 * 60_000;
/** After a start, how often and how many times to try the hedging service; the periodic pass takes over after. */
const START_RETRY_MS = 3_000;
const START_PASSES = 10;

const report = (ids: number[]) =>
  ids.length > 0 &&
  log.warn(
    { attemptIds: ids },
    "audit: attempts without a known outcome reconciled with the hedging service, or marked unknown",
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
const pass = (age: OrphanAge) =>
  reconcileUnknownAttempts({
    ...age,
    check: checkWithHedgingService,
    probe: probeHedgingService,
    revisit: SETTLEABLE_ACTIONS,
  });

/** Throws AuditConfigError before starting if the cut-off is not longer than an upstream call may take. */
export function startAuditReconciliation(options: { soleInstance: boolean; afterMinutes: number }): void {
  checkReconcileCutoff(options.afterMinutes, hedgingCallBudgetMs());
  void (async () => {
    // With PGlite this is the only process, so every earlier attempt is an orphan; with Postgres only the old ones.
    const atStart: OrphanAge = options.soleInstance
      ? { upToId: await lastAuditId() }
      : { olderThanMinutes: options.afterMinutes };
    for (let attempt = 1; attempt <= START_PASSES; attempt += 1) {
      report(await pass(atStart));
      if ((await findOrphanedAttempts(atStart)).length === 0) return;
      await sleep(START_RETRY_MS);
    }
  })().catch((error) => log.error({ err: error }, "audit reconciliation at start-up failed"));

  let running = false; // a slow pass is not overtaken by the next one
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass({ olderThanMinutes: options.afterMinutes })
      .then(report)
      // Four eyes: requests left undecided past their expiry are marked (and trailed) within a pass, read or not.
      .then(async () => expireStale(await getDb()))
      .catch((error) => log.error({ err: error }, "audit reconciliation failed"))
      .finally(() => (running = false));
  }, EVERY_MS);
  timer.unref();
}
