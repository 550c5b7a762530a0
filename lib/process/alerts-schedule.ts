import "server-only";
import { deleteReadBefore } from "@/lib/alerts/inbox";
import { raiseSystemAlerts } from "@/lib/alerts/system-alerts";
import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env/server";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "alerts" });
/** How often each instance looks for the system's alerts and old read ones; every look is safe to repeat anywhere. */
const LOOK_EVERY_MS = 60_000;
/** The first look waits for start-up's own work (the book's first reads) to settle. */
const FIRST_LOOK_AFTER_MS = 30_000;

let running = false;

/** One look: admins' alerts for failed syncs, stale customers and a broken chain; read alerts past retention removed. */
export async function lookForAlerts(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const db = await getDb();
    const raised = await raiseSystemAlerts(db, serverEnv.ALERT_STALE_CUSTOMER_HOURS);
    const removed = await deleteReadBefore(db, serverEnv.ALERT_RETENTION_DAYS);
    if (raised.alerts > 0 || removed > 0) log.info({ ...raised, removed }, "alerts: raised and removed");
  } catch (error) {
    log.error({ err: error }, "alerts: the scheduled look failed");
  } finally {
    running = false;
  }
}

export function startAlertsSchedule(): void {
  const first = setTimeout(() => {
    void lookForAlerts();
    setInterval(() => void lookForAlerts(), LOOK_EVERY_MS).unref();
  }, FIRST_LOOK_AFTER_MS);
  first.unref();
}
