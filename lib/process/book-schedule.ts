import "server-only";
import { logger } from "@/lib/log/logger";
import { syncConfigFromEnv, syncEnabled } from "@/lib/book/config";
import { passFinishedWithin } from "@/lib/book/passes";
import { startSyncPass } from "@/lib/book/sync";

const log = logger.child({ component: "book" });
/** How often each instance looks whether a pass is due: cheap (one query), and how soon a survivor takes over. */
const LOOK_EVERY_MS = 15_000;

/** Each instance looks now and then; one pass per interval in a cluster, taken over when its instance dies. */
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
