import { mkdirSync } from "node:fs";
import path from "node:path";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import { serverEnv } from "@/lib/env/server";
import {
  applyMigrations,
  assertSchemaCurrent,
  migratedByAnotherRole,
  migrationsFolder,
  withMigrationLock,
} from "./migrate";
import { acquirePgliteLock } from "./pglite-lock";
import { PGLITE_POSTGRESQL_CONF } from "./pglite-settings";
import { PreparedPGlite } from "./prepared-pglite";
import * as schema from "./schema";

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; driver: "pglite" | "postgres"; close: () => Promise<void> };

/** `migrate: false` (DATABASE_MIGRATION_URL set) or tables owned by another role: only check the schema is current, as `npm run db:migrate` migrates. */
export async function openDatabase(options: { url?: string; dataDir: string; migrate?: boolean }): Promise<Database> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: 10 });
    try {
      const client = await pool.connect();
      try {
        await withMigrationLock(client, async () => {
          if (options.migrate === false || (await migratedByAnotherRole(client))) await assertSchemaCurrent(client);
          else await applyMigrations(client);
        });
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return { db: drizzlePg(pool, { schema }) as unknown as Db, driver: "postgres", close: () => pool.end() };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const release = acquirePgliteLock(options.dataDir);
  try {
    const client = new PreparedPGlite(path.join(options.dataDir, "pglite"), {
      postgresqlconf: PGLITE_POSTGRESQL_CONF,
      // Trigram indexes for part-of-a-name search in the book (migration 0017), as Postgres's contrib has them.
      extensions: { pg_trgm },
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

// The module can be loaded twice in one Next process, so the handle lives on globalThis.
const globalForDb = globalThis as unknown as { hedgeDeskDb?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  globalForDb.hedgeDeskDb ??= openDatabase({
    url: serverEnv.DATABASE_URL,
    dataDir: serverEnv.DATA_DIR,
    migrate: !serverEnv.DATABASE_MIGRATION_URL,
  }).catch((error) => {
    globalForDb.hedgeDeskDb = undefined;
    throw error;
  });
  return globalForDb.hedgeDeskDb;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.hedgeDeskDb;
  globalForDb.hedgeDeskDb = undefined;
  if (pending) await (await pending).close();
}

export async function pingDatabase(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}
