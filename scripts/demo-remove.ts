// `npm run demo:remove`: deletes the demo staff accounts (public password) before using a real upstream; with PGlite, stop the server first.
import { removeDemoAccounts } from "@/lib/auth/accounts";
import { closeDatabase, getDb } from "@/lib/db";

async function main(): Promise<void> {
  const removed = await removeDemoAccounts(await getDb());
  console.log(
    removed.length > 0
      ? `Removed the demo accounts ${removed.join(", ")} and their sessions.`
      : "No demo accounts: nothing to remove.",
  );
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(`demo:remove: ${error instanceof Error ? error.message : String(error)}`);
    await closeDatabase().catch(() => {});
    process.exitCode = 1;
  });
