import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "@/lib/auth/accounts";
import { createAuth } from "@/lib/auth/auth";
import { changeStaffRole } from "@/lib/auth/staff";
import type { Database } from "@/lib/db";
import { authSessions } from "@/lib/db/schema";
import { drivers, removeTempDirs, unique } from "./support";

/**
 * Every page and action reads the session row (no cookie cache), so this lookup is on the hot path
 * of every request: one statement (the session joined to its user), and still the database's
 * verdict each time: sign-out, expiry and role changes count at once.
 */

afterAll(removeTempDirs);

const password = "correct horse battery staple";

describe.each(drivers)("the session lookup on %s", (_driver, open) => {
  let database: Database;
  let auth: ReturnType<typeof createAuth>;
  let statements: string[] = [];
  beforeAll(async () => {
    database = await open();
    auth = createAuth(database.db, {
      baseURL: "http://127.0.0.1:3999",
      trustedOrigins: ["http://127.0.0.1:3999"],
      secret: "session-lookup-test-secret-".padEnd(64, "x"),
      sessionMaxAgeSeconds: 3600,
      signInLimit: { max: 100, windowSeconds: 60 },
    });
    // Both drivers' drizzle sessions send every statement through their client's query().
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      statements.push(String(typeof args[0] === "object" && args[0] !== null ? (args[0] as { text: string }).text : args[0]));
      return query(...args);
    };
  });
  afterAll(() => database.close());

  async function signIn(role: "viewer" | "operator" = "viewer") {
    const email = `${unique(role)}@example.test`;
    const user = await createStaffAccount(database.db, { email, password, role });
    const { headers: set } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookie = set.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    return { user, headers: new Headers({ cookie }) };
  }

  it("reads the session and its user in one statement", async () => {
    const { user, headers } = await signIn("operator");
    statements = [];
    const found = await auth.api.getSession({ headers });
    expect(found?.user).toMatchObject({ id: user.id, email: user.email, role: "operator" });
    expect(found?.session.userId).toBe(user.id);
    expect(found?.session.expiresAt).toBeInstanceOf(Date);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "auth_session".*join.*"auth_user"/s);
  });

  it("sees a sign-out, an expiry and a role change on the very next lookup", async () => {
    const { user, headers } = await signIn("viewer");
    expect((await auth.api.getSession({ headers }))?.user.role).toBe("viewer");

    await changeStaffRole(database.db, user.id, "operator");
    expect((await auth.api.getSession({ headers }))?.user.role).toBe("operator");

    await database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authSessions.userId, user.id));
    expect(await auth.api.getSession({ headers })).toBeNull();

    const again = await signIn("viewer");
    expect(await auth.api.getSession({ headers: again.headers })).not.toBeNull();
    await auth.api.signOut({ headers: again.headers });
    expect(await auth.api.getSession({ headers: again.headers })).toBeNull();
  });

  it("finds no session for a forged or unknown cookie", async () => {
    const { headers } = await signIn("viewer");
    const forged = new Headers({ cookie: headers.get("cookie")!.replace(/=([^.;]+)/, "=someoneelsestoken0000000000000000") });
    expect(await auth.api.getSession({ headers: forged })).toBeNull();
    expect(await auth.api.getSession({ headers: new Headers() })).toBeNull();
  });
});
