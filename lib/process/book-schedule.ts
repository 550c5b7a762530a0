import "server-only";
import { logger } from "@/lib/log/logger";
import { syncConfigFromEnv, syncEnabled } from "@/lib/book/config";
import { passFinishedWithin } from "@/lib/book/passes";
import { startSyncPass } from "@/lib/book/sync";

const log = logger.child({ component: "book" });
/** How often each instance looks whether a pass is due: cheap (one query), and how soon a survivor takes over. */
const LOOK_EVERY_MS = 15_000;

/**
 * Every instance looks now and then; a pass starts when none finished within the interval (on the
 * database's clock) and the lock is free, so a cluster runs one pass per interval, and when the instance
 * running it dies, the next one to look takes over. HEDGING_SYNC_ENABLED=0: the book fills only from pages.
 */
export function startBookSync(): void {
  if (!syncEnabled()) {
    log.info("book sync is off (HEDGING_SYNC_ENABLED=0): the book fills only from the pages staff read");
    return;
  }
  const config = syncConfigFromEnv();
  let busy = false; // this instance's pass, or its look, is under way
  let first = true;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      if (await passFinishedWithin(config.intervalMs)) return;
      const start = await startSyncPass({ trigger: first ? "startup" : "schedule" });
      first = false;
      if (start.started) await start.done;
    } catch (error) {
      log.error({ err: error }, "book sync: could not start a pass");
    } finally {
      busy = false;
    }
  };
  const startTimer = setTimeout(() => {
    void look();
    const timer = setInterval(() => void look(), Math.min(LOOK_EVERY_MS, config.intervalMs));
    timer.unref();
  }, config.startDelayMs);
  startTimer.unref();
}
