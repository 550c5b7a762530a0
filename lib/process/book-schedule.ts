import "server-only";
import { logger } from "@/lib/log/logger";
import { syncConfigFromEnv, syncEnabled, syncMode } from "@/lib/book/config";
import { passFinishedWithin } from "@/lib/book/passes";
import { startScheduledSync } from "@/lib/book/scheduled-sync";
import { startSyncPass } from "@/lib/book/sync";

const log = logger.child({ component: "book" });
/** How often each instance looks whether the sync needs it: cheap (one query), and how soon a survivor takes over. */
const LOOK_EVERY_MS = 15_000;

/** Each instance looks now and then; one syncer in a cluster (the scheduled sync, or a pass per interval), taken over when its instance dies. */
export function startBookSync(): void {
  if (!syncEnabled()) {
    log.info("book sync is off (HEDGING_SYNC_ENABLED=0): the book fills only from the pages staff read");
    return;
  }
  const config = syncConfigFromEnv();
  const scheduled = syncMode() === "schedule";
  let busy = false; // this instance's sync, or its look, is under way
  let first = true;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      if (scheduled) {
        const start = await startScheduledSync();
        if (start.started) await start.done;
        return;
      }
      if (await passFinishedWithin(config.intervalMs)) return;
      const start = await startSyncPass({ trigger: first ? "startup" : "schedule" });
      first = false;
      if (start.started) await start.done;
    } catch (error) {
      log.error({ err: error }, "book sync: could not start");
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
