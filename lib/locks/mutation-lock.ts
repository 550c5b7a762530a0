import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { mutationLocks } from "@/lib/db/schema";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { hedgingCallBudgetMs } from "@/lib/hedging/env";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "locks" });

/** Outlives the longest upstream call, so a lock never expires under a call still in flight. */
const lockTtlMs = () => Math.max(60_000, hedgingCallBudgetMs() + 30_000);

/** Refused, not queued, so a double click never sends twice; a lock past its expiry (its process died) is taken over. */
export async function withMutationLock<T>(
  lock: { key: string; action: string; staffUserId: string },
  run: () => Promise<T>,
): Promise<T> {
  const db = await getDb();
  const token = randomUUID();
  // Expiry is set and compared by the database's clock alone: app servers' clocks may disagree.
  const expiresAt = sql`now() + make_interval(secs => ${lockTtlMs() / 1000})`;
  const acquired = await db
    .insert(mutationLocks)
    .values({ ...lock, token, expiresAt })
    .onConflictDoUpdate({
      target: mutationLocks.key,
      set: { action: lock.action, staffUserId: lock.staffUserId, acquiredAt: sql`now()`, expiresAt, token },
      setWhere: lt(mutationLocks.expiresAt, sql`now()`),
    })
    .returning({ key: mutationLocks.key });
  if (acquired.length === 0) {
    throw new ActionRefusal("precondition", "This is already being sent. Wait for its answer before trying again.");
  }
  try {
    return await run();
  } finally {
    // A release that fails must not turn a done mutation into an error: the lock then lapses at its expiry.
    await db
      .delete(mutationLocks)
      .where(and(eq(mutationLocks.key, lock.key), eq(mutationLocks.token, token)))
      .catch((error: unknown) =>
        log.error({ err: error, key: lock.key, action: lock.action }, "mutation lock not released"),
      );
  }
}
