import { spawnSync } from "node:child_process";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "@/lib/audit/query";
import { recordSecurityEvent, SECURITY_EVENT_KINDS } from "@/lib/audit/security-events";
import { createStaffAccount } from "@/lib/auth/accounts";
import { ACCOUNT_BACKOFF_AFTER } from "@/lib/auth/account-backoff";
import { ACCOUNT_DISABLED_MESSAGE, createAuth, TEMPORARY_PASSWORD_EXPIRED } from "@/lib/auth/auth";
import { changeOwnPasswordLimited } from "@/lib/auth/own-password-change";
import { changeOwnPassword, generateTemporaryPassword, resetStaffPassword } from "@/lib/auth/passwords";
import { toStaffSession } from "@/lib/auth/session";
import { recordSignIn } from "@/lib/auth/sign-in-events";
import { changeStaffRole, setStaffDisabled } from "@/lib/auth/staff";
import { openDatabase, type Database } from "@/lib/db";
import { auditEvents, authSessions, authUsers } from "@/lib/db/schema";
import { drivers, removeTempDirs, sessionFor, tempDir, unique } from "./support";

afterAll(removeTempDirs);

const password = "correct horse battery staple";
const baseURL = "http://127.0.0.1:3999";

describe.each(drivers)("the staff lifecycle on %s", (_driver, open) => {
  let database: Database;
  let auth: ReturnType<typeof createAuth>;
  beforeAll(async () => {
    database = await open();
    auth = createAuth(database.db, {
      baseURL,
      trustedOrigins: [baseURL],
      secret: "staff-lifecycle-test-secret-".padEnd(64, "x"),
      sessionMaxAgeSeconds: 3600,
      signInLimit: { max: 1000, windowSeconds: 60 },
    });
  });
  afterAll(() => database.close());

  const staff = async (role: "viewer" | "operator" | "admin" = "viewer") =>
    createStaffAccount(database.db, { email: `${unique(role)}@example.test`, password, role });

  /** A POST to /api/auth/sign-in/email as the browser's form makes it, and the sign-in event as handler.ts writes it. */
  async function signInOverHttp(email: string, secret: string) {
    const body = new TextEncoder().encode(JSON.stringify({ email, password: secret })).buffer as ArrayBuffer;
    const response = await auth.handler(
      new Request(`${baseURL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseURL },
        body,
      }),
    );
    await recordSignIn(body, response, "198.51.100.23", database.db);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { response, headers: new Headers({ cookie }) };
  }
  const sessionOf = async (headers: Headers) =>
    toStaffSession(await sessionFor(auth, database.db, headers), { allowDemoAccounts: false });
  const eventsFor = (userId: string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(inArray(auditEvents.action, [...SECURITY_EVENT_KINDS]), eq(auditEvents.staffUserId, userId)))
      .orderBy(auditEvents.id);

  /** Leaves `keep` the only enabled admin in this database (demo and earlier tests' admins are demoted). */
  async function onlyAdmin() {
    const keep = await staff("admin");
    for (const admin of await database.db.select().from(authUsers).where(eq(authUsers.role, "admin"))) {
      if (admin.id !== keep.id)
        expect(await changeStaffRole(database.db, admin.id, "viewer")).toMatchObject({ ok: true });
    }
    return keep;
  }

  it("never disables or demotes the last enabled admin; a disabled admin does not count", async () => {
    const keep = await onlyAdmin();
    expect(await setStaffDisabled(database.db, keep.id, true)).toEqual({
      ok: false,
      reason: "last-admin",
      email: keep.email,
    });
    const second = await staff("admin");
    expect(await setStaffDisabled(database.db, second.id, true)).toMatchObject({ ok: true, changed: true });
    // The disabled second admin is no stand-in: `keep` is still the last enabled one.
    expect(await changeStaffRole(database.db, keep.id, "viewer")).toEqual({
      ok: false,
      reason: "last-admin",
      email: keep.email,
    });
    expect(await setStaffDisabled(database.db, keep.id, true)).toEqual({
      ok: false,
      reason: "last-admin",
      email: keep.email,
    });
    expect(await setStaffDisabled(database.db, second.id, false)).toMatchObject({ ok: true, changed: true });
    expect(await setStaffDisabled(database.db, keep.id, true)).toMatchObject({ ok: true, changed: true });
    expect(await setStaffDisabled(database.db, keep.id, false)).toMatchObject({ ok: true, changed: true });
    expect(await setStaffDisabled(database.db, "no-such-user", true)).toEqual({ ok: false, reason: "not-found" });
  });

  it("disabling ends the sessions at once and refuses sign-in; enabling lets them sign in again", async () => {
    const person = await staff("operator");
    const { headers } = await signInOverHttp(person.email, password);
    expect((await sessionOf(headers))?.user.id).toBe(person.id);

    await setStaffDisabled(database.db, person.id, true);
    expect(await sessionOf(headers)).toBeNull();
    expect(await database.db.select().from(authSessions).where(eq(authSessions.userId, person.id))).toEqual([]);

    const refused = await signInOverHttp(person.email, password);
    expect(refused.response.status).toBe(403);
    expect(await refused.response.json()).toMatchObject({
      code: "ACCOUNT_DISABLED",
      message: ACCOUNT_DISABLED_MESSAGE,
    });
    expect(refused.response.headers.getSetCookie().join()).not.toContain("session_token");
    await expect(auth.api.signInEmail({ body: { email: person.email, password } })).rejects.toThrow(
      ACCOUNT_DISABLED_MESSAGE,
    );

    // A session row that slipped in (made before the flag was read) still counts for nothing.
    await database.db.update(authUsers).set({ disabledAt: null }).where(eq(authUsers.id, person.id));
    const raced = await signInOverHttp(person.email, password);
    await database.db.update(authUsers).set({ disabledAt: new Date() }).where(eq(authUsers.id, person.id));
    expect(await sessionOf(raced.headers)).toBeNull();

    await setStaffDisabled(database.db, person.id, false);
    const back = await signInOverHttp(person.email, password);
    expect(back.response.status).toBe(200);
    expect((await sessionOf(back.headers))?.user.id).toBe(person.id);
  });

  it("a reset ends every session, the temporary password must be changed, and a change ends the other sessions", async () => {
    const person = await staff("viewer");
    const before = await signInOverHttp(person.email, password);
    const temporary = generateTemporaryPassword();
    expect(temporary).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generateTemporaryPassword()).not.toBe(temporary);

    expect(await resetStaffPassword(database.db, { userId: person.id }, temporary)).toEqual({
      ok: true,
      userId: person.id,
      email: person.email,
    });
    expect(await sessionOf(before.headers)).toBeNull();
    expect((await signInOverHttp(person.email, password)).response.status).toBe(401);

    const first = await signInOverHttp(person.email, temporary);
    const second = await signInOverHttp(person.email, temporary);
    const session = await sessionOf(first.headers);
    expect(session).toMatchObject({ user: { id: person.id }, mustChangePassword: true });

    const change = (currentPassword: string, newPassword: string) =>
      changeOwnPassword(database.db, {
        userId: person.id,
        keepSessionId: session!.sessionId,
        currentPassword,
        newPassword,
      });
    expect(await change("not the temporary one", "a brand new passphrase")).toEqual({
      ok: false,
      reason: "wrong-password",
    });
    expect(await change(temporary, temporary)).toEqual({ ok: false, reason: "same-password" });
    expect((await sessionOf(second.headers))?.mustChangePassword).toBe(true);

    expect(await change(temporary, "a brand new passphrase")).toEqual({ ok: true });
    expect(await sessionOf(first.headers)).toMatchObject({ user: { id: person.id }, mustChangePassword: false });
    expect(await sessionOf(second.headers)).toBeNull();
    expect((await signInOverHttp(person.email, temporary)).response.status).toBe(401);
    expect((await signInOverHttp(person.email, "a brand new passphrase")).response.status).toBe(200);
    expect(await resetStaffPassword(database.db, { email: "nobody@example.test" }, temporary)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("a temporary password signs in for 24 hours (the database's clock), then is refused; choosing one's own clears it", async () => {
    const person = await staff("viewer");
    const temporary = generateTemporaryPassword();
    await resetStaffPassword(database.db, { userId: person.id }, temporary);
    const [expiry] = await database.db
      .select({ hours: sql<number>`extract(epoch from ${authUsers.temporaryPasswordExpiresAt} - now()) / 3600` })
      .from(authUsers)
      .where(eq(authUsers.id, person.id));
    const hours = Number(expiry?.hours);
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await signInOverHttp(person.email, temporary)).response.status).toBe(200);

    await database.db
      .update(authUsers)
      .set({ temporaryPasswordExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(authUsers.id, person.id));
    const expired = await signInOverHttp(person.email, temporary);
    expect(expired.response.status).toBe(403);
    expect(await expired.response.json()).toMatchObject({ code: TEMPORARY_PASSWORD_EXPIRED });
    expect(await sessionOf(expired.headers)).toBeNull();

    // A shorter life when the deployment sets TEMPORARY_PASSWORD_HOURS; a person's own password never expires.
    await resetStaffPassword(database.db, { userId: person.id }, temporary, 1);
    const again = await signInOverHttp(person.email, temporary);
    const session = await sessionOf(again.headers);
    expect(
      await changeOwnPassword(database.db, {
        userId: person.id,
        keepSessionId: session!.sessionId,
        currentPassword: temporary,
        newPassword: "my very own passphrase",
      }),
    ).toEqual({ ok: true });
    const [row] = await database.db.select().from(authUsers).where(eq(authUsers.id, person.id));
    expect(row?.temporaryPasswordExpiresAt).toBeNull();
    expect((await signInOverHttp(person.email, "my very own passphrase")).response.status).toBe(200);
  });

  it("changing one's own password: each wrong current password is a refused row, and the account's back-off holds", async () => {
    const person = await staff("operator");
    const signedIn = await signInOverHttp(person.email, password);
    const session = await sessionOf(signedIn.headers);
    const change = (currentPassword: string) =>
      changeOwnPasswordLimited(database.db, {
        user: { id: person.id, email: person.email },
        keepSessionId: session!.sessionId,
        currentPassword,
        newPassword: "a different passphrase",
        clientAddress: "198.51.100.40",
        requestId: "req-change",
      });
    const reasons: string[] = [];
    for (let n = 0; n < ACCOUNT_BACKOFF_AFTER + 5; n += 1) {
      const answer = await change(`wrong current password ${n}`);
      reasons.push(answer.ok ? "ok" : answer.reason);
    }
    expect(reasons).toEqual([...Array(ACCOUNT_BACKOFF_AFTER).fill("wrong-password"), ...Array(5).fill("rate-limited")]);
    // The right password too, while the account waits.
    expect(await change(password)).toMatchObject({ ok: false, reason: "rate-limited" });
    const rows = (await eventsFor(person.id)).filter((row) => row.action === "passwordChanged");
    expect(rows).toHaveLength(ACCOUNT_BACKOFF_AFTER + 1);
    expect(rows[0]).toMatchObject({
      outcome: "refused",
      errorKind: "wrong-password",
      clientAddress: "198.51.100.40",
      detail: { accountFailures: 1 },
    });
    expect(rows.at(-1)).toMatchObject({ outcome: "refused", errorKind: "account-backoff" });
  });

  it("turns off the endpoints the dashboard does not use, and sign-in still works", async () => {
    const person = await staff("viewer");
    const post = (path: string) =>
      auth.handler(
        new Request(`${baseURL}/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: baseURL },
          body: "{}",
        }),
      );
    const unused = [
      "/sign-up/email",
      "/request-password-reset",
      "/update-user",
      "/delete-user",
      "/list-sessions",
      "/change-password",
      "/sign-out",
    ];
    for (const path of [
      ...unused,
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
      "/two-factor/generate-backup-codes",
      "/two-factor/get-totp-uri",
    ]) {
      expect((await post(path)).status, path).toBe(404);
    }
    // The code step and enrolment stay: refused for want of a challenge or a session, not missing.
    for (const path of [
      "/two-factor/verify-totp",
      "/two-factor/verify-backup-code",
      "/two-factor/enable",
      "/two-factor/disable",
    ]) {
      expect((await post(path)).status, path).not.toBe(404);
    }
    const list = await auth.handler(new Request(`${baseURL}/api/auth/list-sessions`, { headers: { origin: baseURL } }));
    expect(list.status).toBe(404);
    expect((await signInOverHttp(person.email, password)).response.status).toBe(200);
  });

  it("writes one row per sign-in, the email as typed and never the password, with the browser's address", async () => {
    const person = await staff("viewer");
    await signInOverHttp(person.email, password);
    await signInOverHttp(person.email.toUpperCase(), "Wrong-Password-123");
    const stranger = `${unique("Nobody")}@Example.test`;
    await signInOverHttp(stranger, "Wrong-Password-456");
    await setStaffDisabled(database.db, person.id, true);
    await signInOverHttp(person.email, password);

    const rows = await eventsFor(person.id);
    expect(rows.map((row) => [row.action, row.outcome, row.errorKind, row.staffEmail, row.clientAddress])).toEqual([
      ["signInSucceeded", "recorded", null, person.email, "198.51.100.23"],
      ["signInFailed", "refused", "invalid-credentials", person.email.toUpperCase(), "198.51.100.23"],
      ["signInFailed", "refused", "account-disabled", person.email, "198.51.100.23"],
    ]);
    const unknown = await database.db.select().from(auditEvents).where(eq(auditEvents.staffEmail, stranger));
    expect(unknown).toMatchObject([
      { action: "signInFailed", staffUserId: "unknown", errorKind: "invalid-credentials" },
    ]);
    const everything = JSON.stringify(await database.db.select().from(auditEvents));
    expect(everything).not.toContain("Wrong-Password");
    expect(everything).not.toContain(password);
  });

  it("lists security events on /audit by kind, and all of them together", async () => {
    const actor = { id: unique("admin"), email: "admin@example.test" };
    const target = { userId: unique("user"), email: "someone@example.test" };
    for (const kind of SECURITY_EVENT_KINDS)
      await recordSecurityEvent({ kind, actor, target, clientAddress: "192.0.2.1", detail: { n: 1 } }, database.db);
    for (const kind of SECURITY_EVENT_KINDS) {
      const page = await listAuditEvents({ staff: actor.id, action: kind }, { page: 1 }, database.db);
      expect(page.rows, kind).toMatchObject([
        { action: kind, outcome: "recorded", clientAddress: "192.0.2.1", detail: { n: 1 }, targetIds: target },
      ]);
    }
    expect((await listAuditEvents({ staff: actor.id, action: "security" }, { page: 1 }, database.db)).total).toBe(
      SECURITY_EVENT_KINDS.length,
    );
  });
});

