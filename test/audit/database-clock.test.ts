import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { backdateAuditRow } from "../support/backdate";

// On the run's real Postgres (its clock is not this process's), in a database of this file's own, with
// a real local hedging service whose cancel answers only when the test lets it.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-db-clock-"));
const serverUrl = new URL(inject("postgresUrl"));
const databaseName = `clock_${randomUUID().replaceAll("-", "")}`;
const admin = new Client({ connectionString: serverUrl.toString() });
await admin.connect();
await admin.query(`create database ${databaseName}`);
await admin.end();
process.env.DATABASE_URL = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
process.env.DATA_DIR = dataDir;
process.env.HEDGING_API_TIMEOUT_MS = "5000";

const { startServer } = await import("@/lib/hedging/testing/server");
const body = await import("@/lib/hedging/testing/bodies");
const heldPosts: (() => void)[] = [];
const upstream = await startServer(async (request) => {
  if (request.method !== "POST") return { json: { customers: [body.customer], pagination: body.pagination } };
  await new Promise<void>((release) => heldPosts.push(release));
  return { json: body.cancelResult };
});
process.env.HEDGING_API_BASE_URL = upstream.baseUrl;
process.env.HEDGING_API_CLIENT_ID = "partner";
process.env.HEDGING_API_CLIENT_SECRET = "secret";

const { reconcileUnknownAttempts } = await import("@/lib/audit/reconcile");
const { checkWithHedgingService, probeHedgingService } = await import("@/lib/audit/upstream-check");
const { withMutationLock } = await import("@/lib/locks/mutation-lock");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents, mutationLocks } = await import("@/lib/db/schema");
const { hedging } = await import("@/lib/hedging");
const { eq, sql } = await import("drizzle-orm");

beforeAll(() => getDb());
afterEach(() => void vi.useRealTimers());
afterAll(async () => {
  heldPosts.splice(0).forEach((release) => release());
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** This process's clock only: the database keeps its own. */
function shiftAppClock(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now + ms);
}
const HOURS = 3_600_000;

async function attempt(occurredAt?: ReturnType<typeof sql>) {
  const db = await getDb();
  const [row] = await db
    .insert(auditEvents)
    .values({
      staffUserId: "clock",
      staffEmail: "clock@hedge-desk.test",
      action: "acceptDrawdown",
      outcome: "attempt",
    })
    .returning({ id: auditEvents.id });
  if (occurredAt) await backdateAuditRow(db, row!.id, occurredAt);
  return row!.id;
}
const pass = () =>
  reconcileUnknownAttempts({ olderThanMinutes: 2, check: checkWithHedgingService, probe: probeHedgingService });

async function untilHeld(count: number) {
  for (let waited = 0; heldPosts.length < count; waited += 20) {
    if (waited > 10_000) throw new Error("the cancel never reached the service");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const cancelUnderLock = (key: string) =>
  withMutationLock({ key, action: "cancelDualHedge", staffUserId: "clock" }, () =>
    hedging().cancelDualHedge({
      customerId: body.ID.customer,
      dualHedgeId: body.ID.dualHedge,
      reason: "clock test",
      customerIp: "203.0.113.9",
    }),
  );

describe("the reconciliation cut-off", () => {
  it("is measured by the database's clock, whatever this process's clock says", async () => {
    const fresh = await attempt();
    const old = await attempt(sql`now() - interval '3 minutes'`);
    shiftAppClock(3 * HOURS);
    const ahead = await pass();
    expect(ahead).toContain(old);
    expect(ahead).not.toContain(fresh);

    const alsoOld = await attempt(sql`now() - interval '3 minutes'`);
    shiftAppClock(-3 * HOURS);
    const behind = await pass();
    expect(behind).toContain(alsoOld);
    expect(behind).not.toContain(fresh);
  });
});

describe("the cancel lock", () => {
  it("expires by the database's clock: a slow cancel keeps it though this process's clock is an hour behind", async () => {
    const key = `cancel:${randomUUID()}`;
    shiftAppClock(-1 * HOURS);
    const first = cancelUnderLock(key);
    await untilHeld(1);
    await expect(cancelUnderLock(key)).rejects.toThrow("This is already being sent");
    heldPosts.shift()!();
    await first;
    expect(await (await getDb()).select().from(mutationLocks).where(eq(mutationLocks.key, key))).toEqual([]);
  });

  it("is released only by its owner: a slow cancel ending after its lock was taken over leaves the new lock", async () => {
    const key = `cancel:${randomUUID()}`;
    const first = cancelUnderLock(key);
    await untilHeld(1);
    // The first request's lock expired (as if its call outlived it); a second request takes it over.
    await (
      await getDb()
    ).execute(sql`update mutation_locks set expires_at = now() - interval '1 second' where key = ${key}`);
    const second = cancelUnderLock(key);
    await untilHeld(2);

    heldPosts.shift()!();
    await first;
    await expect(cancelUnderLock(key)).rejects.toThrow("This is already being sent");
    heldPosts.shift()!();
    await second;
    await expect(
      withMutationLock({ key, action: "cancelDualHedge", staffUserId: "clock" }, async () => "sent"),
    ).resolves.toBe("sent");
  });
});
