import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import { serverEnv } from "@/lib/env/server";
import { acquirePgliteLock } from "./pglite-lock";
import * as schema from "./schema";

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; driver: "pglite" | "postgres"; close: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");
// Any constant works: it only has to be the same in every instance sharing one Postgres.
const MIGRATION_LOCK_KEY = 727_401;

export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    // Several instances may start at once: one migrates, the others wait for it.
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const release = acquirePgliteLock(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, "pglite"));
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
