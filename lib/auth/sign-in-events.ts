import "server-only";
import { eq } from "drizzle-orm";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { getDb, type Db } from "@/lib/db";
import { authUsers } from "@/lib/db/schema";
import { logger } from "@/lib/log/logger";
import { SESSION_COOKIE_NAMES } from "./cookie-name";

const log = logger.child({ component: "sign-in-events" });

/** A failed sign-in whose email matches no account is filed under this id. */
export const UNKNOWN_ACCOUNT_ID = "unknown";

/**
 * One row per sign-in through /sign-in/email (the form's action goes the same way): the email as typed, never the
 * password. A 429 is not written (the limiter already refused it unread; writing it would let a flood fill the trail).
 * An answer that sets no session cookie (a second factor still to come) is not a sign-in yet.
 */
export async function recordSignIn(body: ArrayBuffer | undefined, response: Response, clientAddress: string | null, database?: Db): Promise<void> {
  if (response.status === 429) return;
  const typed = typedEmail(body);
  const setsSession = response.headers.getSetCookie().some((line) => SESSION_COOKIE_NAMES.some((name) => line.startsWith(`${name}=`)));
  try {
    const db = database ?? (await getDb());
    if (response.ok) {
      if (!setsSession) return;
      const user = await accountOf(db, typed);
      await recordSecurityEvent({ kind: "signInSucceeded", actor: { id: user?.id ?? UNKNOWN_ACCOUNT_ID, email: user?.email ?? typed }, clientAddress }, db);
      return;
    }
    const code = await refusalCode(response);
    const user = await accountOf(db, typed);
    await recordSecurityEvent({
      kind: "signInFailed",
      actor: { id: user?.id ?? UNKNOWN_ACCOUNT_ID, email: typed },
      clientAddress,
      refusal: code,
      detail: { status: response.status },
    }, db);
  } catch (error) {
    // The answer still goes back; the log keeps what the trail could not.
    log.error({ err: error, status: response.status }, "sign-in event not written");
  }
}

function typedEmail(body: ArrayBuffer | undefined): string {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { email?: unknown };
    return typeof parsed.email === "string" ? parsed.email.trim().slice(0, 254) : "";
  } catch {
    return "";
  }
}

async function accountOf(db: Db, email: string): Promise<{ id: string; email: string } | undefined> {
  if (!email) return undefined;
  const [user] = await db.select({ id: authUsers.id, email: authUsers.email }).from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
  return user;
}

async function refusalCode(response: Response): Promise<string> {
  if (response.status === 401) return "invalid-credentials";
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  if (typeof body?.code === "string") return body.code.toLowerCase().replaceAll("_", "-");
  return `status-${response.status}`;
}
