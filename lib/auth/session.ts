import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { isEmbeddedSandbox } from "@/lib/hedging/env";
import { getDb } from "@/lib/db";
import { readTwoFactorRequirement } from "@/lib/settings/security-settings";
import { getAuth } from "./auth";
import { PATH_HEADER } from "./cookie-name";
import { findSession, sessionCookieOf, type FoundSession } from "./session-lookup";
import { hasRole, isRole, type Role } from "./roles";
import { safeNextPath } from "./schemas";
import { ACCOUNT_PATH, CHANGE_PASSWORD_PATH, signInPath } from "@/lib/paths/app-paths";
import { mustEnrolTwoFactor } from "./two-factor-rule";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
  isDemo: boolean;
}

export interface StaffSession {
  user: StaffUser;
  sessionId: string;
  expiresAt: string;
  /** After a password reset: only the change-password page works until a new one is chosen. */
  mustChangePassword: boolean;
  /** Admins require two-factor for this role and it is not set up: only the account page and sign-out until it is. */
  mustEnrolTwoFactor: boolean;
}

/** From the database (a revoked session is gone at once), once per request; includes a session that must change its password first. */
export const getSessionIncludingPasswordChange = cache(async (): Promise<StaffSession | null> => {
  // Headers first: reading them marks the page dynamic, so `next build` never opens the database.
  const [requestHeaders, jar] = await Promise.all([headers(), cookies()]);
  const [db, cookie] = await Promise.all([getDb(), getAuth().then(sessionCookieOf)]);
  const found = await findSession(db, requestHeaders.get("cookie"), cookie, jar);
  const session = toStaffSession(found, { allowDemoAccounts: isEmbeddedSandbox(), requireTwoFactor: true });
  // The admin setting is read only for an account it could stop: an operator or admin without two-factor.
  if (!session?.mustEnrolTwoFactor) return session;
  const { requireTwoFactor } = await readTwoFactorRequirement(db);
  return requireTwoFactor ? session : { ...session, mustEnrolTwoFactor: false };
});

/** A session that may use the dashboard: none while its password must be changed, so every page, action and export refuses. */
export async function getSession(): Promise<StaffSession | null> {
  const session = await getSessionIncludingPasswordChange();
  return session && !session.mustChangePassword ? session : null;
}

export function toStaffSession(
  found: FoundSession | null,
  { allowDemoAccounts, requireTwoFactor = false }: { allowDemoAccounts: boolean; requireTwoFactor?: boolean },
): StaffSession | null {
  if (!found) return null;
  const { user, session } = found;
  if (user.isDemo && !allowDemoAccounts) return null;
  // Disabling deletes the sessions; this holds even for one created in the same instant.
  if (user.disabledAt) return null;
  // An account whose role is not one we know gets the least: viewer.
  const role = isRole(user.role) ? user.role : "viewer";
  const twoFactorEnabled = user.twoFactorEnabled === true;
  const isDemo = user.isDemo === true;
  return {
    user: { id: user.id, email: user.email, name: user.name, role, twoFactorEnabled, isDemo },
    sessionId: session.id,
    expiresAt: new Date(session.expiresAt).toISOString(),
    mustChangePassword: user.mustChangePassword === true,
    mustEnrolTwoFactor: mustEnrolTwoFactor({ role, twoFactorEnabled, isDemo }, requireTwoFactor),
  };
}

/** Signed in, and, where admins require two-factor, enrolled: anywhere but the account page sends there first. */
export async function requireSession(): Promise<StaffSession> {
  const session = await getSessionIncludingPasswordChange();
  if (session?.mustChangePassword) redirect(CHANGE_PASSWORD_PATH);
  const here = safeNextPath((await headers()).get(PATH_HEADER));
  if (!session) redirect(signInPath(here));
  if (session.mustEnrolTwoFactor && new URL(here, "http://x").pathname !== ACCOUNT_PATH) redirect(ACCOUNT_PATH);
  return session;
}

/** Null when the role is too weak (the page says so; `forbidden()` is experimental in Next 16). */
export async function requireRole(minimum: Role): Promise<StaffSession | null> {
  const session = await requireSession();
  return hasRole(session.user.role, minimum) ? session : null;
}
