import "server-only";
import { logger } from "@/lib/log/logger";
import { reconcileUnknownAttempts } from "./reconcile";

const log = logger.child({ component: "audit" });
const EVERY_MS = 5 * 60_000;

/**
 * Marks orphaned attempts `unknown` at start-up and every five minutes after. With the embedded
 * database this process is the only one (the PGlite lock), so at start-up every attempt without an
 * outcome is an orphan; with Postgres another instance may be mid-call, so only attempts older than
 * AUDIT_RECONCILE_AFTER_MINUTES (longer than any upstream call) count.
 */
export async function startAuditReconciliation(options: { soleInstance: boolean; afterMinutes: number }): Promise<number> {
  const marked = await reconcileUnknownAttempts({ olderThanMinutes: options.soleInstance ? 0 : options.afterMinutes });
  if (marked.length > 0) log.warn({ attemptIds: marked }, "audit: attempts without an outcome marked unknown");
  const timer = setInterval(() => {
    reconcileUnknownAttempts({ olderThanMinutes: options.afterMinutes })
      .then((ids) => ids.length > 0 && log.warn({ attemptIds: ids }, "audit: attempts without an outcome marked unknown"))
      .catch((error) => log.error({ err: error }, "audit reconciliation failed"));
  }, EVERY_MS);
  timer.unref();
  return marked.length;
}
