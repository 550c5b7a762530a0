import { closeDatabase, getDatabase } from "@/lib/db";
import { DatabaseLockedError } from "@/lib/db/pglite-lock";

/**
 * Opens the database at start (so a locked or unreachable database stops the server with one clear
 * line instead of failing on the first request) and closes it on SIGINT/SIGTERM, so PGlite does not
 * need crash recovery at the next start. Next leaves the signals to us when NEXT_MANUAL_SIG_HANDLE=1.
 */
export async function startServerLifecycle(): Promise<void> {
  try {
    const { driver } = await getDatabase();
    console.log(`[hedge-desk] database ready (${driver === "pglite" ? "embedded PGlite" : "Postgres"})`);
  } catch (error) {
    const message = error instanceof DatabaseLockedError ? error.message : `Database failed to open: ${String(error)}`;
    console.error(`[hedge-desk] ${message}`);
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
