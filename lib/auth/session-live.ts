import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { authSessions, authUsers } from "@/lib/db/schema";

/** Whether a long answer's session still stands (not signed out or expired, the account usable), by the database's clock. */
export async function sessionStillLive(sessionId: string, database?: Db): Promise<boolean> {
  const db = database ?? (await getDb());
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        gt(authSessions.expiresAt, sql`now()`),
        isNull(authUsers.disabledAt),
        eq(authUsers.mustChangePassword, false),
      ),
    );
  return row !== undefined;
}
