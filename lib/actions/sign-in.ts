"use server";

import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import {
  ACCOUNT_DISABLED,
  ACCOUNT_DISABLED_MESSAGE,
  DEMO_ACCOUNT_REFUSED,
  DEMO_ACCOUNT_REFUSED_MESSAGE,
  getAuth,
  TEMPORARY_PASSWORD_EXPIRED,
  TEMPORARY_PASSWORD_EXPIRED_MESSAGE,
} from "@/lib/auth/auth";
import { ACCOUNT_BACKOFF } from "@/lib/auth/account-backoff";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/cookie-name";
import { handleAuthRequest, NO_CLIENT_ADDRESS, NO_CLIENT_ADDRESS_MESSAGE } from "@/lib/auth/handler";
import { isRole } from "@/lib/auth/roles";
import { mustEnrolTwoFactor } from "@/lib/auth/two-factor-rule";
import { ACCOUNT_PATH, SIGN_IN_PAGE_PATH } from "@/lib/paths/app-paths";
import { getDb } from "@/lib/db";
import { readTwoFactorRequirement } from "@/lib/settings/security-settings";
import { safeNextPath, SIGN_IN_FAILED_MESSAGE, signInSchema } from "@/lib/auth/schemas";
import { getSessionIncludingPasswordChange } from "@/lib/auth/session";
import { serverEnv } from "@/lib/env/server";
import { logger } from "@/lib/log/logger";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { actionClient } from "./safe-action";

const log = logger.child({ component: "sign-in" });

async function mustEnrolAfterSignIn(user: Record<string, unknown>): Promise<boolean> {
  const { requireTwoFactor } = await readTwoFactorRequirement(await getDb());
  const subject = {
    role: isRole(user.role) ? user.role : "viewer",
    twoFactorEnabled: user.twoFactorEnabled === true,
    isDemo: user.isDemo === true,
  };
  return mustEnrolTwoFactor(subject, requireTwoFactor);
}

/** Through better-auth's router, so its database-backed limiter counts it like a POST to /api/auth/sign-in/email. */
export const signInAction = actionClient
  .metadata({ actionName: "signIn" })
  .inputSchema(signInSchema)
  .action(async ({ parsedInput, ctx }) => {
    const incoming = await headers();
    const auth = await getAuth();
    const origin = new URL(auth.options.baseURL ?? "http://localhost").origin;
    const request = new Request(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, "user-agent": incoming.get("user-agent") ?? "" },
      body: JSON.stringify({ email: parsedInput.email, password: parsedInput.password, rememberMe: true }),
    });
    const response = await handleAuthRequest(request, clientAddressFromHeaders(incoming));

    if (response.status === 429) {
      const seconds = Number(response.headers.get("x-retry-after")) || serverEnv.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS;
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
      const whose = body?.code === ACCOUNT_BACKOFF ? "for this account" : "from this address";
      throw new ActionRefusal("rate-limited", `Too many sign-in attempts ${whose}. Try again in ${seconds} seconds.`);
    }
    if (response.status === 400) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      if (body?.code === NO_CLIENT_ADDRESS) throw new ActionRefusal("forbidden", NO_CLIENT_ADDRESS_MESSAGE);
    }
    if (response.status === 403) {
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
      if (body?.code === DEMO_ACCOUNT_REFUSED) throw new ActionRefusal("forbidden", DEMO_ACCOUNT_REFUSED_MESSAGE);
      if (body?.code === ACCOUNT_DISABLED) throw new ActionRefusal("forbidden", ACCOUNT_DISABLED_MESSAGE);
      if (body?.code === TEMPORARY_PASSWORD_EXPIRED)
        throw new ActionRefusal("forbidden", TEMPORARY_PASSWORD_EXPIRED_MESSAGE);
    }
    if (!response.ok) {
      // 401 is a wrong email or password; anything else is a configuration problem worth a look.
      if (response.status !== 401)
        log.warn({ requestId: ctx.requestId, status: response.status }, "sign-in refused by better-auth");
      throw new ActionRefusal("unauthenticated", SIGN_IN_FAILED_MESSAGE);
    }

    const jar = await cookies();
    for (const [name, cookie] of parseSetCookieHeader(response.headers.getSetCookie().join(", "))) {
      jar.set(name, cookie.value, toCookieOptions(cookie));
    }
    // Password right, no session yet: the form asks for the code (two-factor-sign-in.ts).
    const body = (await response.json().catch(() => null)) as {
      twoFactorRedirect?: unknown;
      user?: Record<string, unknown>;
    } | null;
    if (body?.twoFactorRedirect === true) return { twoFactorRequired: true as const };
    // Straight to enrolment when admins require it: the new session is not readable until the next request.
    if (body?.user && (await mustEnrolAfterSignIn(body.user))) redirect(ACCOUNT_PATH);
    redirect(safeNextPath(parsedInput.next));
  });

/** Ends the session on the server (its row is deleted, so the old cookie is worthless) and here. */
export const signOutAction = actionClient.metadata({ actionName: "signOut" }).action(async ({ ctx }) => {
  const auth = await getAuth();
  const incoming = await headers();
  const session = await getSessionIncludingPasswordChange();
  if (session) {
    // Signing out goes ahead even if the trail cannot be written; the log keeps it then.
    await recordSecurityEvent({
      kind: "signOut",
      actor: session.user,
      clientAddress: clientAddressFromHeaders(incoming),
      requestId: ctx.requestId,
    }).catch((error: unknown) => log.error({ requestId: ctx.requestId, err: error }, "sign-out event not written"));
  }
  try {
    await auth.api.signOut({ headers: incoming });
  } catch (error) {
    // Already signed out, or the session expired: nothing to revoke.
    log.info({ requestId: ctx.requestId, err: error }, "sign-out without a live session");
  }
  const jar = await cookies();
  for (const name of SESSION_COOKIE_NAMES) if (jar.has(name)) jar.delete(name);
  redirect(SIGN_IN_PAGE_PATH);
});
