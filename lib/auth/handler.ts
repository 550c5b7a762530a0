import "server-only";
// better-auth's own key function, so the refund below touches exactly the counter its limiter wrote.
import { createRateLimitKey, getIP } from "@better-auth/core/utils/ip";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { authRateLimits } from "@/lib/db/schema";
import { AUTH_BASE_PATH, getAuth, SIGN_IN_PATH } from "./auth";
import { CLIENT_ADDRESS_HEADER } from "./cookie-name";
import { challengeAccount, isCodeSignInPath, recordCodeSignIn, recordSignIn } from "./sign-in-events";

/** One door for /api/auth/* and the sign-in actions (origin check, limiter); a success gives its slot back, so the limit counts failures. */
export async function handleAuthRequest(request: Request, clientAddress: string | null): Promise<Response> {
  const auth = await getAuth();
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const trusted = new Request(request.url, { method: request.method, headers, body });
  const path = new URL(trusted.url).pathname.slice(AUTH_BASE_PATH.length);
  // Read before the handler: a right code consumes the challenge that names the account.
  const challenger =
    trusted.method === "POST" && isCodeSignInPath(path) ? await challengeAccount(headers.get("cookie")) : undefined;
  const response = await auth.handler(trusted);

  if (trusted.method === "POST" && isCountedPath(path)) {
    if (path === SIGN_IN_PATH) await recordSignIn(body, response, clientAddress);
    else if (challenger) await recordCodeSignIn(challenger, path, response, clientAddress);
    const ip = response.ok ? getIP(trusted, auth.options) : null;
    if (ip) await refundSignInAttempt(createRateLimitKey(ip, path));
  }
  return response;
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
