// `npm run demo:remove`: deletes the sandbox's demo staff accounts (public password) with their
// sessions, before the app is pointed at the real hedging service. Safe to run again.
// With the embedded database, stop the server first (one process at a time); with Postgres, no need.
import { removeDemoAccounts } from "@/lib/auth/accounts";
import { closeDatabase, getDb } from "@/lib/db";

async function main(): Promise<void> {
  const removed = await removeDemoAccounts(await getDb());
  console.log(removed.length > 0 ? `Removed the demo accounts ${removed.join(", ")} and their sessions.` : "No demo accounts: nothing to remove.");
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(`demo:remove: ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => {});
    process.exitCode = 1;
  });
