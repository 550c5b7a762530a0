import "server-only";
import { eq, sql } from "drizzle-orm";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { getDb, type Db } from "@/lib/db";
import { authUsers, signInFailures } from "@/lib/db/schema";
import { logger } from "@/lib/log/logger";
import { UNKNOWN_ACCOUNT_ID } from "./sign-in-events";

const log = logger.child({ component: "account-backoff" });

/** Wrong passwords in a row for one account, from any addresses, before it is slowed. */
export const ACCOUNT_BACKOFF_AFTER = 10;
/** The first wait; each further wrong password doubles it, up to the longest. */
export const ACCOUNT_BACKOFF_FIRST_SECONDS = 30;
export const ACCOUNT_BACKOFF_LONGEST_SECONDS = 15 * 60;
/** An hour without a wrong password starts the count again. */
const FAILURES_FORGOTTEN_AFTER = "1 hour";

export const ACCOUNT_BACKOFF = "ACCOUNT_BACKOFF";

export interface AccountBlock {
  retryAfterSeconds: number;
  failures: number;
  /** Attempts refused in this block so far, this one included. */
  refused: number;
}

/** The key: the email as typed, so unknown addresses are slowed alike and the answer never says which exist. */
export function accountKey(email: string): string | null {
  const key = email.trim().toLowerCase().slice(0, 254);
  return key || null;
}

/** While blocked: counts the attempt unchecked; only a block's first refusal is trailed, so a flood cannot fill it. */
export async function refuseWhileBlocked(
  key: string,
  clientAddress: string | null,
  database?: Db,
  /** What was refused: a sign-in, or a change of one's own password (same password, same count). */
  kind: "signInFailed" | "passwordChanged" = "signInFailed",
): Promise<AccountBlock | null> {
  const db = database ?? (await getDb());
  const [row] = await db
    .update(signInFailures)
    .set({ refused: sql`${signInFailures.refused} + 1` })
    .where(sql`${signInFailures.email} = ${key} and ${signInFailures.blockedUntil} > now()`)
    .returning({
      failures: signInFailures.failures,
      refused: signInFailures.refused,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${signInFailures.blockedUntil} - now())))::int`,
    });
  if (!row) return null;
  if (row.refused === 1) {
    await recordSecurityEvent(
      {
        kind,
        actor: { id: (await accountId(db, key)) ?? UNKNOWN_ACCOUNT_ID, email: key },
        clientAddress,
        refusal: "account-backoff",
        detail: { failures: row.failures, retryAfterSeconds: row.retryAfterSeconds },
      },
      db,
    ).catch((error: unknown) => log.error({ err: error }, "account back-off not written to the trail"));
  }
  return row;
}

/** A wrong password: one more in a row; from the threshold on, the account waits (the database's clock). */
export async function countFailure(
  key: string,
  database?: Db,
): Promise<{ failures: number; refusedInLastBlock: number }> {
  const db = database ?? (await getDb());
  const fresh = sql`${signInFailures.lastFailureAt} < now() - ${FAILURES_FORGOTTEN_AFTER}::interval`;
  // The refused count of the block that just ended goes into this failure's trail row before it is reset.
  const [before] = await db
    .select({ refused: signInFailures.refused })
    .from(signInFailures)
    .where(eq(signInFailures.email, key));
  const [row] = await db
    .insert(signInFailures)
    .values({ email: key, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${fresh} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: signInFailures.failures });
  const failures = row!.failures;
  if (failures >= ACCOUNT_BACKOFF_AFTER) {
    const seconds = Math.min(
      ACCOUNT_BACKOFF_LONGEST_SECONDS,
      ACCOUNT_BACKOFF_FIRST_SECONDS * 2 ** Math.min(failures - ACCOUNT_BACKOFF_AFTER, 20),
    );
    await db
      .update(signInFailures)
      .set({ blockedUntil: sql`now() + make_interval(secs => ${seconds})`, refused: 0 })
      .where(eq(signInFailures.email, key));
  }
  return { failures, refusedInLastBlock: before?.refused ?? 0 };
}

/** A right password ends the count. */
export async function clearFailures(key: string, database?: Db): Promise<void> {
  const db = database ?? (await getDb());
  await db.delete(signInFailures).where(eq(signInFailures.email, key));
}

async function accountId(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return user?.id;
}
