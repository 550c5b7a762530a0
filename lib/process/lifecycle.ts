import { installPeerAddressHook, isPeerAddressHookInstalled } from "@/lib/request/peer-address.mjs";
import { startAuditReconciliation } from "@/lib/process/audit-schedule";
import { trailProtectionNote } from "@/lib/audit/trail-protection";
import { sharedSessionsRefusal } from "@/lib/book/session-check";
import { startBookSync } from "@/lib/process/book-schedule";
import { startAttentionItems } from "@/lib/process/items-schedule";
import { releaseAbortReasonStacks } from "@/lib/process/abort-reason-stacks";
import { startScheduledBackups } from "@/lib/process/backup-schedule";
import { openBackupSocket } from "@/lib/process/backup-socket";
import { startChainChecks } from "@/lib/process/chain-check-schedule";
import { startAlertsSchedule } from "@/lib/process/alerts-schedule";
import { startMail } from "@/lib/process/mail-schedule";
import { readDatabaseGaugesOnScrape } from "@/lib/process/database-gauges";
import { prepareStaffSignIn } from "@/lib/auth/startup";
import { closeDatabase, getDatabase } from "@/lib/db";
import { serverEnv } from "@/lib/env/server";

export const PRELOAD_MISSING =
  "Started without the peer-address preload, so a browser could choose its own address until now. " +
  "Start with npm start, or: node scripts/next-start.mjs -p 3000 (or set TRUST_PROXY=1 behind a proxy).";

/** A locked database stops the server at start with one clear line; closing it on SIGINT/SIGTERM (NEXT_MANUAL_SIG_HANDLE=1) spares PGlite a recovery. */
export async function startServerLifecycle(): Promise<void> {
  releaseAbortReasonStacks(); // before the first render: otherwise every rendered page stays in memory
  // X-Forwarded-For is the socket address unless TRUST_PROXY=1: in production the preload put the hook in before the server listened.
  if (!serverEnv.TRUST_PROXY && !isPeerAddressHookInstalled()) {
    if (serverEnv.NODE_ENV === "production") {
      console.error(`[hedge-desk] ${PRELOAD_MISSING}`);
      process.exit(1);
    }
    installPeerAddressHook({ trustProxy: false }); // next dev: loopback only, so late is acceptable
  }

  let soleInstance = false;
  try {
    const database = await getDatabase();
    const { driver } = database;
    soleInstance = driver === "pglite";
    console.log(`[hedge-desk] database ready (${driver === "pglite" ? "embedded PGlite" : "Postgres"})`);
    const refusal = await sharedSessionsRefusal(database);
    if (refusal) {
      console.error(`[hedge-desk] ${refusal}`);
      await closeDatabase().catch(() => {});
      process.exit(1);
    }
    openBackupSocket(database, serverEnv.DATA_DIR);
    startScheduledBackups(driver);
    if (serverEnv.NODE_ENV === "production") {
      const note = await trailProtectionNote(database);
      if (note) console.log(`[hedge-desk] ${note}`);
    }
  } catch (error) {
    // By name, as below: a locked folder or a schema db:migrate has not brought up to date is said in one line.
    const plain =
      error instanceof Error && (error.name === "DatabaseLockedError" || error.name === "SchemaNotCurrentError");
    const message = plain ? error.message : `Database failed to open: ${String(error)}`;
    console.error(`[hedge-desk] ${message}`);
    process.exit(1);
  }

  try {
    for (const line of await prepareStaffSignIn()) console.log(`[hedge-desk] ${line}`);
    startAuditReconciliation({ soleInstance, afterMinutes: serverEnv.AUDIT_RECONCILE_AFTER_MINUTES });
    startBookSync();
    startAttentionItems();
    startChainChecks();
    startAlertsSchedule();
    startMail();
    readDatabaseGaugesOnScrape();
  } catch (error) {
    // By name: Next may load the module twice, so instanceof is not reliable here.
    const isConfig =
      error instanceof Error && ["AuthConfigError", "HedgingConfigError", "AuditConfigError"].includes(error.name);
    const message = isConfig ? error.message : `Staff sign-in failed to start: ${String(error)}`;
    console.error(`[hedge-desk] ${message}`);
    await closeDatabase().catch(() => {});
    process.exit(1);
  }

  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    let closing = false;
    const shutdown = (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      console.log(`[hedge-desk] ${signal}: closing the database`);
      void closeDatabase()
        .catch((error) => console.error("[hedge-desk] error while closing the database", error))
        .finally(() => process.exit(0));
    };
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
  }
}
