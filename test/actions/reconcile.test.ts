import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "./actions-upstream";

// An operator quotes through the real actions; the "crash" is an attempt row whose outcome was never
// written, after the real upstream call (or none). Reconciliation asks the real sandbox over HTTP.
const signedIn = async () => ({
  user: { id: "id-operator", email: "operator@hedge-desk.test", name: "operator", role: "operator" },
});
vi.mock("@/lib/auth/session", () => ({
  getSession: signedIn,
  getSessionIncludingPasswordChange: signedIn,
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));

const { dataDir, upstream } = await startActionsUpstream("reconcile");

const { toActionOutcome } = await import("@/lib/errors/action-error");
const { quoteEarlySettlementAction } = await import("@/lib/actions/early-settlements");
const { recordProposal } = await import("@/lib/locks/proposal-claims");
const { reconcileUnknownAttempts, UNKNOWN_OUTCOME_MESSAGE } = await import("@/lib/audit/reconcile");
const { checkWithHedgingService, probeHedgingService } = await import("@/lib/audit/upstream-check");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents } = await import("@/lib/db/schema");
const { hedging } = await import("@/lib/hedging");
const { eq } = await import("drizzle-orm");

type Target = { customerId: string; dualHedgeId: string; hedgeId: string };
const targets: Target[] = [];
const take = () => targets.shift() ?? expect.fail("the demo data ran out of active dual hedges");
let upstreamClosed = false;

beforeAll(async () => {
  const { data: customers } = await hedging().listCustomers({ perPage: 100 });
  for (const customer of customers.items.filter((c) => c.status === "Approved")) {
    const { data } = await hedging().listDualHedges({ customerId: customer.id, perPage: 100 });
    for (const dual of data.items.filter(
      (d) => d.hedges.length === 2 && d.hedges.every((leg) => leg.status === "Active"),
    )) {
      targets.push({ customerId: customer.id, dualHedgeId: dual.id, hedgeId: dual.hedges[0]!.id });
    }
  }
});
afterAll(async () => {
  if (!upstreamClosed) await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The attempt row auditMutation writes before its upstream call, with no outcome after it. */
async function orphanAttempt(action: string, target: Target, extra: Record<string, string> = {}) {
  const [row] = await (
    await getDb()
  )
    .insert(auditEvents)
    .values({
      staffUserId: "id-operator",
      staffEmail: "operator@hedge-desk.test",
      action,
      customerId: target.customerId,
      targetIds: { dualHedgeId: target.dualHedgeId, hedgeId: target.hedgeId, ...extra },
      outcome: "attempt",
      requestId: `req-${action}-${target.hedgeId.slice(0, 8)}`,
    })
    .returning();
  return row!;
}
const outcomeOf = async (attemptId: number) =>
  (await (await getDb()).select().from(auditEvents).where(eq(auditEvents.attemptId, attemptId)))[0];
const reconcile = () =>
  reconcileUnknownAttempts({ olderThanMinutes: 0, check: checkWithHedgingService, probe: probeHedgingService });

describe("after a crash between the upstream call and the outcome row", () => {
  it("an early settlement the service took is recorded as succeeded, with what the service showed", async () => {
    const target = take();
    const quoted = toActionOutcome(await quoteEarlySettlementAction(target));
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
    const proposalId = quoted.data.proposal.id;
    const attempt = await orphanAttempt("acceptEarlySettlement", target, { earlySettlementProposalId: proposalId });
    await hedging().acceptEarlySettlement({ ...target, earlySettlementProposalId: proposalId });

    expect(await reconcile()).toContain(attempt.id);
    expect(await outcomeOf(attempt.id)).toMatchObject({
      outcome: "succeeded",
      errorKind: "reconciled",
      errorMessage: expect.stringMatching(/the leg was Completed at .*, so the early settlement took effect/),
      requestId: attempt.requestId,
    });
    expect(await reconcile()).not.toContain(attempt.id); // once
  });

  it("an early settlement that never reached the service is failed once its quote has expired", async () => {
    const target = take();
    const proposalId = "3f0c9a7e-2b1d-4c8e-9f6a-5d4e3c2b1a09";
    await recordProposal({
      id: proposalId,
      kind: "early-settlement",
      ...target,
      validUntilTs: Date.now() / 1000 - 120,
      quotedBy: "id-operator",
    });
    const attempt = await orphanAttempt("acceptEarlySettlement", target, { earlySettlementProposalId: proposalId });

    await reconcile();
    expect(await outcomeOf(attempt.id)).toMatchObject({
      outcome: "failed",
      errorKind: "reconciled",
      errorMessage: expect.stringContaining("still Active and the quote has expired"),
    });
  });

  it("a cancel the service took is recorded as succeeded; one it did not take stays unknown", async () => {
    const [done, notDone] = [take(), take()];
    const attempt = await orphanAttempt("cancelDualHedge", done);
    await hedging().cancelDualHedge({
      customerId: done.customerId,
      dualHedgeId: done.dualHedgeId,
      reason: "crash test",
      customerIp: "203.0.113.9",
    });
    const lost = await orphanAttempt("cancelDualHedge", notDone);

    await reconcile();
    expect(await outcomeOf(attempt.id)).toMatchObject({
      outcome: "succeeded",
      errorMessage: expect.stringContaining("the dual hedge is Cancelled"),
    });
    // Not cancelled may only mean "not yet": the call could still be under way upstream.
    expect(await outcomeOf(lost.id)).toMatchObject({
      outcome: "unknown",
      errorKind: "unknown",
      errorMessage: UNKNOWN_OUTCOME_MESSAGE,
    });
  });

  it("a drawdown accept cannot be looked up: unknown, saying what to check", async () => {
    const attempt = await orphanAttempt("acceptDrawdown", take(), {
      drawdownProposalId: "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
    });
    await reconcile();
    expect(await outcomeOf(attempt.id)).toMatchObject({
      outcome: "unknown",
      errorMessage: expect.stringContaining("compare its remaining amount with the quote"),
    });
  });

  it("while the service is unreachable nothing is written, however many passes run", async () => {
    const attempts = [await orphanAttempt("cancelDualHedge", take()), await orphanAttempt("acceptDrawdown", take())];
    await upstream.close();
    upstreamClosed = true;

    expect(await reconcile()).toEqual([]);
    expect(await reconcile()).toEqual([]);
    for (const attempt of attempts) expect(await outcomeOf(attempt.id)).toBeUndefined();
  });
});
