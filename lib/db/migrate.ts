import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { PoolClient } from "pg";
import * as schema from "./schema";

export const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");
export const MIGRATE_COMMAND = "npm run db:migrate";
// Any constant works: it only has to be the same in every instance sharing one Postgres.
const MIGRATION_LOCK_KEY = 727_401;

export class SchemaNotCurrentError extends Error {
  override readonly name = "SchemaNotCurrentError";
}

/** Several instances (or db:migrate) may start at once: one migrates, the others wait for it. */
export async function withMigrationLock<T>(client: PoolClient, run: () => Promise<T>): Promise<T> {
  await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    return await run();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
  }
}

export async function applyMigrations(client: PoolClient): Promise<void> {
  await migrate(drizzle(client, { schema }), { migrationsFolder });
}

/** Drizzle applies every migration newer than the last one recorded, so "current" means the last recorded is the newest here. */
export async function schemaStatus(
  client: PoolClient,
): Promise<{ current: boolean; applied: number; expected: number }> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const newest = Math.max(...migrations.map((migration) => migration.folderMillis));
  const exists = await client.query<{ name: string | null }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name",
  );
  if (!exists.rows[0]?.name) return { current: false, applied: 0, expected: migrations.length };
  const recorded = await client.query<{ applied: string; last: string | null }>(
    "SELECT count(*) AS applied, max(created_at) AS last FROM drizzle.__drizzle_migrations",
  );
  const row = recorded.rows[0];
  const applied = Number(row?.applied ?? 0);
  return { current: row?.last != null && Number(row.last) >= newest, applied, expected: migrations.length };
}

/** The app never migrates a database whose migrations another role applied: it only checks they are all there. */
export async function migratedByAnotherRole(client: PoolClient): Promise<boolean> {
  const result = await client.query<{ other: boolean | null }>(
    `SELECT NOT pg_has_role(current_user, c.relowner, 'USAGE') AS other
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'drizzle' AND c.relname = '__drizzle_migrations'`,
  );
  return result.rows[0]?.other === true;
}

export async function assertSchemaCurrent(client: PoolClient): Promise<void> {
  const status = await schemaStatus(client);
  if (status.current) return;
  throw new SchemaNotCurrentError(
    `The database schema is not current (${status.applied} of ${status.expected} migrations applied), and this app does not ` +
      `migrate it because migrations run as the owner role. Run \`${MIGRATE_COMMAND}\` (with DATABASE_MIGRATION_URL) first, then start the app.`,
  );
}
