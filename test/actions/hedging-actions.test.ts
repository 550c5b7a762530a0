import { rmSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "./actions-upstream";

// The signed-in staff member and the browser's address are the request's; everything after them
// (actions, guards, audit, hedging client, HTTP, sandbox, database) is real.
const session = vi.hoisted(() => ({
  current: null as null | { user: { id: string; email: string; name: string; role: string } },
}));
const signedIn = async () => session.current;
vi.mock("@/lib/auth/session", () => ({ getSession: signedIn, getSessionIncludingPasswordChange: signedIn }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));

const { dataDir, upstream } = await startActionsUpstream("actions");

const { toActionOutcome } = await import("@/lib/errors/action-error");
const { cancelDualHedgeAction } = await import("@/lib/actions/cancel-dual-hedge-action");
const { quoteDrawdownAction, acceptDrawdownAction } = await import("@/lib/actions/drawdowns");
const { quoteEarlySettlementAction, acceptEarlySettlementAction } = await import("@/lib/actions/early-settlements");
const { recordProposal } = await import("@/lib/locks/proposal-claims");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents } = await import("@/lib/db/schema");
const { hedging } = await import("@/lib/hedging");
const { isDrawable, remainingOnFixedSide } = await import("@/lib/domain/leg-roles");

const as = (role: string) => ({ user: { id: `id-${role}`, email: `${role}@hedge-desk.test`, name: role, role } });
const audit = async () => (await getDb()).select().from(auditEvents).orderBy(auditEvents.id);

/** Active dual hedges (both legs drawable) of the demo data, each test taking its own. */
async function activeTargets() {
  const { data: customers } = await hedging().listCustomers({ perPage: 100 });
  const targets: { customerId: string; dualHedgeId: string; hedgeId: string; remaining: string }[] = [];
  for (const customer of customers.items.filter((c) => c.status === "Approved")) {
    const { data } = await hedging().listDualHedges({ customerId: customer.id, perPage: 100 });
    for (const dual of data.items) {
      const [leg] = dual.hedges;
      if (dual.hedges.length === 2 && dual.hedges.every(isDrawable) && leg) {
        targets.push({
          customerId: customer.id,
          dualHedgeId: dual.id,
          hedgeId: leg.id,
          remaining: remainingOnFixedSide(leg)!.amount,
        });
      }
    }
  }
  return targets;
}

let targets: Awaited<ReturnType<typeof activeTargets>>;
/** A target for the actions (their inputs are strict), and what remains on its leg's fixed side. */
const take = () => {
  const next = targets.shift();
  if (!next) throw new Error("the demo data ran out of active dual hedges");
  const { remaining, ...target } = next;
  return { target, remaining };
};

beforeAll(async () => {
  targets = await activeTargets();
});
beforeEach(() => {
  session.current = null;
});
afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

function mutations(target: { customerId: string; dualHedgeId: string; hedgeId: string }) {
  const proposalId = "5d1b6e0a-1c2d-4e3f-8a9b-0c1d2e3f4a5b";
  return [
    () => cancelDualHedgeAction({ customerId: target.customerId, dualHedgeId: target.dualHedgeId, reason: "test" }),
    () => quoteDrawdownAction({ ...target, amount: "10" }),
    () => acceptDrawdownAction({ ...target, drawdownProposalId: proposalId }),
    () => quoteEarlySettlementAction(target),
    () => acceptEarlySettlementAction({ ...target, earlySettlementProposalId: proposalId }),
  ];
}

