import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-call";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { authSessions, authUsers } from "@/lib/db/schema";
import type { Auth } from "./auth";

/** What a page needs of better-auth's session cookie: its name (with `__Secure-` over https) and the signing secret. */
export interface SessionCookie {
  name: string;
  secret: string;
}

/** The session row and what pages need of its user, as the one statement reads them. */
export type FoundSession = Awaited<ReturnType<ReturnType<typeof prepare>["execute"]>>[number];

export async function sessionCookieOf(auth: Auth): Promise<SessionCookie> {
  const context = await auth.$context;
  return { name: context.authCookies.sessionToken.name, secret: context.secret };
}

/** better-auth's `getSession` verdict in one statement, without its endpoint machinery; writes stay with it. */
export async function findSession(
  db: Db,
  cookieHeader: string | null,
  cookie: SessionCookie,
  jar: CookieJar,
): Promise<FoundSession | null> {
  const token = verifiedToken(sessionCookieValue(cookieHeader, cookie.name, jar), cookie.secret);
  if (!token) return null;
  const found = await sessionRow(db, token);
  if (!found) return null;
  if (found.session.expiresAt < new Date()) {
    // As better-auth does on reading an expired session.
    await db.delete(authSessions).where(eq(authSessions.token, token));
    return null;
  }
  return found;
}

/** What Next's `cookies()` gives: the request's cookies (the last of a name) with those a server action of this request set. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
}

/** The first cookie of the name, unless a server action of this request replaced it: only `cookies()` shows that. */
function sessionCookieValue(cookieHeader: string | null, name: string, jar: CookieJar): string | undefined {
  const sent = cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
  const current = jar.get(name)?.value;
  if (current === sent) return sent;
  // Sent twice: the jar holds the last, better-auth takes the first, and so do we.
  const sentTwice = (cookieHeader ?? "").split(";").filter((pair) => pair.trim().startsWith(`${name}=`)).length > 1;
  return sentTwice ? sent : current;
}

/** The cookie is `token.signature`, the signature HMAC-SHA256 of the token in base64 (better-call's signed cookie). */
function verifiedToken(value: string | undefined, secret: string): string | null {
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

async function sessionRow(db: Db, token: string): Promise<FoundSession | undefined> {
  const [found] = await sessionByToken(db).execute({ token });
  return found;
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function sessionByToken(db: Db) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepare(db)));
  return query;
}

function prepare(db: Db) {
  return db
    .select({
      session: { id: authSessions.id, userId: authSessions.userId, expiresAt: authSessions.expiresAt },
      user: {
        id: authUsers.id,
        email: authUsers.email,
        name: authUsers.name,
        role: authUsers.role,
        isDemo: authUsers.isDemo,
        twoFactorEnabled: authUsers.twoFactorEnabled,
        disabledAt: authUsers.disabledAt,
        mustChangePassword: authUsers.mustChangePassword,
      },
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(eq(authSessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("hedge_desk_session_by_token");
}
