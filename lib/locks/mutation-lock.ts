import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { mutationLocks } from "@/lib/db/schema";
import { ActionRefusal } from "@/lib/errors/action-refusal";

const LOCK_TTL_MS = 60_000;

/** Refused, not queued, so a double click never sends twice; a lock older than a minute (its process died) is taken over. */
export async function withMutationLock<T>(
  lock: { key: string; action: string; staffUserId: string },
  run: () => Promise<T>,
): Promise<T> {
  const db = await getDb();
  const expiresAt = new Date(Date.now() + LOCK_TTL_MS);
  const acquired = await db
    .insert(mutationLocks)
    .values({ ...lock, expiresAt })
    .onConflictDoUpdate({
      target: mutationLocks.key,
      set: { action: lock.action, staffUserId: lock.staffUserId, acquiredAt: sql`now()`, expiresAt },
      setWhere: lt(mutationLocks.expiresAt, sql`now()`),
    })
    .returning({ key: mutationLocks.key });
  if (acquired.length === 0) {
    throw new ActionRefusal("precondition", "This is already being sent. Wait for its answer before trying again.");
  }
  try {
    return await run();
  } finally {
    await db.delete(mutationLocks).where(eq(mutationLocks.key, lock.key));
  }
}
