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
  expiresAt: string;
}

/** From the database (a revoked session is gone at once), once per request. */
export const getSession = cache(async (): Promise<StaffSession | null> => {
  // Headers first: reading them marks the page dynamic, so `next build` never opens the database.
  const requestHeaders = await headers();
  const auth = await getAuth();
  return toStaffSession(await auth.api.getSession({ headers: requestHeaders }), { allowDemoAccounts: isEmbeddedSandbox() });
});

type FoundSession = Awaited<ReturnType<Auth["api"]["getSession"]>>;

export function toStaffSession(found: FoundSession, { allowDemoAccounts }: { allowDemoAccounts: boolean }): StaffSession | null {
  if (!found) return null;
  const { user, session } = found;
  if (user.isDemo && !allowDemoAccounts) return null;
  return {
    // An account whose role is not one we know gets the least: viewer.
    user: { id: user.id, email: user.email, name: user.name, role: isRole(user.role) ? user.role : "viewer" },
    expiresAt: new Date(session.expiresAt).toISOString(),
  };
}

export async function requireSession(): Promise<StaffSession> {
  const session = await getSession();
  if (session) return session;
  const here = safeNextPath((await headers()).get(PATH_HEADER));
  redirect(here === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(here)}`);
}

/** Null when the role is too weak (the page says so; `forbidden()` is experimental in Next 16). */
export async function requireRole(minimum: Role): Promise<StaffSession | null> {
  const session = await requireSession();
  return hasRole(session.user.role, minimum) ? session : null;
}
