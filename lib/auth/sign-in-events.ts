import "server-only";
import { parseCookies } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { getDb, type Db } from "@/lib/db";
import { authUsers, authVerifications } from "@/lib/db/schema";
import { logger } from "@/lib/log/logger";
import { signInFailures } from "@/lib/metrics/catalog";
import { SESSION_COOKIE_NAMES, TWO_FACTOR_CHALLENGE_COOKIE_NAMES } from "./cookie-name";

const log = logger.child({ component: "sign-in-events" });

/** A failed sign-in whose email matches no account is filed under this id. */
export const UNKNOWN_ACCOUNT_ID = "unknown";

/** One row per sign-in, the email as typed; not a 429 (a flood must not fill the trail) nor a half-done two-factor. */
export async function recordSignIn(
  body: ArrayBuffer | undefined,
  response: Response,
  clientAddress: string | null,
  database?: Db,
  /** The account's back-off count (account-backoff.ts), on a failure's row. */
  failureDetail?: Record<string, unknown>,
): Promise<void> {
  countFailure("password", response);
  if (response.status === 429) return;
  const typed = typedEmail(body);
  const setsSession = setsSessionCookie(response);
  try {
    const db = database ?? (await getDb());
    if (response.ok) {
      if (!setsSession) return;
      const user = await accountOf(db, typed);
      await recordSecurityEvent(
        {
          kind: "signInSucceeded",
          actor: { id: user?.id ?? UNKNOWN_ACCOUNT_ID, email: user?.email ?? typed },
          clientAddress,
        },
        db,
      );
      return;
    }
    const code = await refusalCode(response);
    const user = await accountOf(db, typed);
    await recordSecurityEvent(
      {
        kind: "signInFailed",
        actor: { id: user?.id ?? UNKNOWN_ACCOUNT_ID, email: typed },
        clientAddress,
        refusal: code,
        detail: { status: response.status, ...failureDetail },
      },
      db,
    );
  } catch (error) {
    // The answer still goes back; the log keeps what the trail could not.
    log.error({ err: error, status: response.status }, "sign-in event not written");
  }
}

/** Every refusal, the limiter's 429s too (which the trail leaves out): a flood shows in the metrics. */
function countFailure(step: "password" | "two_factor", response: Response): void {
  if (response.ok) return;
  signInFailures.inc({ step, reason: response.status === 429 ? "rate_limited" : "refused" });
}

export function typedEmail(body: ArrayBuffer | undefined): string {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { email?: unknown };
    return typeof parsed.email === "string" ? parsed.email.trim().slice(0, 254) : "";
  } catch {
    return "";
  }
}

async function accountOf(db: Db, email: string): Promise<{ id: string; email: string } | undefined> {
  if (!email) return undefined;
  const [user] = await db
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.email, email.toLowerCase()));
  return user;
}

async function refusalCode(response: Response): Promise<string> {
  return response.status === 401 ? "invalid-credentials" : betterAuthCode(response);
}

async function betterAuthCode(response: Response): Promise<string> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (typeof body?.code === "string") return body.code.toLowerCase().replaceAll("_", "-");
  return `status-${response.status}`;
}

/** A session cookie with a value: the password step of a two-factor sign-in sets it empty, to clear it. */
function setsSessionCookie(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some((line) => SESSION_COOKIE_NAMES.some((name) => line.startsWith(`${name}=`) && !line.startsWith(`${name}=;`)));
}

const CODE_SIGN_IN_PATHS = ["/two-factor/verify-totp", "/two-factor/verify-backup-code"];

export function isCodeSignInPath(path: string): boolean {
  return CODE_SIGN_IN_PATHS.includes(path);
}

/** The account a pending two-factor sign-in belongs to: the password step's challenge cookie names a verification row holding its id. */
export async function challengeAccount(
  cookieHeader: string | null,
  database?: Db,
): Promise<{ id: string; email: string } | undefined> {
  const identifier = challengeIdentifier(cookieHeader);
  if (!identifier) return undefined;
  try {
    const db = database ?? (await getDb());
    const [row] = await db
      .select({ id: authUsers.id, email: authUsers.email })
      .from(authVerifications)
      .innerJoin(authUsers, eq(authUsers.id, authVerifications.value))
      .where(eq(authVerifications.identifier, identifier));
    return row;
  } catch (error) {
    log.error({ err: error }, "two-factor challenge not read");
    return undefined;
  }
}

/** The signed cookie is `identifier.signature`; only the identifier names the row. */
function challengeIdentifier(cookieHeader: string | null): string | undefined {
  const cookies = parseCookies(cookieHeader ?? "");
  const signed = TWO_FACTOR_CHALLENGE_COOKIE_NAMES.map((name) => cookies.get(name)).find(Boolean);
  const dot = signed?.lastIndexOf(".") ?? -1;
  return signed && dot > 0 ? signed.slice(0, dot) : undefined;
}

/** The code step of a two-factor sign-in: success once it sets the session, failure with better-auth's code. Enrolment's own code checks carry no challenge and are not sign-ins. */
export async function recordCodeSignIn(
  account: { id: string; email: string },
  path: string,
  response: Response,
  clientAddress: string | null,
  database?: Db,
): Promise<void> {
  countFailure("two_factor", response);
  if (response.status === 429) return;
  const step = path.endsWith("backup-code") ? "backup-code" : "totp";
  try {
    const db = database ?? (await getDb());
    if (response.ok) {
      if (setsSessionCookie(response))
        await recordSecurityEvent({ kind: "signInSucceeded", actor: account, clientAddress, detail: { step } }, db);
      return;
    }
    await recordSecurityEvent(
      {
        kind: "signInFailed",
        actor: account,
        clientAddress,
        refusal: await betterAuthCode(response),
        detail: { status: response.status, step },
      },
      db,
    );
  } catch (error) {
    log.error({ err: error, status: response.status }, "two-factor sign-in event not written");
  }
}
