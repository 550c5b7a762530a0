// `npm run db:migrate`: applies the migrations as DATABASE_MIGRATION_URL's (owner) role and grants the app's role only what it does (docs/deploying.md).
import { closeDatabase, getDatabase } from "@/lib/db";
import { migrateAsOwner, runtimeRoleName } from "@/lib/db/owner-migrate";
import { serverEnv } from "@/lib/env/server";

async function main(): Promise<void> {
  if (!serverEnv.DATABASE_MIGRATION_URL) {
    // No separate owner: migrate as the app would at start-up (PGlite, or Postgres as DATABASE_URL's user).
    const { driver } = await getDatabase();
    await closeDatabase();
    console.log(
      `db:migrate: ${driver === "pglite" ? "embedded database" : "DATABASE_URL"} migrated (no DATABASE_MIGRATION_URL, so no separate roles)`,
    );
    return;
  }
  const appRole = runtimeRoleName(serverEnv);
  const { applied, total } = await migrateAsOwner({ migrationUrl: serverEnv.DATABASE_MIGRATION_URL, appRole });
  console.log(
    `db:migrate: ${applied} migration(s) applied (${total} in all); role "${appRole}" granted the app's rights, INSERT and SELECT only on the audit trail`,
  );
}

main().catch((error: unknown) => {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
