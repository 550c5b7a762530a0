import { closeDatabase, getDb } from "@/lib/db";
import { createClock } from "@/lib/sandbox/clock";
import { loadSandboxConfig } from "@/lib/sandbox/config";
import { resetSandbox } from "@/lib/sandbox/seed";

/** `npm run sandbox:reset`; with PGlite, stop `npm start` / `npm run sandbox` first. */
async function main(): Promise<void> {
  const config = loadSandboxConfig();
  const started = Date.now();
  const db = await getDb();
  await resetSandbox(db, config, createClock(config.clockOffsetSeconds));
  console.log(
    `Sandbox reset: demo data reseeded (seed ${config.seed}, scale ${config.seedScale}) in ${Date.now() - started} ms`,
  );
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(`Sandbox reset failed: ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => {});
    process.exitCode = 1;
  });
