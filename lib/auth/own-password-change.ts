import "server-only";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import type { Db } from "@/lib/db";
import { accountKey, clearFailures, countFailure, refuseWhileBlocked } from "./account-backoff";
import { changeOwnPassword, type PasswordChange } from "./passwords";

export type GuardedPasswordChange = PasswordChange | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** Counted with wrong sign-in passwords: it is the same secret, so a stolen session cannot guess it faster here. */
export async function changeOwnPasswordLimited(
  db: Db,
  input: {
    user: { id: string; email: string };
    keepSessionId: string;
    currentPassword: string;
    newPassword: string;
    clientAddress: string | null;
    requestId: string;
  },
): Promise<GuardedPasswordChange> {
  const key = accountKey(input.user.email)!;
  const block = await refuseWhileBlocked(key, input.clientAddress, db, "passwordChanged");
  if (block) return { ok: false, reason: "rate-limited", retryAfterSeconds: block.retryAfterSeconds };
  const change = await changeOwnPassword(db, {
    userId: input.user.id,
    keepSessionId: input.keepSessionId,
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
  if (change.ok) await clearFailures(key, db);
  if (!change.ok && change.reason === "wrong-password") {
    const { failures } = await countFailure(key, db);
    await recordSecurityEvent(
      {
        kind: "passwordChanged",
        actor: input.user,
        clientAddress: input.clientAddress,
        requestId: input.requestId,
        refusal: "wrong-password",
        detail: { accountFailures: failures },
      },
      db,
    );
  }
  return change;
}
