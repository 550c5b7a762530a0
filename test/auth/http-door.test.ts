import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentTotp } from "../support/totp";

// /api/auth as a browser (or a script) reaches it: the route module itself, over the app's own database (PGlite)
// and auth instance. Only node modules are imported statically, so the environment is set before ours reads it.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-http-door-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
delete process.env.HEDGING_API_BASE_URL;

const route = await import("@/app/api/auth/[...all]/route");
const { handleAuthRequest } = await import("@/lib/auth/handler");
const { createStaffAccount } = await import("@/lib/auth/accounts");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents, authTwoFactors, authUsers, signInFailures } = await import("@/lib/db/schema");
const { ACCOUNT_BACKOFF_AFTER } = await import("@/lib/auth/account-backoff");
const { serverEnv } = await import("@/lib/env/server");

const origin = "http://localhost:3000";
const password = "http door test password";

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Call {
  cookie?: string;
  address?: string | null;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
}

function requestTo(authPath: string, call: Call = {}): Request {
  const headers: Record<string, string> = { "content-type": "application/json", origin, ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  if (call.address !== null) headers["x-forwarded-for"] = call.address ?? "198.51.100.7";
  return new Request(`${origin}/api/auth${authPath}`, {
    method: "POST",
    headers,
    body: call.rawBody ?? JSON.stringify(call.body ?? {}),
    // @ts-expect-error Node's fetch needs it for a streamed body
    duplex: "half",
  });
}

/** Straight over HTTP, as anyone with a session (or a challenge) could. */
const overHttp = (authPath: string, call?: Call) => route.POST(requestTo(authPath, call));
/** As our server actions call it (lib/auth/call-endpoint.ts). */
const fromAction = (authPath: string, call: Call = {}) =>
  handleAuthRequest(requestTo(authPath, call), call.address === null ? null : (call.address ?? "198.51.100.7"));

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair!.endsWith("="))
    .join("; ");
const setsSession = (response: Response) => /session_token=[^;]/.test(response.headers.getSetCookie().join());

async function twoFactorState(email: string) {
  const db = await getDb();
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  const rows = await db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, user!.id));
  return { enabled: user!.twoFactorEnabled, rows: rows.length };
}

describe("two-factor at the HTTP layer", () => {
  const email = "door-operator@example.test";
  let session = "";
  let secret = "";

  beforeAll(async () => {
    await createStaffAccount(await getDb(), { email, password, role: "operator" });
    const signedIn = await overHttp("/sign-in/email", { body: { email, password } });
    expect(signedIn.status).toBe(200);
    session = cookieOf(signedIn);
  }, 120_000);

  it("better-auth's enrolment endpoints answer 404 over HTTP, however spelt, and change nothing", async () => {
    for (const spelling of [
      "/two-factor/enable",
      "/Two-Factor/enable",
      "/two%2Dfactor/enable",
      "/two-factor/get-totp-uri",
      "/two-factor/generate-backup-codes",
      "/two-factor/verify-totp",
    ]) {
      const answer = await overHttp(spelling, { cookie: session, body: { password, method: "totp", code: "123456" } });
      expect(answer.status, spelling).toBe(404);
    }
    expect(await twoFactorState(email)).toEqual({ enabled: false, rows: 0 });
  });

  it("our actions' door still enrols (the password, then a first code)", async () => {
    const enabled = await fromAction("/two-factor/enable", { cookie: session, body: { password, method: "totp" } });
    expect(enabled.status).toBe(200);
    secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get("secret")!;
    const confirmed = await fromAction("/two-factor/verify-totp", {
      cookie: session,
      body: { code: currentTotp(secret) },
    });
    expect(confirmed.status).toBe(200);
    session = cookieOf(confirmed);
    expect(await twoFactorState(email)).toEqual({ enabled: true, rows: 1 });
  });

  it("disable over HTTP answers 404: the password and a session do not turn it off", async () => {
    for (const body of [{ password }, { password, code: currentTotp(secret) }]) {
      expect((await overHttp("/two-factor/disable", { cookie: session, body })).status).toBe(404);
    }
    expect(await twoFactorState(email)).toEqual({ enabled: true, rows: 1 });
  });

  it("the code step of a sign-in is not reachable over HTTP, and trustDevice is refused at our own door", async () => {
    const challenged = await overHttp("/sign-in/email", { body: { email, password }, address: "198.51.100.8" });
    expect(await challenged.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookieOf(challenged);
    expect(challenge).toMatch(/two_factor=/);

    for (const [authPath, code] of [
      ["/two-factor/verify-totp", currentTotp(secret)],
      ["/two-factor/verify-backup-code", "abcde-12345"],
    ] as const) {
      const answer = await overHttp(authPath, { cookie: challenge, body: { code }, address: "198.51.100.8" });
      expect(answer.status, authPath).toBe(404);
      expect(setsSession(answer)).toBe(false);
    }
    for (const trustDevice of [true, false]) {
      const answer = await fromAction("/two-factor/verify-totp", {
        cookie: challenge,
        body: { code: currentTotp(secret), trustDevice },
        address: "198.51.100.8",
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: "TRUST_DEVICE_REFUSED" });
      expect(setsSession(answer)).toBe(false);
      expect(answer.headers.getSetCookie().join()).not.toMatch(/trust_device=[^;]/);
    }
    // The challenge is still good for the code alone.
    const right = await fromAction("/two-factor/verify-totp", {
      cookie: challenge,
      body: { code: currentTotp(secret) },
      address: "198.51.100.8",
    });
    expect(right.status).toBe(200);
    expect(setsSession(right)).toBe(true);
  });
});

describe("what /api/auth refuses before reading", () => {
  it("a request with no client address (TRUST_PROXY=1 without the proxy's header): refused, not one shared bucket", async () => {
    const answer = await overHttp("/sign-in/email", {
      body: { email: "nobody@example.test", password: "wrong password here" },
      address: null,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: "NO_CLIENT_ADDRESS" });
  });

  it("a body over 4 kB, declared or streamed", async () => {
    const big = JSON.stringify({ email: "x@example.test", password: "p".repeat(5000) });
    expect((await overHttp("/sign-in/email", { rawBody: big })).status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: only a reader that stops at the cap gets an answer.
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    expect((await overHttp("/sign-in/email", { rawBody: stream })).status).toBe(413);
    expect(sent).toBeLessThan(16 * 1024);
  });
});

describe("control characters and the order of the limits", () => {
  it("a NUL or another control character in the email: 400 with a clear message, before any query", async () => {
    const db = await getDb();
    const rowsBefore = (await db.select().from(auditEvents)).length;
    for (const email of ["nul\u0000@example.test", "bell\u0007@example.test", "\u0000"]) {
      const answer = await overHttp("/sign-in/email", { body: { email, password: "whatever it is" } });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: "CONTROL_CHARACTERS",
        message: expect.stringContaining("control character"),
      });
    }
    expect(
      await db
        .select()
        .from(signInFailures)
        .where(sql`${signInFailures.email} like 'nul%'`),
    ).toEqual([]);
    expect((await db.select().from(auditEvents)).length).toBe(rowsBefore);
  });

  it("one address's flood at a waiting account is refused by the address limit before the account is read", async () => {
    const email = "order-target@example.test";
    // The account waits: ten wrong passwords from ten addresses.
    for (let n = 0; n < ACCOUNT_BACKOFF_AFTER; n += 1) {
      await overHttp("/sign-in/email", { body: { email, password: `wrong ${n}` }, address: `2001:db8:49:${n}::1` });
    }
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const answer = await overHttp("/sign-in/email", {
        body: { email, password: `flood ${n}` },
        address: "192.0.2.77",
      });
      statuses.push(answer.status);
    }
    expect(new Set(statuses)).toEqual(new Set([429]));
    const [failures] = await (await getDb()).select().from(signInFailures).where(eq(signInFailures.email, email));
    // Only the attempts the address limit let through looked the account up.
    expect(failures!.refused).toBe(serverEnv.SIGN_IN_RATE_LIMIT_MAX);
  }, 60_000);
});

