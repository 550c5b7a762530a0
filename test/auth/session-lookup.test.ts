import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStaffAccount } from "@/lib/auth/accounts";
import { findSession } from "@/lib/auth/session-lookup";
import { createAuth } from "@/lib/auth/auth";
import { changeStaffRole } from "@/lib/auth/staff";
import type { Database } from "@/lib/db";
import { authSessions, authUsers } from "@/lib/db/schema";
import { RequestCookies } from "next/dist/server/web/spec-extension/cookies";
import { drivers, removeTempDirs, sessionFor, unique } from "./support";

/**
 * Every page and action reads the session row (no cookie cache), so this lookup is on the hot path
 * of every request: one statement (the session joined to its user), and still the database's
 * verdict each time: sign-out, expiry and role changes count at once. It is our own read of
 * better-auth's cookie, so each case is also put to better-auth's `getSession`: the two must agree.
 */

afterAll(removeTempDirs);

const password = "correct horse battery staple";
const settings = {
  baseURL: "http://127.0.0.1:3999",
  trustedOrigins: ["http://127.0.0.1:3999"],
  secret: "session-lookup-test-secret-".padEnd(64, "x"),
  sessionMaxAgeSeconds: 3600,
  signInLimit: { max: 100, windowSeconds: 60 },
};

