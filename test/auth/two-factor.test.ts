import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "@/lib/auth/accounts";
import { createAuth, type AuthSettings } from "@/lib/auth/auth";
import { CLIENT_ADDRESS_HEADER } from "@/lib/auth/cookie-name";
import { toStaffSession } from "@/lib/auth/session";
import { challengeAccount, recordCodeSignIn, recordSignIn } from "@/lib/auth/sign-in-events";
import { mustEnrolTwoFactor } from "@/lib/auth/two-factor-rule";
import { backupCodeSchema, totpCodeSchema, twoFactorSignInSchema } from "@/lib/auth/two-factor-schemas";
import { openDatabase, type Database } from "@/lib/db";
import { appSettings, auditEvents, authUsers } from "@/lib/db/schema";
import { twoFactorRequirementSchema, TWO_FACTOR_REQUIREMENT_KEY } from "@/lib/schemas/security-settings";
import { readTwoFactorRequirement, writeTwoFactorRequirement } from "@/lib/settings/security-settings";
import { currentTotp, wrongTotp } from "../support/totp";
import { removeTempDirs, sessionFor, tempDir, unique } from "./support";

afterAll(removeTempDirs);

describe("who must enrol", () => {
  const user = (
    role: "viewer" | "operator" | "admin",
    extra: { twoFactorEnabled?: boolean; isDemo?: boolean } = {},
  ) => ({
    role,
    twoFactorEnabled: extra.twoFactorEnabled ?? false,
    isDemo: extra.isDemo ?? false,
  });

  it("operators and admins without two-factor, only while admins require it", () => {
    expect(mustEnrolTwoFactor(user("operator"), true)).toBe(true);
    expect(mustEnrolTwoFactor(user("admin"), true)).toBe(true);
    expect(mustEnrolTwoFactor(user("operator"), false)).toBe(false);
    expect(mustEnrolTwoFactor(user("admin"), false)).toBe(false);
  });

  it("never a viewer, an enrolled account, or a sandbox demo account", () => {
    expect(mustEnrolTwoFactor(user("viewer"), true)).toBe(false);
    expect(mustEnrolTwoFactor(user("operator", { twoFactorEnabled: true }), true)).toBe(false);
    expect(mustEnrolTwoFactor(user("admin", { isDemo: true }), true)).toBe(false);
    expect(mustEnrolTwoFactor(user("operator", { isDemo: true }), true)).toBe(false);
  });
});

