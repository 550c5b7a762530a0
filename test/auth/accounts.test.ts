import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStaffAccount,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  ensureDemoAccounts,
  StaffAccountError,
} from "@/lib/auth/accounts";
import { createAuth } from "@/lib/auth/auth";
import { resolveAuthSecret } from "@/lib/auth/secret";
import { changeStaffRole } from "@/lib/auth/staff";
import type { Database } from "@/lib/db";
import { authAccounts, authUsers } from "@/lib/db/schema";
import { drivers, removeTempDirs, unique } from "./support";

afterAll(removeTempDirs);

const password = "correct horse battery staple";

describe.each(drivers)("staff accounts on %s", (_driver, open) => {
  let database: Database;
  let auth: ReturnType<typeof createAuth>;
  beforeAll(async () => {
    database = await open();
    const secret = await resolveAuthSecret(database.db, { embeddedSandbox: true });
    auth = createAuth(database.db, {
      baseURL: "http://127.0.0.1:3999",
      trustedOrigins: ["http://127.0.0.1:3999"],
      secret,
      sessionMaxAgeSeconds: 3600,
      signInLimit: { max: 5, windowSeconds: 60 },
      allowDemoAccounts: true, // sandbox mode, as the demo accounts below need
    });
  });
  afterAll(() => database.close());

  it("user:create makes an account whose password signs in, stored only as a hash", async () => {
    const email = `${unique("admin")}@Example.test`;
    const created = await createStaffAccount(database.db, { email, password, role: "admin", name: "First Admin" });
    expect(created).toMatchObject({ email: email.toLowerCase(), role: "admin" });

    const signedIn = await auth.api.signInEmail({ body: { email: email.toLowerCase(), password } });
    expect(signedIn.token).toEqual(expect.any(String));
    expect(signedIn.user).toMatchObject({ email: email.toLowerCase(), role: "admin" });

    await expect(
      auth.api.signInEmail({ body: { email: email.toLowerCase(), password: `${password}!` } }),
    ).rejects.toThrow();
    const [account] = await database.db.select().from(authAccounts).where(eq(authAccounts.userId, created.id));
    expect(account?.password).toBeTruthy();
    expect(account?.password).not.toContain(password);
  });

  it("refuses a short password, an unknown role, a bad email and a duplicate", async () => {
    const email = `${unique("dup")}@example.test`;
    await expect(createStaffAccount(database.db, { email, password: "elevenchars", role: "viewer" })).rejects.toThrow(
      /at least 12/,
    );
    await expect(createStaffAccount(database.db, { email, password, role: "root" as never })).rejects.toBeInstanceOf(
      StaffAccountError,
    );
    await expect(createStaffAccount(database.db, { email: "not-an-email", password, role: "viewer" })).rejects.toThrow(
      /valid email/,
    );
    await createStaffAccount(database.db, { email, password, role: "viewer" });
    await expect(
      createStaffAccount(database.db, { email: email.toUpperCase(), password, role: "viewer" }),
    ).rejects.toThrow(/already exists/);
  });

  it("public sign-up is off", async () => {
    await expect(
      auth.api.signUpEmail({ body: { email: `${unique("self")}@example.test`, password, name: "Self Service" } }),
    ).rejects.toThrow();
  });

  it("creates the demo accounts once, each with its role and the demo password", async () => {
    await ensureDemoAccounts(database.db);
    expect(await ensureDemoAccounts(database.db)).toEqual([]);
    for (const demo of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(authUsers).where(eq(authUsers.email, demo.email));
      expect(user?.role).toBe(demo.role);
    }
    const viewer = await auth.api.signInEmail({ body: { email: "viewer@hedge-desk.test", password: DEMO_PASSWORD } });
    expect(viewer.user).toMatchObject({ role: "viewer" });
  });

  it("never leaves the staff without an admin", async () => {
    const { db } = database;
    // Leave exactly one admin: demote every other admin this database has (demo and earlier tests).
    const keep = await createStaffAccount(db, { email: `${unique("keep")}@example.test`, password, role: "admin" });
    for (const admin of await db.select().from(authUsers).where(eq(authUsers.role, "admin"))) {
      if (admin.id !== keep.id) expect(await changeStaffRole(db, admin.id, "viewer")).toMatchObject({ ok: true });
    }
    expect(await changeStaffRole(db, keep.id, "operator")).toEqual({
      ok: false,
      reason: "last-admin",
      email: keep.email,
    });
    const other = await createStaffAccount(db, { email: `${unique("other")}@example.test`, password, role: "viewer" });
    expect(await changeStaffRole(db, other.id, "admin")).toMatchObject({ ok: true, previous: "viewer" });
    expect(await changeStaffRole(db, keep.id, "operator")).toMatchObject({ ok: true, previous: "admin" });
    expect(await changeStaffRole(db, "no-such-user", "admin")).toEqual({ ok: false, reason: "not-found" });
  });

  it("keeps one generated secret per database, and refuses to invent one for a real upstream", async () => {
    const first = await resolveAuthSecret(database.db, { embeddedSandbox: true });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(database.db, { embeddedSandbox: true })).toBe(first);
    expect(await resolveAuthSecret(database.db, { embeddedSandbox: false, secret: "x".repeat(40) })).toBe(
      "x".repeat(40),
    );
    const previous = process.env.BETTER_AUTH_SECRET;
    delete process.env.BETTER_AUTH_SECRET;
    try {
      await expect(resolveAuthSecret(database.db, { embeddedSandbox: false })).rejects.toThrow(
        /BETTER_AUTH_SECRET is required/,
      );
    } finally {
      if (previous !== undefined) process.env.BETTER_AUTH_SECRET = previous;
    }
  });
});