describe.each(drivers)("the session lookup on %s", (driver, open) => {
  let database: Database;
  let auth: ReturnType<typeof createAuth>;
  let statements: string[] = [];
  beforeAll(async () => {
    database = await open();
    auth = createAuth(database.db, settings);
    // Both drivers' drizzle sessions send every statement through their client's query(); PGlite's exec() runs SQL as is.
    type Send = (...args: unknown[]) => unknown;
    const client = (database.db as unknown as { $client: Record<"query" | "exec", Send | undefined> }).$client;
    for (const method of ["query", "exec"] as const) {
      const send = client[method]?.bind(client);
      if (!send) continue;
      client[method] = (...args: unknown[]) => {
        statements.push(
          String(typeof args[0] === "object" && args[0] !== null ? (args[0] as { text: string }).text : args[0]),
        );
        return send(...args);
      };
    }
  });
  afterAll(() => database.close());

  async function signIn(role: "viewer" | "operator" = "viewer") {
    const email = `${unique(role)}@example.test`;
    const user = await createStaffAccount(database.db, { email, password, role });
    const { headers: set } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = set
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { user, headers: new Headers({ cookie }) };
  }

  const lookup = (headers: Headers) => sessionFor(auth, database.db, headers);
  const signed = (token: string) => `${token}.${createHmac("sha256", settings.secret).update(token).digest("base64")}`;
  /** Ours and better-auth's `getSession` on the same cookies: both a session of this user, or both none. */
  async function verdicts(headers: Headers) {
    const [ours, library] = await Promise.all([lookup(headers), auth.api.getSession({ headers })]);
    return { ours: ours?.user.id ?? null, library: library?.user.id ?? null };
  }

  it("reads the session and its user in one statement, prepared once", async () => {
    const { user, headers } = await signIn("operator");
    const [row] = await database.db.select().from(authUsers).where(eq(authUsers.id, user.id));
    await lookup(headers);
    statements = [];
    const found = await lookup(headers);
    expect(found?.user).toEqual({
      id: user.id,
      email: user.email,
      name: row!.name,
      role: "operator",
      isDemo: false,
      twoFactorEnabled: false,
      disabledAt: null,
      mustChangePassword: false,
    });
    expect(found?.session.userId).toBe(user.id);
    expect(found?.session.expiresAt).toBeInstanceOf(Date);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "auth_session".*join "auth_user"/s);
  });

  it("after a server action replaced the session cookie (two-factor on rotates it), reads the new one, as cookies() shows it", async () => {
    const { user, headers } = await signIn("operator");
    const rotated = await auth.api.signInEmail({ body: { email: user.email, password }, returnHeaders: true });
    const [name, value] = rotated.headers.getSetCookie()[0]!.split(";")[0]!.split(/=(.*)/s) as [string, string];
    await auth.api.signOut({ headers });
    const jar = new RequestCookies(new Headers(headers)); // set() writes through to the headers it reads
    jar.set(name, decodeURIComponent(value));

    expect(await sessionFor(auth, database.db, headers)).toBeNull();
    expect((await sessionFor(auth, database.db, headers, jar))?.user.id).toBe(user.id);
  });

  it("works from a second copy of this module on the same database, as Next loads it for route handlers", async () => {
    const { user, headers } = await signIn("viewer");
    expect((await lookup(headers))?.user.id).toBe(user.id);
    vi.resetModules();
    const copy = await import("@/lib/auth/session-lookup");
    expect(copy.findSession).not.toBe(findSession);

    const found = await copy.findSession(
      database.db,
      headers.get("cookie"),
      await copy.sessionCookieOf(auth),
      new RequestCookies(headers),
    );

    expect(found?.user.id).toBe(user.id);
  });

  it("sees a sign-out, an expiry and a role change on the very next lookup, as better-auth does", async () => {
    const { user, headers } = await signIn("viewer");
    expect((await lookup(headers))?.user.role).toBe("viewer");
    expect(await verdicts(headers)).toEqual({ ours: user.id, library: user.id });

    await changeStaffRole(database.db, user.id, "operator");
    expect((await lookup(headers))?.user.role).toBe("operator");

    await database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect(await lookup(headers)).toBeNull();
    // The expired row is deleted on reading, as better-auth does.
    expect(await database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))).toEqual([]);

    const again = await signIn("viewer");
    expect(await lookup(again.headers)).not.toBeNull();
    await auth.api.signOut({ headers: again.headers });
    expect(await verdicts(again.headers)).toEqual({ ours: null, library: null });
  });

  it("finds no session for a cookie that is forged, tampered with, signed with another secret or absent", async () => {
    const { user, headers } = await signIn("viewer");
    const cookie = headers.get("cookie")!;
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
    const other = createAuth(database.db, { ...settings, secret: "another-secret-".padEnd(64, "y") });
    const { headers: otherHeaders } = await other.api.signInEmail({
      body: { email: user.email, password },
      returnHeaders: true,
    });
    const otherSigned = decodeURIComponent(otherHeaders.getSetCookie()[0]!.split(";")[0]!.split(/=(.*)/s)[1]!);
    const cases = {
      "another token, this signature": `${name}=${encodeURIComponent(`someoneelsestoken0000000000000000.${signature}`)}`,
      "this token, a flipped signature": `${name}=${encodeURIComponent(`${token}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`)}`,
      "this token, no signature": `${name}=${token}`,
      "this token, an empty signature": `${name}=${encodeURIComponent(`${token}.`)}`,
      "a token signed with another secret": `${name}=${encodeURIComponent(otherSigned)}`,
      "the value under another name": `other.session_token=${value}`,
      "no cookie": "",
      // Signed with the real secret, as only a leak of it would allow: still never more than a value in the statement.
      "a rightly signed token that is SQL": `${name}=${encodeURIComponent(signed("x') OR true; DELETE FROM auth_session; --"))}`,
    };
    for (const [label, forged] of Object.entries(cases)) {
      expect({ label, ...(await verdicts(new Headers(forged ? { cookie: forged } : {}))) }).toEqual({
        label,
        ours: null,
        library: null,
      });
    }
    // Two cookies of that name: the first counts, for both.
    const twice = new Headers({ cookie: `${cases["this token, a flipped signature"]}; ${cookie}` });
    expect(await verdicts(twice)).toEqual({ ours: null, library: null });
    const twiceValidFirst = new Headers({ cookie: `${cookie}; ${cases["this token, a flipped signature"]}` });
    expect(await verdicts(twiceValidFirst)).toEqual({ ours: user.id, library: user.id });
    expect(await database.db.select().from(authSessions).where(eq(authSessions.userId, user.id))).not.toEqual([]);
  });

  it("reads the __Secure- cookie better-auth sets over https", async () => {
    const secure = createAuth(database.db, {
      ...settings,
      baseURL: "https://desk.example.test",
      trustedOrigins: ["https://desk.example.test"],
    });
    const email = `${unique("https")}@example.test`;
    const user = await createStaffAccount(database.db, { email, password, role: "viewer" });
    const { headers: set } = await secure.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = set
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(cookie).toMatch(/^__Secure-hedge-desk\.session_token=/);
    expect((await sessionFor(secure, database.db, new Headers({ cookie })))?.user.id).toBe(user.id);
    expect(await sessionFor(secure, database.db, new Headers({ cookie: cookie.replace(/^__Secure-/, "") }))).toBeNull();
  });
});
