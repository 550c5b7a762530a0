// No `server-only` here: scripts/user-reset.ts runs this under plain Node (tsx).
import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { authAccounts, authSessions, authUsers } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env/server";

/** 144 random bits, URL-safe, 24 characters: shown once, then only its hash exists. */
export function generateTemporaryPassword(): string {
  return randomBytes(18).toString("base64url");
}

export type PasswordReset = { ok: true; userId: string; email: string } | { ok: false; reason: "not-found" };

/** Sets a new password the person must replace at their next sign-in (within `validHours`), and ends every session of theirs. */
export async function resetStaffPassword(
  db: Db,
  target: { userId?: string; email?: string },
  password: string,
  validHours: number = serverEnv.TEMPORARY_PASSWORD_HOURS,
): Promise<PasswordReset> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const where = target.userId
      ? eq(authUsers.id, target.userId)
      : eq(authUsers.email, (target.email ?? "").toLowerCase());
    const [user] = await tx
      .select({ id: authUsers.id, email: authUsers.email })
      .from(authUsers)
      .where(where)
      .for("update");
    if (!user) return { ok: false, reason: "not-found" } as const;
    const updated = await tx
      .update(authAccounts)
      .set({ password: hash })
      .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, "credential")))
      .returning({ id: authAccounts.id });
    if (updated.length === 0) return { ok: false, reason: "not-found" } as const;
    await tx
      .update(authUsers)
      .set({
        mustChangePassword: true,
        temporaryPasswordExpiresAt: sql`now() + make_interval(hours => ${validHours})`,
      })
      .where(eq(authUsers.id, user.id));
    await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
    return { ok: true, email: user.email, userId: user.id } as const;
  });
}

export type PasswordChange = { ok: true } | { ok: false; reason: "wrong-password" | "same-password" | "not-found" };

/** The person's own change: the current password first; every other session of theirs ends, this one stays. */
export async function changeOwnPassword(
  db: Db,
  input: { userId: string; keepSessionId: string; currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const [account] = await db
    .select({ id: authAccounts.id, password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, input.userId), eq(authAccounts.providerId, "credential")));
  if (!account?.password) return { ok: false, reason: "not-found" };
  if (!(await verifyPassword({ hash: account.password, password: input.currentPassword })))
    return { ok: false, reason: "wrong-password" };
  if (input.currentPassword === input.newPassword) return { ok: false, reason: "same-password" };
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(authAccounts).set({ password: hash }).where(eq(authAccounts.id, account.id));
    await tx
      .update(authUsers)
      .set({ mustChangePassword: false, temporaryPasswordExpiresAt: null })
      .where(eq(authUsers.id, input.userId));
    await tx
      .delete(authSessions)
      .where(and(eq(authSessions.userId, input.userId), ne(authSessions.id, input.keepSessionId)));
  });
  return { ok: true };
}
