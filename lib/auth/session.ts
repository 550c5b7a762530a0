import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { isEmbeddedSandbox } from "@/lib/hedging/env";
import { getAuth, type Auth } from "./auth";
import { PATH_HEADER } from "./cookie-name";
import { hasRole, isRole, type Role } from "./roles";
import { safeNextPath } from "./schemas";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export interface StaffSession {
  user: StaffUser;
  sessionId: string;
  expiresAt: string;
  /** After a password reset: only the change-password page works until a new one is chosen. */
  mustChangePassword: boolean;
}

/** From the database (a revoked session is gone at once), once per request; includes a session that must change its password first. */
export const getSessionIncludingPasswordChange = cache(async (): Promise<StaffSession | null> => {
  // Headers first: reading them marks the page dynamic, so `next build` never opens the database.
  const requestHeaders = await headers();
  const auth = await getAuth();
  return toStaffSession(await auth.api.getSession({ headers: requestHeaders }), { allowDemoAccounts: isEmbeddedSandbox() });
});

/** A session that may use the dashboard: none while its password must be changed, so every page, action and export refuses. */
export async function getSession(): Promise<StaffSession | null> {
  const session = await getSessionIncludingPasswordChange();
  return session && !session.mustChangePassword ? session : null;
}

export const CHANGE_PASSWORD_PATH = "/change-password";

type FoundSession = Awaited<ReturnType<Auth["api"]["getSession"]>>;

export function toStaffSession(found: FoundSession, { allowDemoAccounts }: { allowDemoAccounts: boolean }): StaffSession | null {
  if (!found) return null;
  const { user, session } = found;
  if (user.isDemo && !allowDemoAccounts) return null;
  // Disabling deletes the sessions; this holds even for one created in the same instant.
  if (user.disabledAt) return null;
  return {
    // An account whose role is not one we know gets the least: viewer.
    user: { id: user.id, email: user.email, name: user.name, role: isRole(user.role) ? user.role : "viewer" },
    sessionId: session.id,
    expiresAt: new Date(session.expiresAt).toISOString(),
    mustChangePassword: user.mustChangePassword === true,
  };
}

export async function requireSession(): Promise<StaffSession> {
  const session = await getSessionIncludingPasswordChange();
  if (session?.mustChangePassword) redirect(CHANGE_PASSWORD_PATH);
  if (session) return session;
  const here = safeNextPath((await headers()).get(PATH_HEADER));
  redirect(here === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(here)}`);
}

/** Null when the role is too weak (the page says so; `forbidden()` is experimental in Next 16). */
export async function requireRole(minimum: Role): Promise<StaffSession | null> {
  const session = await requireSession();
  return hasRole(session.user.role, minimum) ? session : null;
}
