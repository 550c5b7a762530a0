import "server-only";
import type { Pool } from "pg";
import type { Database } from "@/lib/db";
import { syncEnabled } from "./config";

export const POOLED_SESSIONS =
  "DATABASE_URL reaches Postgres through a pooler that shares one Postgres session between clients (PgBouncer in " +
  "transaction or statement mode): the book's sync holds a session advisory lock (one syncer in the cluster), which " +
  "would leak or be lost there. Point this instance's DATABASE_URL at Postgres itself or at PgBouncer in session " +
  'mode, or turn its sync off (HEDGING_SYNC_ENABLED=0): docs/deploying.md, "Several instances, Postgres, a load balancer".';

/**
 * Whether each connection of the pool is a Postgres session of its own, as a session advisory lock needs. A pooler
 * per transaction gives a released server connection to the next client (PgBouncer reuses the last one first), so a
 * second connection's transaction then runs in the first one's backend, or the first one's next query in another.
 */
export async function sessionsAreOwn(pool: Pool): Promise<boolean> {
  const first = await pool.connect();
  const second = await pool.connect();
  const backend = async (client: typeof first) =>
    (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
  try {
    const before = await backend(first);
    await second.query("begin");
    const other = await backend(second);
    await second.query("commit");
    const after = await backend(first);
    return other !== before && after === before;
  } finally {
    first.release();
    second.release();
  }
}

/** At start-up: why this instance must not start (its sync on, its Postgres sessions shared), or null. */
export async function sharedSessionsRefusal(database: Database): Promise<string | null> {
  if (database.driver !== "postgres" || !syncEnabled()) return null;
  const pool = (database.db as unknown as { $client: Pool }).$client;
  return (await sessionsAreOwn(pool)) ? null : POOLED_SESSIONS;
}