describe("guessing one account from many addresses", () => {
  const email = "flood-target@example.test";
  // One IPv6 /48 holds 65,536 /64s: each guess from an address of its own, so the per-address limit never bites.
  const address = (n: number) => `2001:db8:48:${n.toString(16)}::1`;
  const trailRows = async () =>
    (await getDb()).select().from(auditEvents).where(eq(auditEvents.staffEmail, email)).orderBy(auditEvents.id);
  /** As if the block had run out (the database's clock decides; the test does not wait 30 s). */
  const endBlock = async () =>
    (await getDb())
      .update(signInFailures)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.email, email));

  beforeAll(async () => {
    await createStaffAccount(await getDb(), { email, password, role: "admin" });
  });

  it("is slowed after the threshold, the right password included, and the trail grows by a bounded number of rows", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1) {
      const answer = await overHttp("/sign-in/email", {
        body: { email, password: `wrong guess number ${n}` },
        address: address(n),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, ACCOUNT_BACKOFF_AFTER)).toEqual(Array(ACCOUNT_BACKOFF_AFTER).fill(401));
    expect(new Set(statuses.slice(ACCOUNT_BACKOFF_AFTER))).toEqual(new Set([429]));

    // The right password from yet another address: not even checked while the account waits.
    const right = await overHttp("/sign-in/email", { body: { email, password }, address: address(999) });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: "ACCOUNT_BACKOFF" });
    expect(Number(right.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect(setsSession(right)).toBe(false);

    // Ten wrong passwords, then one row for the whole block, however many guesses it refused.
    const rows = await trailRows();
    expect(rows).toHaveLength(ACCOUNT_BACKOFF_AFTER + 1);
    expect(rows.at(-1)).toMatchObject({ action: "signInFailed", outcome: "refused", errorKind: "account-backoff" });
    expect(rows.at(ACCOUNT_BACKOFF_AFTER - 1)?.detail).toMatchObject({ accountFailures: ACCOUNT_BACKOFF_AFTER });

    // Once the wait is over one more wrong password is checked, and the next wait is longer.
    await endBlock();
    const again = await overHttp("/sign-in/email", {
      body: { email, password: "wrong again" },
      address: address(1000),
    });
    expect(again.status).toBe(401);
    const blocked = await overHttp("/sign-in/email", { body: { email, password }, address: address(1001) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("x-retry-after"))).toBeGreaterThan(30);
    const after = await trailRows();
    expect(after).toHaveLength(ACCOUNT_BACKOFF_AFTER + 3);
    expect(after.at(-2)?.detail).toMatchObject({ accountFailures: ACCOUNT_BACKOFF_AFTER + 1, refusedInLastBlock: 51 });

    // After the wait the right password signs in, and the count starts again.
    await endBlock();
    const signedIn = await overHttp("/sign-in/email", { body: { email, password }, address: address(1002) });
    expect(signedIn.status).toBe(200);
    expect(await (await getDb()).select().from(signInFailures).where(eq(signInFailures.email, email))).toEqual([]);
  }, 120_000);

  it("an unknown account is slowed alike, so the answer does not tell which accounts exist", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= ACCOUNT_BACKOFF_AFTER; n += 1) {
      const answer = await overHttp("/sign-in/email", {
        body: { email: "nobody-here@example.test", password: `wrong guess number ${n}` },
        address: address(2000 + n),
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});