describe("mutating hedging actions", () => {
  it("refuse an anonymous caller and a viewer without any upstream request", async () => {
    const { target } = take();
    const before = upstream.requests.length;
    const auditBefore = (await audit()).length;
    for (const role of [null, "viewer"] as const) {
      session.current = role ? as(role) : null;
      for (const call of mutations(target)) {
        const outcome = toActionOutcome<unknown>(await call());
        expect(outcome).toMatchObject({ ok: false, error: { kind: role ? "forbidden" : "unauthenticated" } });
      }
    }
    expect(upstream.requests.length).toBe(before);
    // The viewer's five refusals are on the trail; anonymous calls have no one to attribute them to.
    const added = (await audit()).slice(auditBefore);
    expect(added.map((row) => [row.outcome, row.staffEmail])).toEqual(
      Array(5).fill(["refused", "viewer@hedge-desk.test"]),
    );
  });

  it("check the drawdown amount rules before sending a quote", async () => {
    session.current = as("operator");
    const { target, remaining } = take();
    const postsBefore = upstream.posts().length;
    for (const amount of ["9.99", `${remaining}1`]) {
      const outcome = toActionOutcome(await quoteDrawdownAction({ ...target, amount }));
      expect(outcome).toMatchObject({
        ok: false,
        error: { kind: "validation", fieldErrors: { amount: [expect.any(String)] } },
      });
    }
    const badIp = toActionOutcome(await quoteDrawdownAction({ ...target, amount: "10", customerIp: "256.1.1.1" }));
    expect(badIp).toMatchObject({
      ok: false,
      error: { kind: "validation", fieldErrors: { customerIp: [expect.any(String)] } },
    });
    expect(upstream.posts().length).toBe(postsBefore);
    // Each refusal of the rules is a `refused` row, written in one place (safe-action.ts), naming the leg.
    const rows = (await audit()).filter((row) => row.targetIds.hedgeId === target.hedgeId);
    expect(rows.map((row) => [row.action, row.outcome, row.errorKind, row.customerId])).toEqual([
      ["quoteDrawdown", "refused", "validation", target.customerId],
      ["quoteDrawdown", "refused", "validation", target.customerId],
    ]);
    expect(rows[0]?.errorMessage).toMatch(/\S/);
  });

  it("quote and accept a drawdown once, each audited; a second accept never reaches the service", async () => {
    session.current = as("operator");
    const { target } = take();
    const quoted = toActionOutcome(await quoteDrawdownAction({ ...target, amount: "10" }));
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
    expect(quoted.data.customerIp).toBe("203.0.113.9");
    const drawdownProposalId = quoted.data.proposal.id;

    const accepted = toActionOutcome(await acceptDrawdownAction({ ...target, drawdownProposalId }));
    expect(accepted).toMatchObject({ ok: true, data: { drawdown: { hedgeId: target.hedgeId } } });

    const postsBefore = upstream.posts().length;
    const again = toActionOutcome(await acceptDrawdownAction({ ...target, drawdownProposalId }));
    expect(again).toMatchObject({
      ok: false,
      error: { kind: "precondition", message: expect.stringContaining("An accept of this quote was already sent") },
    });
    expect(upstream.posts().length).toBe(postsBefore);

    const rows = (await audit()).filter((row) => row.targetIds.hedgeId === target.hedgeId);
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ["quoteDrawdown", "attempt"],
      ["quoteDrawdown", "succeeded"],
      ["acceptDrawdown", "attempt"],
      ["acceptDrawdown", "succeeded"],
      ["acceptDrawdown", "refused"],
    ]);
    expect(rows[0]).toMatchObject({
      customerIp: "203.0.113.9",
      customerId: target.customerId,
      staffEmail: "operator@hedge-desk.test",
    });
    expect(rows[1]?.attemptId).toBe(rows[0]?.id);
  });

  it("refuse to accept a proposal our clock says has expired, or one never issued here", async () => {
    session.current = as("operator");
    const { target } = take();
    const expiredId = "0b6f1e2d-3c4b-4a59-8e7f-6a5b4c3d2e1f";
    await recordProposal({
      id: expiredId,
      kind: "drawdown",
      customerId: target.customerId,
      hedgeId: target.hedgeId,
      validUntilTs: Date.now() / 1000 - 1,
      quotedBy: "id-operator",
    });
    const postsBefore = upstream.posts().length;
    const expired = toActionOutcome(await acceptDrawdownAction({ ...target, drawdownProposalId: expiredId }));
    expect(expired).toMatchObject({
      ok: false,
      error: { kind: "precondition", message: expect.stringContaining("expired") },
    });
    const unknown = toActionOutcome(
      await acceptEarlySettlementAction({ ...target, earlySettlementProposalId: expiredId }),
    );
    expect(unknown).toMatchObject({ ok: false, error: { kind: "not-found" } });
    expect(upstream.posts().length).toBe(postsBefore);
  });

  it("cancel once; the service's refusal of a second cancel is shown and audited as failed", async () => {
    session.current = as("admin");
    const { target } = take();
    const input = {
      customerId: target.customerId,
      dualHedgeId: target.dualHedgeId,
      reason: "Customer asked to unwind",
    };
    const first = toActionOutcome(await cancelDualHedgeAction(input));
    expect(first).toMatchObject({ ok: true, data: { hedgeIds: expect.arrayContaining([target.hedgeId]) } });
    const second = toActionOutcome(await cancelDualHedgeAction(input));
    expect(second).toMatchObject({
      ok: false,
      error: {
        kind: "precondition",
        message: "Can't perform this action",
        reason: expect.stringContaining("*Cancelled*"),
      },
    });
    const rows = (await audit()).filter((row) => row.targetIds.dualHedgeId === target.dualHedgeId);
    expect(rows.map((row) => [row.outcome, row.upstreamStatus])).toEqual([
      ["attempt", null],
      ["succeeded", null],
      ["attempt", null],
      ["failed", 412],
    ]);
    expect(rows[3]).toMatchObject({ errorKind: "precondition", customerIp: "203.0.113.9" });
  });

  it("send a double-clicked cancel once", async () => {
    session.current = as("operator");
    const { target } = take();
    const input = { customerId: target.customerId, dualHedgeId: target.dualHedgeId, reason: "double click" };
    const postsBefore = upstream.posts().length;
    const outcomes = (await Promise.all([cancelDualHedgeAction(input), cancelDualHedgeAction(input)])).map(
      toActionOutcome,
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({
      error: { kind: "precondition", message: expect.stringContaining("already being sent") },
    });
    expect(upstream.posts().length).toBe(postsBefore + 1);
  });

  it("quote and accept an early settlement once", async () => {
    session.current = as("operator");
    const { target } = take();
    const quoted = toActionOutcome(await quoteEarlySettlementAction(target));
    if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
    expect(quoted.data.proposal.hedgeId).toBe(target.hedgeId);
    const input = { ...target, earlySettlementProposalId: quoted.data.proposal.id };
    expect(toActionOutcome(await acceptEarlySettlementAction(input))).toMatchObject({
      ok: true,
      data: { hedge: { id: target.hedgeId } },
    });
    expect(toActionOutcome(await acceptEarlySettlementAction(input))).toMatchObject({
      ok: false,
      error: { kind: "precondition" },
    });
  });
});
