import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Reconciliation against a real local HTTP service that can be slow, down, answer 5xx, or answer ids
// in upper case as production may. Only node modules are imported before the environment is set.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-reconcile-upstream-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
process.env.HEDGING_API_TIMEOUT_MS = "1500";

const { startServer } = await import("@/lib/hedging/testing/server");
const body = await import("@/lib/hedging/testing/bodies");

type Mode = "up" | "5xx" | "slow" | "drop";
type LegState = { status: "Active" | "Cancelled" | "Completed"; completedAtTs?: number; cancelledAt?: string };
/** The service's cancellation date: a day, UTC; today's unless a test says otherwise. */
const today = () => new Date().toISOString().slice(0, 10);
let mode: Mode = "up";
/** Dual hedges the service knows, by lower-case id; it answers every id in upper case. */
const duals = new Map<string, { legIds: [string, string]; legs: LegState }>();
const heldPosts: (() => void)[] = [];

const upstream = await startServer(async (request) => {
  if (mode === "5xx") return { status: 503, json: { message: "Service Unavailable" } };
  if (mode === "slow") return "hang";
  if (mode === "drop") return "drop";
  if (request.method === "POST") {
    await new Promise<void>((release) => heldPosts.push(release));
    return { json: body.cancelResult };
  }
  const match = /\/dual-hedges\/([^/]+)$/.exec(request.path);
  if (!match) return { json: { customers: [body.customer], pagination: body.pagination } };
  const id = decodeURIComponent(match[1]!).toLowerCase();
  const dual = duals.get(id);
  if (!dual) return { status: 404, json: { message: "Dual hedge not found" } };
  const leg = (legId: string) =>
    body.hedge({
      id: legId.toUpperCase(),
      status: dual.legs.status,
      completedAtTs: dual.legs.completedAtTs ?? null,
      cancelledAt: dual.legs.status === "Cancelled" ? (dual.legs.cancelledAt ?? today()) : null,
    });
  return { json: body.dualHedge({ id: id.toUpperCase(), hedges: dual.legIds.map(leg) }) };
});
process.env.HEDGING_API_BASE_URL = upstream.baseUrl;
process.env.HEDGING_API_CLIENT_ID = "partner";
process.env.HEDGING_API_CLIENT_SECRET = "secret";

const { auditMutation } = await import("@/lib/audit/audit");
const { auditCsvLine } = await import("@/lib/audit/csv");
const { listAuditEvents } = await import("@/lib/audit/query");
const { reconcileUnknownAttempts, UNKNOWN_OUTCOME_MESSAGE } = await import("@/lib/audit/reconcile");
const { checkWithHedgingService, probeHedgingService, SETTLEABLE_ACTIONS } = await import("@/lib/audit/upstream-check");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents } = await import("@/lib/db/schema");
const { hedging, HedgingError } = await import("@/lib/hedging");
const { asc, eq } = await import("drizzle-orm");