describe("npm run user:reset and user:create on the embedded database", () => {
  it("create and reset from the command line: the reset must be changed, and each is on the trail once", async () => {
    const dataDir = tempDir();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" };
    const run = (script: string, args: string[], input: string) =>
      spawnSync(process.execPath, ["--import", "tsx", script, ...args], { encoding: "utf8", env, input });
    const email = "cli.person@example.test";
    const created = run("scripts/user-create.ts", ["--email", email, "--role", "viewer"], `${password}\n`);
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    const reset = run("scripts/user-reset.ts", ["--email", email], "a temporary passphrase\n");
    expect(reset.stderr).toBe("");
    expect(reset.stdout).toContain(`Reset the password of ${email}`);
    expect(reset.stdout).not.toContain("a temporary passphrase");
    const missing = run("scripts/user-reset.ts", ["--email", "nobody@example.test"], "a temporary passphrase\n");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("no account for nobody@example.test");

    const database = await openDatabase({ dataDir });
    try {
      const [user] = await database.db.select().from(authUsers).where(eq(authUsers.email, email));
      expect(user?.mustChangePassword).toBe(true);
      const rows = await database.db.select().from(auditEvents).orderBy(auditEvents.id);
      expect(rows.map((row) => [row.action, row.staffUserId, row.targetIds, row.detail])).toEqual([
        ["staffCreated", "cli", { userId: user!.id, email }, { role: "viewer" }],
        ["passwordReset", "cli", { userId: user!.id, email }, { by: "cli" }],
      ]);
    } finally {
      await database.close();
    }
  }, 180_000); // three script runs under tsx, on a busy machine
});