describe("the two-factor inputs", () => {
  it("take a 6-digit code and a backup code with or without its dash, and refuse the rest", () => {
    expect(totpCodeSchema.parse(" 012345 ")).toBe("012345");
    for (const bad of ["12345", "1234567", "12a456", ""]) expect(totpCodeSchema.safeParse(bad).success).toBe(false);
    expect(backupCodeSchema.parse("Ab3dE-9xYz1")).toBe("Ab3dE-9xYz1");
    expect(backupCodeSchema.parse("Ab3dE9xYz1")).toBe("Ab3dE-9xYz1");
    for (const bad of ["Ab3dE-9xYz", "Ab3dE_9xYz1", "012345"])
      expect(backupCodeSchema.safeParse(bad).success).toBe(false);
    expect(twoFactorSignInSchema.safeParse({ method: "totp", code: "abcde-12345" }).success).toBe(false);
    expect(twoFactorSignInSchema.parse({ method: "backup", code: "abcde12345" }).code).toBe("abcde-12345");
  });

  it("the admin setting is a boolean and nothing else", () => {
    expect(twoFactorRequirementSchema.parse({ requireTwoFactor: true })).toEqual({ requireTwoFactor: true });
    for (const bad of [{ requireTwoFactor: "on" }, { requireTwoFactor: 1 }, {}, null]) {
      expect(twoFactorRequirementSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("the requirement setting and better-auth's two-factor plugin (PGlite)", () => {
  const settings: AuthSettings = {
    baseURL: "http://127.0.0.1:3998",
    trustedOrigins: ["http://127.0.0.1:3998"],
    secret: "two-factor-test-secret-".padEnd(64, "x"),
    sessionMaxAgeSeconds: 3600,
    signInLimit: { max: 3, windowSeconds: 60 },
    allowDemoAccounts: true,
  };
  const password = "correct horse battery staple";
  // One database for both tests: opening and migrating PGlite is the slow part.
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: tempDir() });
  });
  afterAll(() => database?.close());

  it("is off by default, saved by an admin, and a stored value that fails its schema reads as off", async () => {
    const { db } = database;
    expect(await readTwoFactorRequirement(db)).toEqual({ requireTwoFactor: false });
    await writeTwoFactorRequirement(db, { requireTwoFactor: true }, "admin-id");
    expect(await readTwoFactorRequirement(db)).toEqual({ requireTwoFactor: true });
    await expect(writeTwoFactorRequirement(db, { requireTwoFactor: "yes" } as never, "admin-id")).rejects.toThrow();
    await db.update(appSettings).set({ value: { requireTwoFactor: "yes" } });
    expect(await readTwoFactorRequirement(db)).toEqual({ requireTwoFactor: false });
    const [row] = await db.select().from(appSettings);
    expect(row?.key).toBe(TWO_FACTOR_REQUIREMENT_KEY);
  });

  it("enrol, then sign-in stops at the code: a wrong code is refused and counted by the limiter, the right one makes the session", async () => {
    const { db } = database;
    const auth = createAuth(db, settings);
    const email = `${unique("totp")}@example.test`;
    await createStaffAccount(db, { email, password, role: "operator" });
    const post = (path: string, body: unknown, cookie = "", address = "192.0.2.10") =>
      auth.handler(
        new Request(`${settings.baseURL}/api/auth${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: settings.baseURL,
            cookie,
            [CLIENT_ADDRESS_HEADER]: address,
          },
          body: JSON.stringify(body),
        }),
      );
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");

    const signedIn = await post("/sign-in/email", { email, password });
    expect(await signedIn.json()).not.toHaveProperty("twoFactorRedirect");
    const session = cookieOf(signedIn);

    const enabled = await post("/two-factor/enable", { password, method: "totp" }, session);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Hedge Desk");
    expect(backupCodes).toHaveLength(10);
    const secret = uri.searchParams.get("secret")!;

    // Not in force until a first code is confirmed.
    const before = toStaffSession(await sessionFor(auth, db, new Headers({ cookie: session })), {
      allowDemoAccounts: true,
      requireTwoFactor: true,
    });
    expect(before).toMatchObject({ user: { twoFactorEnabled: false }, mustEnrolTwoFactor: true });
    const confirmed = await post("/two-factor/verify-totp", { code: currentTotp(secret) }, session);
    expect(confirmed.status).toBe(200);
    const [row] = await db.select({ on: authUsers.twoFactorEnabled }).from(authUsers).where(eq(authUsers.email, email));
    expect(row?.on).toBe(true);
    const after = toStaffSession(await sessionFor(auth, db, new Headers({ cookie: cookieOf(confirmed) })), {
      allowDemoAccounts: true,
      requireTwoFactor: true,
    });
    expect(after).toMatchObject({ user: { twoFactorEnabled: true }, mustEnrolTwoFactor: false });

    // The password step now answers "two-factor required" and sets no session.
    const challenged = await post("/sign-in/email", { email, password }, "", "192.0.2.20");
    expect(await challenged.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(challenged.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
    // It clears the session cookie, which is no sign-in: the trail waits for the code step.
    await recordSignIn(
      new TextEncoder().encode(JSON.stringify({ email, password })).buffer,
      challenged,
      "192.0.2.20",
      db,
    );
    const challenge = cookieOf(challenged);
    // The trail names the account from the challenge; enrolment's own code check carries none, so it is no sign-in.
    expect(await challengeAccount(session, db)).toBeUndefined();
    const account = await challengeAccount(challenge, db);
    expect(account).toEqual({ id: expect.any(String), email });

    const wrong = await post("/two-factor/verify-totp", { code: wrongTotp(secret) }, challenge, "192.0.2.20");
    await recordCodeSignIn(account!, "/two-factor/verify-totp", wrong, "192.0.2.20", db);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "INVALID_CODE" });
    expect(wrong.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);

    const right = await post("/two-factor/verify-totp", { code: currentTotp(secret) }, challenge, "192.0.2.20");
    await recordCodeSignIn(account!, "/two-factor/verify-totp", right, "192.0.2.20", db);
    expect(right.status).toBe(200);
    expect(right.headers.getSetCookie().join()).toMatch(/hedge-desk\.session_token=[^;]/);
    const events = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.staffUserId, account!.id))
      .orderBy(auditEvents.id);
    expect(
      events.map((row) => [row.action, row.outcome, row.errorKind, row.staffEmail, row.clientAddress, row.detail]),
    ).toEqual([
      ["signInFailed", "refused", "invalid-code", email, "192.0.2.20", { status: 401, step: "totp" }],
      ["signInSucceeded", "recorded", null, email, "192.0.2.20", { step: "totp" }],
    ]);
    expect(await challengeAccount(challenge, db)).toBeUndefined();

    // The limiter counts codes like passwords (max 3 here): the fourth from one address in the window is refused.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      statuses.push(
        (await post("/two-factor/verify-totp", { code: wrongTotp(secret) }, challenge, "192.0.2.20")).status,
      );
    }
    expect(statuses).toEqual([401, 429]);
  }, 90_000);
});
