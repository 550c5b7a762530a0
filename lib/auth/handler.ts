import "server-only";
// better-auth's own key function, so the refund below touches exactly the counter its limiter wrote.
import { createRateLimitKey, getIP } from "@better-auth/core/utils/ip";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { authRateLimits } from "@/lib/db/schema";
import { AUTH_BASE_PATH, getAuth, SIGN_IN_PATH } from "./auth";
import { CLIENT_ADDRESS_HEADER } from "./cookie-name";
import { isActionOnlyAuthPath } from "./disabled-paths";
import { readCappedBody } from "./request-body";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@/lib/domain/control-characters";
import { accountKey, clearFailures, countFailure } from "./account-backoff";
import { challengeAccount, isCodeSignInPath, recordCodeSignIn, recordSignIn, typedEmail } from "./sign-in-events";

export const NO_CLIENT_ADDRESS = "NO_CLIENT_ADDRESS";
export const NO_CLIENT_ADDRESS_MESSAGE =
  "Sign-in cannot tell where this request came from (the proxy sent no X-Forwarded-For), so it is refused.";
export const TRUST_DEVICE_REFUSED = "TRUST_DEVICE_REFUSED";
export const CONTROL_CHARACTERS_REFUSED = "CONTROL_CHARACTERS";

/** /api/auth/* from the browser: two-factor changes and codes go through our actions only (lib/actions/two-factor*.ts). */
export async function handleAuthHttpRequest(request: Request, clientAddress: string | null): Promise<Response> {
  if (isActionOnlyAuthPath(authPathOf(request))) return new Response("Not Found", { status: 404 });
  return handleAuthRequest(request, clientAddress);
}

/** One door for /api/auth/* and the sign-in actions (origin check, limiter); a success gives its slot back, so the limit counts failures. */
export async function handleAuthRequest(request: Request, clientAddress: string | null): Promise<Response> {
  // Without an address every such request would share one limiter bucket ("no-trusted-ip"): one guesser locks out all.
  if (!clientAddress) return refusal(400, NO_CLIENT_ADDRESS, NO_CLIENT_ADDRESS_MESSAGE);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await readCappedBody(request);
  if (body === "too-large") return refusal(413, "BODY_TOO_LARGE", "The request is too large.");
  // A NUL in an email reached the database (which refuses it) as a 500: refused here, before any query.
  if (body && sendsControlCharacter(body)) {
    return refusal(400, CONTROL_CHARACTERS_REFUSED, CONTROL_CHARACTER_MESSAGE);
  }
  const path = authPathOf(request);
  // A trusted device would let the password alone sign in for 30 days: the second factor is asked every time.
  if (path.startsWith("/two-factor/") && asksToTrustDevice(body)) {
    return refusal(400, TRUST_DEVICE_REFUSED, "Hedge Desk asks for the code at every sign-in.");
  }
  const auth = await getAuth();
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  const cookie = withoutTrustDeviceCookie(headers.get("cookie"));
  if (cookie === null) headers.delete("cookie");
  else headers.set("cookie", cookie);
  const trusted = new Request(request.url, { method: request.method, headers, body });
  // Read before the handler: a right code consumes the challenge that names the account.
  const challenger =
    trusted.method === "POST" && isCodeSignInPath(path) ? await challengeAccount(headers.get("cookie")) : undefined;
  // A blocked account is refused in account-backoff-plugin.ts (after the address limiter); the outcome is counted here.
  const account = trusted.method === "POST" && path === SIGN_IN_PATH ? accountKey(typedEmail(body)) : null;
  const response = await auth.handler(trusted);

  if (trusted.method === "POST" && isCountedPath(path)) {
    if (path === SIGN_IN_PATH)
      await recordSignIn(body, response, clientAddress, undefined, await backOff(account, response));
    else if (challenger) await recordCodeSignIn(challenger, path, response, clientAddress);
    const ip = response.ok ? getIP(trusted, auth.options) : null;
    if (ip) await refundSignInAttempt(createRateLimitKey(ip, path));
  }
  return response;
}

/** Counts a wrong password against the account (its trail row carries the count); a right one clears it. */
async function backOff(account: string | null, response: Response): Promise<Record<string, unknown> | undefined> {
  if (!account) return undefined;
  if (response.status === 401) {
    const { failures, refusedInLastBlock } = await countFailure(account);
    return refusedInLastBlock ? { accountFailures: failures, refusedInLastBlock } : { accountFailures: failures };
  }
  if (response.ok) await clearFailures(account);
  return undefined;
}

/** Any text of the JSON body but a password (hashed, never queried) holding a control character, or such raw bytes. */
function sendsControlCharacter(body: ArrayBuffer): boolean {
  const text = new TextDecoder().decode(body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return hasControlCharacter(text.replace(/[\t\n\r]/g, " "));
  }
  const visit = (value: unknown, key: string): boolean =>
    typeof value === "string"
      ? !/password/i.test(key) && hasControlCharacter(value)
      : typeof value === "object" && value !== null
        ? Object.entries(value).some(([name, inner]) => visit(inner, name))
        : false;
  return visit(parsed, "");
}

function authPathOf(request: Request): string {
  return new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
}

function refusal(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status });
}

function asksToTrustDevice(body: ArrayBuffer | undefined): boolean {
  if (!body) return false;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as unknown;
    return typeof parsed === "object" && parsed !== null && "trustDevice" in parsed;
  } catch {
    return false;
  }
}

/** A trust-device cookie (better-auth's `<prefix>.trust_device`), even one minted before this door existed, never reaches it. */
function withoutTrustDeviceCookie(header: string | null): string | null {
  if (!header) return null;
  const kept = header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair && !/^[^=]*\.trust_device=/i.test(pair));
  return kept.length ? kept.join("; ") : null;
}

/** The paths limited like sign-in (auth.ts customRules): a password or a code is checked there. */
function isCountedPath(path: string): boolean {
  return path === SIGN_IN_PATH || path.startsWith("/two-factor/");
}

async function refundSignInAttempt(key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(authRateLimits)
    .set({ count: sql`greatest(${authRateLimits.count} - 1, 0)` })
    .where(eq(authRateLimits.key, key));
}
