import "server-only";
import { checkChainIfDue } from "@/lib/audit/scheduled-chain-check";
import { getDatabase } from "@/lib/db";
import { serverEnv } from "@/lib/env/server";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "audit" });
/** How often each instance looks whether a check is due: one small query, and how soon a survivor takes over. */
const LOOK_EVERY_MS = 60_000;
/** The first look waits for the start-up's own work (staff sign-in, the book's first pass) to settle. */
const FIRST_LOOK_AFTER_MS = 20_000;

/** Every instance looks now and then; one check runs per interval in a cluster (lib/audit/scheduled-chain-check.ts). */
export function startChainChecks(): void {
  const intervalSeconds = serverEnv.AUDIT_CHAIN_CHECK_INTERVAL_SECONDS;
  if (intervalSeconds === 0) {
    log.info("the trail's background chain check is off (AUDIT_CHAIN_CHECK_INTERVAL_SECONDS=0)");
    return;
  }
  const options = { intervalSeconds, sweepRows: serverEnv.AUDIT_CHAIN_CHECK_SWEEP_ROWS };
  const look = () =>
    getDatabase()
      .then((database) => checkChainIfDue(database, options))
      .catch((error: unknown) => log.error({ err: error }, "audit: the chain check could not run"));
  const first = setTimeout(
    () => {
      void look();
      setInterval(() => void look(), Math.min(LOOK_EVERY_MS, intervalSeconds * 1000)).unref();
    },
    Math.min(FIRST_LOOK_AFTER_MS, intervalSeconds * 1000),
  );
  first.unref();
}
