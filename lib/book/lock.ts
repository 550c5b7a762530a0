import "server-only";
import type { Pool, PoolClient } from "pg";
import { getDatabase } from "@/lib/db";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "book" });

// Any constant works: the same in every instance sharing one Postgres, and unlike the migration lock's (727_401).
const SYNC_LOCK_KEY = 727_027;

export interface SyncLock {
  /** Aborted when the lock can no longer be trusted (its connection broke): the pass stops. */
  lost: AbortSignal;
  release(): Promise<void>;
}

// Per process, on globalThis as Next may load this module twice: never two passes in one process.
const local = globalThis as unknown as { hedgeDeskBookSyncHeld?: boolean };

/** The right to run a pass, or null; on Postgres an advisory lock that dies with its instance's connection. */
export async function trySyncLock(): Promise<SyncLock | null> {
  if (local.hedgeDeskBookSyncHeld) return null;
  local.hedgeDeskBookSyncHeld = true;
  try {
    const { db, driver } = await getDatabase();
    const lost = new AbortController();
    if (driver === "pglite")
      return { lost: lost.signal, release: async () => void (local.hedgeDeskBookSyncHeld = false) };
    const pool = (db as unknown as { $client: Pool }).$client;
    const held = await advisoryLock(pool, lost);
    if (!held) {
      local.hedgeDeskBookSyncHeld = false;
      return null;
    }
    return { lost: lost.signal, release: async () => held().finally(() => (local.hedgeDeskBookSyncHeld = false)) };
  } catch (error) {
    local.hedgeDeskBookSyncHeld = false;
    throw error;
  }
}

async function advisoryLock(pool: Pool, lost: AbortController): Promise<(() => Promise<void>) | null> {
  const client: PoolClient = await pool.connect();
  const onError = (error: Error) => {
    log.warn({ err: error }, "book sync: the lock's connection broke; the pass stops");
    lost.abort(new Error("The sync lock's database connection broke"));
  };
  client.on("error", onError);
  try {
    const result = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
      SYNC_LOCK_KEY,
    ]);
    if (!result.rows[0]?.locked) {
      client.off("error", onError);
      client.release();
      return null;
    }
  } catch (error) {
    client.off("error", onError);
    client.release(true);
    throw error;
  }
  return async () => {
    try {
      await client.query("SELECT pg_advisory_unlock($1)", [SYNC_LOCK_KEY]);
      client.off("error", onError);
      client.release();
    } catch {
      client.release(true); // a broken connection: destroying it frees the lock too
    }
  };
}