let upstreamClosed = false;
beforeAll(() => getDb()); // opening and migrating the embedded database is slow on a busy machine
afterAll(async () => {
  heldPosts.splice(0).forEach((release) => release());
  if (!upstreamClosed) await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const staff = () => ({ id: `staff-${randomUUID()}`, email: "operator@hedge-desk.test" });
const customerId = body.ID.customer;

function knownDual(legs: LegState) {
  const id = randomUUID();
  duals.set(id, { legIds: [randomUUID(), randomUUID()], legs });
  return { id, legIds: duals.get(id)!.legIds };
}

async function orphan(action: string, targetIds: Record<string, string>, user = staff()) {
  const [row] = await (
    await getDb()
  )
    .insert(auditEvents)
    .values({
      staffUserId: user.id,
      staffEmail: user.email,
      action,
      customerId,
      targetIds,
      outcome: "attempt",
      requestId: `req-${randomUUID()}`,
    })
    .returning();
  return row!;
}

const outcomesOf = async (attemptId: number) =>
  (await getDb()).select().from(auditEvents).where(eq(auditEvents.attemptId, attemptId)).orderBy(asc(auditEvents.id));
// As lib/process/audit-schedule.ts runs it.
const pass = () =>
  reconcileUnknownAttempts({
    olderThanMinutes: 0,
    check: checkWithHedgingService,
    probe: probeHedgingService,
    revisit: SETTLEABLE_ACTIONS,
  });

async function untilHeld(count: number) {
  for (let waited = 0; heldPosts.length < count; waited += 20) {
    if (waited > 10_000) throw new Error("the cancel never reached the service");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a reconciliation pass while the hedging service is unreachable", () => {
  it("writes nothing when it answers 5xx, is too slow, or drops the connection; once it answers, the same attempts are reconciled", async () => {
    const cancelled = knownDual({ status: "Cancelled" });
    const attempts = [
      await orphan("cancelDualHedge", { dualHedgeId: cancelled.id }),
      await orphan("acceptDrawdown", {
        dualHedgeId: cancelled.id,
        hedgeId: cancelled.legIds[0],
        drawdownProposalId: randomUUID(),
      }),
      await orphan("changeStaffRole", { userId: "u-1", role: "viewer" }),
    ];
    for (const fault of ["5xx", "slow", "drop"] as const) {
      mode = fault;
      expect(await pass(), fault).toEqual([]);
      for (const attempt of attempts) expect(await outcomesOf(attempt.id), fault).toEqual([]);
    }

    mode = "up";
    expect(await pass()).toEqual(expect.arrayContaining(attempts.map((attempt) => attempt.id)));
    expect((await outcomesOf(attempts[0]!.id))[0]).toMatchObject({ outcome: "succeeded", errorKind: "reconciled" });
    expect((await outcomesOf(attempts[1]!.id))[0]).toMatchObject({ outcome: "unknown" });
    expect((await outcomesOf(attempts[2]!.id))[0]).toMatchObject({
      outcome: "unknown",
      errorMessage: UNKNOWN_OUTCOME_MESSAGE,
    });
  });
});

describe("crediting what the service shows, ids in any case", () => {
  it("credits a cancel and an early settlement the service shows, though it answers their ids in upper case", async () => {
    const cancelled = knownDual({ status: "Cancelled" });
    const settled = knownDual({ status: "Completed", completedAtTs: Math.floor(Date.now() / 1000) });
    const cancel = await orphan("cancelDualHedge", { dualHedgeId: cancelled.id });
    const settlement = await orphan("acceptEarlySettlement", {
      dualHedgeId: settled.id,
      hedgeId: settled.legIds[0],
      earlySettlementProposalId: randomUUID(),
    });

    await pass();
    expect(await outcomesOf(cancel.id)).toMatchObject([
      { outcome: "succeeded", errorMessage: expect.stringContaining("the dual hedge is Cancelled.") },
    ]);
    expect(await outcomesOf(settlement.id)).toMatchObject([
      { outcome: "succeeded", errorMessage: expect.stringContaining("the early settlement took effect") },
    ]);
  });

  it("credits an early settlement only for a completion around the attempt, and not when another accept of that leg may have done it", async () => {
    const now = Math.floor(Date.now() / 1000);
    const maturedLater = knownDual({ status: "Completed", completedAtTs: now + 3 * 86_400 });
    const maturedBefore = knownDual({ status: "Completed", completedAtTs: now - 5 * 60 });
    const settledOnce = knownDual({ status: "Completed", completedAtTs: now });
    const user = staff();
    const late = await orphan("acceptEarlySettlement", {
      dualHedgeId: maturedLater.id,
      hedgeId: maturedLater.legIds[0],
      earlySettlementProposalId: randomUUID(),
    });
    const early = await orphan("acceptEarlySettlement", {
      dualHedgeId: maturedBefore.id,
      hedgeId: maturedBefore.legIds[0],
      earlySettlementProposalId: randomUUID(),
    });
    // Staff tried again on the same leg, and that accept went through.
    const target = { dualHedgeId: settledOnce.id, hedgeId: settledOnce.legIds[0] };
    const ctx = { user, requestId: `req-${randomUUID()}` };
    await auditMutation(
      {
        ctx,
        action: "acceptEarlySettlement",
        customerId,
        targetIds: { ...target, earlySettlementProposalId: randomUUID() },
      },
      async () => ({}),
    );
    const lost = await orphan(
      "acceptEarlySettlement",
      { ...target, hedgeId: target.hedgeId.toUpperCase(), earlySettlementProposalId: randomUUID() },
      user,
    );

    await pass();
    expect(await outcomesOf(late.id)).toMatchObject([{ outcome: "unknown", errorMessage: UNKNOWN_OUTCOME_MESSAGE }]);
    expect(await outcomesOf(early.id)).toMatchObject([{ outcome: "unknown", errorMessage: UNKNOWN_OUTCOME_MESSAGE }]);
    expect(await outcomesOf(lost.id)).toMatchObject([
      {
        outcome: "unknown",
        errorMessage: expect.stringMatching(
          /the leg was Completed at .*, but attempt #\d+ to settle it early may have done so/,
        ),
      },
    ]);
  });

  it("credits a retry of an early settlement when the earlier try is known to have failed (reconciled, or never sent)", async () => {
    const settled = knownDual({ status: "Completed", completedAtTs: Math.floor(Date.now() / 1000) });
    const user = staff();
    const target = { dualHedgeId: settled.id, hedgeId: settled.legIds[0] };
    const db = await getDb();
    for (const failed of [
      {
        outcome: "failed" as const,
        errorKind: "reconciled",
        errorMessage: "the leg is still Active and the quote has expired",
      },
      { outcome: "failed" as const, errorKind: "unavailable", errorMessage: "connection refused" },
    ]) {
      const earlier = await orphan(
        "acceptEarlySettlement",
        { ...target, earlySettlementProposalId: randomUUID() },
        user,
      );
      await db.insert(auditEvents).values({
        staffUserId: user.id,
        staffEmail: user.email,
        action: earlier.action,
        attemptId: earlier.id,
        ...failed,
      });
    }
    const retry = await orphan("acceptEarlySettlement", { ...target, earlySettlementProposalId: randomUUID() }, user);

    await pass();
    expect(await outcomesOf(retry.id)).toMatchObject([{ outcome: "succeeded", errorKind: "reconciled" }]);
  });

  it("credits a cancel only when the legs were cancelled on the attempt's day, not days before", async () => {
    const longAgo = knownDual({ status: "Cancelled", cancelledAt: "2026-01-05" });
    const attempt = await orphan("cancelDualHedge", { dualHedgeId: longAgo.id });
    await pass();
    expect(await outcomesOf(attempt.id)).toMatchObject([
      {
        outcome: "unknown",
        errorMessage: expect.stringContaining(
          "the dual hedge is Cancelled, but on 2026-01-05, not around this attempt",
        ),
      },
    ]);
  });

  it("does not credit a cancel another recorded cancel of the same dual hedge explains, whatever the case of its id", async () => {
    const cancelled = knownDual({ status: "Cancelled" });
    const user = staff();
    const ctx = { user, requestId: `req-${randomUUID()}` };
    // The earlier cancel was sent from a page that showed the id in upper case, and succeeded.
    await auditMutation(
      { ctx, action: "cancelDualHedge", customerId, targetIds: { dualHedgeId: cancelled.id.toUpperCase() } },
      async () => ({}),
    );
    const lost = await orphan("cancelDualHedge", { dualHedgeId: cancelled.id }, user);

    await pass();
    const [earlier] = (await listAuditEvents({ staff: user.id }, { page: 1 })).rows.filter((row) => row.id !== lost.id);
    expect(await outcomesOf(lost.id)).toMatchObject([
      {
        outcome: "unknown",
        errorMessage: expect.stringContaining(
          `the dual hedge is Cancelled, but attempt #${earlier!.id} to cancel it may have done so`,
        ),
      },
    ]);
  });

  it("credits a cancel when the only other one was clearly refused by the service", async () => {
    const cancelled = knownDual({ status: "Cancelled" });
    const ctx = { user: staff(), requestId: `req-${randomUUID()}` };
    const refusal = new HedgingError({
      status: 412,
      message: "Dual hedge is in Cancelled state",
      requestId: ctx.requestId,
      method: "POST",
      path: "/cancel",
    });
    await expect(
      auditMutation(
        { ctx, action: "cancelDualHedge", customerId, targetIds: { dualHedgeId: cancelled.id } },
        async () => Promise.reject(refusal),
      ),
    ).rejects.toThrow("Cancelled state");
    const lost = await orphan("cancelDualHedge", { dualHedgeId: cancelled.id.toUpperCase() });

    await pass();
    expect(await outcomesOf(lost.id)).toMatchObject([{ outcome: "succeeded", errorKind: "reconciled" }]);
  });
});

describe("an answer that arrives after the attempt was marked unknown", () => {
  it("is recorded beside the unknown, and the page and the CSV show both", async () => {
    const active = knownDual({ status: "Active" });
    const user = staff();
    const ctx = { user, requestId: `req-${randomUUID()}` };
    const entry = {
      ctx,
      action: "cancelDualHedge",
      customerId,
      targetIds: { dualHedgeId: active.id },
      customerIp: "203.0.113.9",
    };
    const sent = auditMutation(entry, () =>
      hedging().cancelDualHedge({
        customerId,
        dualHedgeId: active.id,
        reason: "late answer",
        customerIp: "203.0.113.9",
        requestId: ctx.requestId,
      }),
    );
    await untilHeld(1);
    const [attempt] = (await listAuditEvents({ staff: user.id }, { page: 1 })).rows;

    // The service is up but cannot tell yet: this pass says unknown while the call is still waiting.
    expect(await pass()).toContain(attempt!.id);
    heldPosts.shift()!();
    await sent;

    expect(await outcomesOf(attempt!.id)).toMatchObject([
      { outcome: "unknown" },
      { outcome: "succeeded", errorKind: null },
    ]);
    const [row] = (await listAuditEvents({ staff: user.id }, { page: 1 })).rows;
    expect(row).toMatchObject({
      id: attempt!.id,
      outcome: "succeeded",
      earlierOutcome: { outcome: "unknown", errorMessage: UNKNOWN_OUTCOME_MESSAGE },
    });
    expect(auditCsvLine(row!)).toMatch(/,"succeeded",.*,"unknown","\d{4}-\d\d-\d\dT[^"]+","No outcome was recorded/);

    // Still one outcome from each side: a second pass or a second answer is refused by the database.
    expect(await pass()).not.toContain(attempt!.id);
    const again = { staffUserId: user.id, staffEmail: user.email, action: entry.action, attemptId: attempt!.id };
    await expect(
      (await getDb()).insert(auditEvents).values({ ...again, outcome: "unknown", errorKind: "unknown" }),
    ).rejects.toThrow();
    await expect(
      (await getDb()).insert(auditEvents).values({ ...again, outcome: "failed", errorKind: "unavailable" }),
    ).rejects.toThrow();
  });
});

describe("two passes racing on one orphan", () => {
  it("show the verdict, not an unknown mark written after it", async () => {
    const user = staff();
    const attempt = await orphan("cancelDualHedge", { dualHedgeId: randomUUID() }, user);
    const row = { staffUserId: user.id, staffEmail: user.email, action: attempt.action, attemptId: attempt.id };
    const db = await getDb();
    await db
      .insert(auditEvents)
      .values({ ...row, outcome: "succeeded", errorKind: "reconciled", errorMessage: "verdict" });
    await db.insert(auditEvents).values({ ...row, outcome: "unknown", errorKind: "unknown", errorMessage: "mark" });
    const [shown] = (await listAuditEvents({ staff: user.id }, { page: 1 })).rows;
    expect(shown).toMatchObject({
      id: attempt.id,
      outcome: "succeeded",
      errorMessage: "verdict",
      earlierOutcome: { outcome: "unknown", errorMessage: "mark" },
    });
  });
});

describe("a call that ended unknown (no answer in time)", () => {
  it("is asked about again each pass until the service shows the cancel, then reconciled beside the unknown", async () => {
    const dual = knownDual({ status: "Active" });
    const user = staff();
    const ctx = { user, requestId: `req-${randomUUID()}` };
    const cancel = (dualHedgeId: string) =>
      auditMutation({ ctx, action: "cancelDualHedge", customerId, targetIds: { dualHedgeId } }, () =>
        hedging().cancelDualHedge({
          customerId,
          dualHedgeId,
          reason: "timed out",
          customerIp: "203.0.113.9",
          requestId: ctx.requestId,
        }),
      );
    mode = "slow";
    await expect(cancel(dual.id)).rejects.toThrow();
    const drawdown = auditMutation(
      {
        ctx,
        action: "acceptDrawdown",
        customerId,
        targetIds: { dualHedgeId: dual.id, hedgeId: dual.legIds[0], drawdownProposalId: randomUUID() },
      },
      () =>
        hedging().cancelDualHedge({
          customerId,
          dualHedgeId: dual.id,
          reason: "stand-in call",
          customerIp: "203.0.113.9",
          requestId: ctx.requestId,
        }),
    );
    await expect(drawdown).rejects.toThrow();
    mode = "up";
    const [drawdownAttempt, attempt] = (await listAuditEvents({ staff: user.id }, { page: 1 })).rows;
    expect(attempt).toMatchObject({ action: "cancelDualHedge", outcome: "unknown" });
    expect(drawdownAttempt).toMatchObject({ action: "acceptDrawdown", outcome: "unknown" });

    // Still Active: the cancel may not have happened, so nothing is written and the attempt stays unknown.
    expect(await pass()).not.toContain(attempt!.id);
    expect(await outcomesOf(attempt!.id)).toHaveLength(1);

    duals.get(dual.id)!.legs = { status: "Cancelled" };
    expect(await pass()).toContain(attempt!.id);
    expect(await outcomesOf(attempt!.id)).toMatchObject([
      { outcome: "unknown", errorKind: "unavailable" },
      {
        outcome: "succeeded",
        errorKind: "reconciled",
        errorMessage: expect.stringContaining(
          "reconciled later with the hedging service: the dual hedge is Cancelled.",
        ),
      },
    ]);
    const row = (await listAuditEvents({ staff: user.id }, { page: 1 })).rows.find((r) => r.id === attempt!.id);
    expect(row).toMatchObject({
      outcome: "succeeded",
      errorKind: "reconciled",
      earlierOutcome: { outcome: "unknown" },
    });

    // Settled once; and a drawdown accept, which the service cannot be asked about, is never asked again.
    expect(await pass()).not.toContain(attempt!.id);
    expect(await outcomesOf(attempt!.id)).toHaveLength(2);
    expect(await outcomesOf(drawdownAttempt!.id)).toMatchObject([{ outcome: "unknown" }]);
    const again = { staffUserId: user.id, staffEmail: user.email, action: "cancelDualHedge", attemptId: attempt!.id };
    await expect(
      (await getDb()).insert(auditEvents).values({ ...again, outcome: "failed", errorKind: "reconciled" }),
    ).rejects.toThrow();
    await expect(
      (await getDb()).insert(auditEvents).values({ ...again, outcome: "unknown", errorKind: "unknown" }),
    ).rejects.toThrow();
  });
});

describe("a reconciliation pass while the hedging service refuses connections", () => {
  it("writes nothing", async () => {
    const attempts = [
      await orphan("cancelDualHedge", { dualHedgeId: knownDual({ status: "Cancelled" }).id }),
      await orphan("acceptDrawdown", {}),
    ];
    await upstream.close();
    upstreamClosed = true;

    expect(await pass()).toEqual([]);
    for (const attempt of attempts) expect(await outcomesOf(attempt.id)).toEqual([]);
  });
});
