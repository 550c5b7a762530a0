import { Pool } from "pg";
import { checkRuntimeRole, grantRuntimeRole, RuntimeRoleError } from "./grants";
import { applyMigrations, schemaStatus, withMigrationLock } from "./migrate";

/** DATABASE_APP_ROLE if given, else the user in DATABASE_URL. */
export function runtimeRoleName(env: { DATABASE_URL?: string; DATABASE_APP_ROLE?: string }): string {
  if (env.DATABASE_APP_ROLE) return env.DATABASE_APP_ROLE;
  const user = env.DATABASE_URL ? decodeURIComponent(new URL(env.DATABASE_URL).username) : "";
  if (!user)
    throw new RuntimeRoleError("DATABASE_URL names no user: set DATABASE_APP_ROLE to the role the app connects as.");
  return user;
}

/** `npm run db:migrate`: as the owner, checks the app's role cannot act as owner, migrates, then grants that role its rights anew. */
export async function migrateAsOwner(options: { migrationUrl: string; appRole: string }) {
  const pool = new Pool({ connectionString: options.migrationUrl, max: 1 });
  try {
    const client = await pool.connect();
    try {
      return await withMigrationLock(client, async () => {
        await checkRuntimeRole(client, options.appRole);
        const before = await schemaStatus(client);
        await applyMigrations(client);
        await client.query("BEGIN");
        try {
          const unlisted = await grantRuntimeRole(client, options.appRole);
          // A table added later without the app's rights listed would leave it failing at run time: stop here instead.
          if (unlisted.length > 0) {
            throw new RuntimeRoleError(
              `No rights are listed for the table(s) ${unlisted.join(", ")}: add them to RUNTIME_PRIVILEGES in lib/db/grants.ts.`,
            );
          }
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
        const after = await schemaStatus(client);
        return { applied: after.applied - before.applied, total: after.applied };
      });
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
