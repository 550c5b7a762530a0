import { spawnSync } from "node:child_process";
import { eq, inArray } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createStaffAccount, DEMO_PASSWORD, ensureDemoAccounts, listDemoAccounts } from "@/lib/auth/accounts";
import { createAuth, DEMO_ACCOUNT_REFUSED_MESSAGE, type AuthSettings } from "@/lib/auth/auth";
import { toStaffSession } from "@/lib/auth/session";
import { openDatabase, type Database } from "@/lib/db";
import { authAccounts, authSessions, authUsers } from "@/lib/db/schema";
import { removeTempDirs, sessionFor, tempDir, unique } from "./support";

/**
 * The sandbox's demo accounts (public password) are marked in the database: with a real upstream
 * they get no session and an old session of theirs counts for nothing, and `npm run demo:remove`
 * deletes them with their sessions, on either database. Each driver gets a database of its own,
 * as removing the demo accounts would pull them from under other test files.
 */

const password = "correct horse battery staple";
const emails = ["admin@hedge-desk.test", "operator@hedge-desk.test", "viewer@hedge-desk.test"];
const settings: Omit<AuthSettings, "allowDemoAccounts"> = {
  baseURL: "http://127.0.0.1:3999",
  trustedOrigins: ["http://127.0.0.1:3999"],
  secret: "demo-accounts-test-secret-".padEnd(64, "x"),
  sessionMaxAgeSeconds: 3600,
  signInLimit: { max: 100, windowSeconds: 60 },
};

const dropDatabases: string[] = [];
afterAll(async () => {
  removeTempDirs();
  if (dropDatabases.length === 0) return;
  const admin = new Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  for (const name of dropDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** Where the database lives, as the scripts read it from the environment. */
type Place = { DATABASE_URL: string; DATA_DIR: string };

async function freshPlace(driver: "pglite" | "postgres"): Promise<Place> {
  if (driver === "pglite") return { DATABASE_URL: "", DATA_DIR: tempDir() };
  const name = `demo_accounts_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabases.push(name);
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString(), DATA_DIR: tempDir() };
}

const open = (place: Place) => openDatabase({ url: place.DATABASE_URL || undefined, dataDir: place.DATA_DIR });

async function cookieOf(auth: ReturnType<typeof createAuth>, email: string, secret = password) {
  const { headers } = await auth.api.signInEmail({ body: { email, password: secret }, returnHeaders: true });
  return new Headers({
    cookie: headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; "),
  });
}

describe.each(["pglite", "postgres"] as const)("demo accounts on %s", (driver) => {
  it("are marked; with the sandbox off they cannot sign in and their sessions count for nothing; demo:remove deletes them", async () => {
    const place = await freshPlace(driver);
    let database: Database = await open(place);
    const staff = await createStaffAccount(database.db, {
      email: `${unique("real")}@example.test`,
      password,
      role: "admin",
    });
    await ensureDemoAccounts(database.db);
    expect(await listDemoAccounts(database.db)).toEqual(emails);

    // In sandbox mode a demo account signs in; that session is then seen by a server whose sandbox is off.
    const sandbox = createAuth(database.db, { ...settings, allowDemoAccounts: true });
    const live = createAuth(database.db, settings);
    const demoCookie = await cookieOf(sandbox, "operator@hedge-desk.test", DEMO_PASSWORD);
    const found = await sessionFor(live, database.db, demoCookie);
    expect(toStaffSession(found, { allowDemoAccounts: true })?.user.email).toBe("operator@hedge-desk.test");
    expect(toStaffSession(found, { allowDemoAccounts: false })).toBeNull();

    // With the sandbox off: the right demo password gets no session, whichever route it takes.
    const sessionsBefore = await database.db.select().from(authSessions);
    await expect(
      live.api.signInEmail({ body: { email: "viewer@hedge-desk.test", password: DEMO_PASSWORD } }),
    ).rejects.toThrow(DEMO_ACCOUNT_REFUSED_MESSAGE);
    const answer = await live.handler(
      new Request(`${settings.baseURL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: settings.baseURL },
        body: JSON.stringify({ email: "admin@hedge-desk.test", password: DEMO_PASSWORD }),
      }),
    );
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: "DEMO_ACCOUNT_REFUSED" });
    expect(answer.headers.getSetCookie().join()).not.toContain("session_token");
    expect(await database.db.select().from(authSessions)).toHaveLength(sessionsBefore.length);
    // A real account still signs in, and its session counts.
    const staffCookie = await cookieOf(live, staff.email);
    expect(
      toStaffSession(await sessionFor(live, database.db, staffCookie), { allowDemoAccounts: false })?.user.email,
    ).toBe(staff.email);

    // The script, as an operator runs it (PGlite admits one process: close ours first).
    await database.close();
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/demo-remove.ts"], {
      encoding: "utf8",
      env: { ...process.env, ...place, LOG_LEVEL: "silent" },
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(`Removed the demo accounts ${emails.join(", ")} and their sessions.`);

    database = await open(place);
    try {
      expect(await listDemoAccounts(database.db)).toEqual([]);
      expect(await database.db.select().from(authUsers).where(inArray(authUsers.email, emails))).toEqual([]);
      const users = await database.db.select({ id: authUsers.id }).from(authUsers);
      expect(users.map((user) => user.id)).toEqual([staff.id]);
      const sessionOwners = await database.db.select({ userId: authSessions.userId }).from(authSessions);
      expect(new Set(sessionOwners.map((row) => row.userId))).toEqual(new Set([staff.id]));
      expect(await database.db.select().from(authAccounts).where(eq(authAccounts.userId, staff.id))).toHaveLength(1);
      expect(await database.db.select().from(authAccounts)).toHaveLength(1);
    } finally {
      await database.close();
    }

    const again = spawnSync(process.execPath, ["--import", "tsx", "scripts/demo-remove.ts"], {
      encoding: "utf8",
      env: { ...process.env, ...place },
    });
    expect(again.status).toBe(0);
    expect(again.stdout.trim()).toBe("No demo accounts: nothing to remove.");
  }, 180_000); // two script runs under tsx, on a busy machine
});
