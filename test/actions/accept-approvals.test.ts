import { rmSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "./actions-upstream";
import { auditTrail, drawableDualHedges, insertStaff, staff, type Who } from "./four-eyes-staff";

// Four eyes on a drawdown and an early settlement, against the server: actions, guards, database, hedging client and
// the real sandbox over HTTP are real; only the signed-in staff member and the browser's address are the test's.
const session = vi.hoisted(() => ({
  current: null as null | { user: { id: string; email: string; name: string; role: string } },
}));
const signedIn = async () => session.current;
vi.mock("@/lib/auth/session", () => ({ getSession: signedIn, getSessionIncludingPasswordChange: signedIn }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { dataDir, upstream } = await startActionsUpstream("accept-approvals");

const { toActionOutcome } = await import("@/lib/errors/action-error");
const { quoteDrawdownAction, acceptDrawdownAction } = await import("@/lib/actions/drawdowns");
const { quoteEarlySettlementAction, acceptEarlySettlementAction } = await import("@/lib/actions/early-settlements");
const { setApprovalPolicyAction } = await import("@/lib/actions/approval-policy");
const {
  requestAcceptApprovalAction,
  quoteForApprovalAction,
  approveRequestAction,
  rejectRequestAction,
  withdrawRequestAction,
} = await import("@/lib/actions/approvals");
const { getDb, closeDatabase } = await import("@/lib/db");
const { approvalRequests, authUsers, quotedProposals } = await import("@/lib/db/schema");
const { hedging } = await import("@/lib/hedging");
const { eq, sql } = await import("drizzle-orm");

const as = (who: Who) => {
  session.current = { user: staff[who] };
};
const posts = (suffix: string) => upstream.posts().filter((request) => request.path.endsWith(suffix)).length;
const ok = <T>(outcome: { ok: true; data: T } | { ok: false; error: unknown }): T => {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
  return outcome.data;
};

type Leg = { customerId: string; dualHedgeId: string; hedgeId: string };
let legs: { target: Leg; remaining: string; currency: string }[];
const take = () => {
  const next = legs.shift();
  if (!next) throw new Error("the demo data ran out of active legs");
  return next;
};
const row = async (id: string) =>
  (await (await getDb()).select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0]!;

type Rule = { mode: "off" | "always" | "fromAmount"; thresholds?: string };
async function setPolicy(rules: { drawdown?: Rule; es?: Rule }) {
  as("admin");
  const text = (rule?: Rule) => ({ mode: rule?.mode ?? "off", thresholds: rule?.thresholds ?? "" });
  ok(
    toActionOutcome(
      await setApprovalPolicyAction({
        cancelDualHedge: { mode: "off", thresholds: "" },
        acceptDrawdown: text(rules.drawdown),
        acceptEarlySettlement: text(rules.es),
        expiryHours: 24,
      }),
    ),
  );
}

/** The requester quotes a drawdown, as the form does, and asks for approval of that quote. */
async function requestDrawdown(target: Leg, amount = "10", who: Who = "operator") {
  as(who);
  const quoted = ok(toActionOutcome(await quoteDrawdownAction({ ...target, amount, customerIp: "198.51.100.7" })));
  expect(quoted.approvalNeeded).toBe(true);
  const requested = ok(
    toActionOutcome(
      await requestAcceptApprovalAction({ action: "acceptDrawdown", ...target, proposalId: quoted.proposal.id }),
    ),
  );
  return { approvalId: requested.approvalId, requesterProposal: quoted.proposal };
}

async function freshQuote(approvalId: string, who: Who = "admin") {
  as(who);
  return ok(toActionOutcome(await quoteForApprovalAction({ approvalId })));
}

beforeAll(async () => {
  await insertStaff();
  legs = (await drawableDualHedges()).map(({ customerId, dualHedgeId, hedgeId, amount, currency }) => ({
    target: { customerId, dualHedgeId, hedgeId },
    remaining: amount,
    currency,
  }));
});
beforeEach(async () => {
  session.current = null;
  await setPolicy({ drawdown: { mode: "always" }, es: { mode: "always" } });
});
afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("four eyes on a drawdown", () => {
  it("policy off: the quote needs no approval, a request is refused, the accept goes out as before", async () => {
    await setPolicy({});
    const { target } = take();
    as("operator");
    const quoted = ok(
      toActionOutcome(await quoteDrawdownAction({ ...target, amount: "10", customerIp: "198.51.100.7" })),
    );
    expect(quoted.approvalNeeded).toBe(false);
    expect(
      toActionOutcome(
        await requestAcceptApprovalAction({ action: "acceptDrawdown", ...target, proposalId: quoted.proposal.id }),
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("needs no approval") } });
    const before = posts("/drawdown/accept");
    ok(
      toActionOutcome(
        await acceptDrawdownAction({ ...target, drawdownProposalId: quoted.proposal.id, customerIp: "198.51.100.7" }),
      ),
    );
    expect(posts("/drawdown/accept")).toBe(before + 1);
  });

  it("policy on: a direct accept is refused before the service; request → fresh quote → approve accepts once, on the trail", async () => {
    const { target } = take();
    as("operator");
    const quoted = ok(
      toActionOutcome(await quoteDrawdownAction({ ...target, amount: "12.5", customerIp: "198.51.100.7" })),
    );
    expect(quoted.approvalNeeded).toBe(true);
    const before = posts("/drawdown/accept");
    expect(
      toActionOutcome(
        await acceptDrawdownAction({ ...target, drawdownProposalId: quoted.proposal.id, customerIp: "198.51.100.7" }),
      ),
    ).toMatchObject({ ok: false, error: { kind: "precondition", message: expect.stringContaining("approval") } });
    expect(posts("/drawdown/accept")).toBe(before);

    const { approvalId } = ok(
      toActionOutcome(
        await requestAcceptApprovalAction({ action: "acceptDrawdown", ...target, proposalId: quoted.proposal.id }),
      ),
    );
    // The request keeps the requester's quote as the server recorded it, and its amount on the fixed side.
    const requested = await row(approvalId);
    expect(requested).toMatchObject({
      status: "pending",
      amount: "12.5",
      hedgeId: target.hedgeId,
      customerIp: "198.51.100.7",
    });
    expect(requested.quote).toMatchObject({ proposal: { id: quoted.proposal.id }, fixedSide: quoted.fixedSide });

    const fresh = await freshQuote(approvalId);
    expect(fresh.proposal.id).not.toBe(quoted.proposal.id);
    expect((await row(approvalId)).approvalProposalId).toBe(fresh.proposal.id.toLowerCase());
    // The requester's own quote is not the one fetched for the request; nor can the fresh one be accepted directly.
    expect(toActionOutcome(await approveRequestAction({ approvalId, proposalId: quoted.proposal.id }))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("not the one fetched") },
    });
    as("operator2");
    expect(
      toActionOutcome(
        await acceptDrawdownAction({ ...target, drawdownProposalId: fresh.proposal.id, customerIp: "198.51.100.7" }),
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("only approving that request accepts") } });
    // Without a quote an accept request cannot be approved at all.
    expect(toActionOutcome(await approveRequestAction({ approvalId }))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("fresh quote") },
    });
    expect(posts("/drawdown/accept")).toBe(before);

    as("admin");
    const approved = ok(toActionOutcome(await approveRequestAction({ approvalId, proposalId: fresh.proposal.id })));
    expect(approved.drawdownId).toEqual(expect.any(String));
    expect(posts("/drawdown/accept")).toBe(before + 1);
    expect(await row(approvalId)).toMatchObject({ status: "executed", decidedByEmail: staff.admin.email });

    const trail = (await auditTrail()).filter(
      (r) =>
        r.targetIds.approvalId === approvalId ||
        (r.targetIds.hedgeId === target.hedgeId && r.action.startsWith("accept")),
    );
    expect(trail.map((r) => [r.action, r.outcome, r.staffEmail])).toEqual([
      ["acceptDrawdown", "refused", staff.operator.email],
      ["approvalRequested", "recorded", staff.operator.email],
      ["quoteDrawdown", "attempt", staff.admin.email],
      ["quoteDrawdown", "succeeded", staff.admin.email],
      ["decideApproval", "refused", staff.admin.email],
      ["acceptDrawdown", "refused", staff.operator2.email],
      ["decideApproval", "refused", staff.operator2.email],
      ["approvalApproved", "recorded", staff.admin.email],
      ["acceptDrawdown", "attempt", staff.admin.email],
      ["acceptDrawdown", "succeeded", staff.admin.email],
      ["approvalExecuted", "recorded", staff.admin.email],
    ]);
    expect(trail[1]?.detail).toMatchObject({ amount: "12.5", requestedBy: staff.operator.email });
    expect(trail.at(-3)).toMatchObject({ customerIp: "198.51.100.7", targetIds: { approvalId } });
    expect(trail.at(-1)?.detail).toMatchObject({ outcome: { result: "succeeded" } });
  });

  it("the requester can never approve or quote for their own request; viewers can neither request nor decide", async () => {
    const { target } = take();
    const { approvalId, requesterProposal } = await requestDrawdown(target);
    const before = upstream.requests.length;
    as("operator");
    for (const outcome of [
      toActionOutcome<unknown>(await quoteForApprovalAction({ approvalId })),
      toActionOutcome<unknown>(await approveRequestAction({ approvalId, proposalId: requesterProposal.id })),
    ])
      expect(outcome).toMatchObject({
        ok: false,
        error: { kind: "forbidden", message: expect.stringContaining("another person") },
      });
    // Even with a fresh quote bound by an approver, the requester's approval is refused.
    const fresh = await freshQuote(approvalId);
    const afterQuote = upstream.requests.length;
    as("operator");
    expect(toActionOutcome(await approveRequestAction({ approvalId, proposalId: fresh.proposal.id }))).toMatchObject({
      ok: false,
      error: { kind: "forbidden" },
    });
    as("viewer");
    for (const call of [
      async () => toActionOutcome<unknown>(await quoteForApprovalAction({ approvalId })),
      async () => toActionOutcome<unknown>(await approveRequestAction({ approvalId, proposalId: fresh.proposal.id })),
      async () => toActionOutcome<unknown>(await rejectRequestAction({ approvalId, reason: "no" })),
      async () =>
        toActionOutcome<unknown>(
          await requestAcceptApprovalAction({ action: "acceptDrawdown", ...target, proposalId: requesterProposal.id }),
        ),
    ])
      expect(await call()).toMatchObject({ ok: false, error: { kind: "forbidden" } });
    expect(upstream.requests.slice(before).filter((r) => !r.path.endsWith("/drawdown/quote"))).toEqual(
      upstream.requests.slice(before, afterQuote).filter((r) => !r.path.endsWith("/drawdown/quote")),
    );
    expect(upstream.requests.length).toBe(afterQuote);
    expect((await row(approvalId)).status).toBe("pending");
    // Another staff member cannot ask approval for a quote they did not get.
    as("operator2");
    expect(
      toActionOutcome(
        await requestAcceptApprovalAction({ action: "acceptDrawdown", ...target, proposalId: requesterProposal.id }),
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("a quote you got") } });
  });

  it("the quote kept with a request is never accepted directly, even once the policy is off", async () => {
    const { target } = take();
    const { approvalId, requesterProposal } = await requestDrawdown(target);
    await setPolicy({});
    const before = posts("/drawdown/accept");
    as("operator");
    expect(
      toActionOutcome(
        await acceptDrawdownAction({ ...target, drawdownProposalId: requesterProposal.id, customerIp: "198.51.100.7" }),
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("belongs to a request for approval") } });
    expect(
      toActionOutcome(
        await requestAcceptApprovalAction({ action: "acceptDrawdown", ...target, proposalId: requesterProposal.id }),
      ),
    ).toMatchObject({ ok: false });
    expect(posts("/drawdown/accept")).toBe(before);
    expect((await row(approvalId)).status).toBe("pending");
  });

  it("two approvers at once: exactly one accept reaches the service, the other is told who approved", async () => {
    const { target } = take();
    const { approvalId } = await requestDrawdown(target);
    const fresh = await freshQuote(approvalId);
    const before = posts("/drawdown/accept");
    const [first, second] = await Promise.all(
      (["admin", "operator2"] as const).map(async (who) => {
        session.current = { user: staff[who] };
        return approveRequestAction({ approvalId, proposalId: fresh.proposal.id });
      }),
    );
    const outcomes = [first, second].map((o) => toActionOutcome(o));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/already approved this request/) },
    });
    expect(posts("/drawdown/accept")).toBe(before + 1);
  });

  it("a withdrawn, rejected or expired request cannot be approved, nor a disabled requester's, nor with a run-out quote", async () => {
    const db = await getDb();
    const before = posts("/drawdown/accept");

    const withdrawn = await requestDrawdown(take().target);
    const withdrawnQuote = await freshQuote(withdrawn.approvalId);
    as("operator");
    ok(toActionOutcome(await withdrawRequestAction({ approvalId: withdrawn.approvalId })));
    as("admin");
    expect(
      toActionOutcome(
        await approveRequestAction({ approvalId: withdrawn.approvalId, proposalId: withdrawnQuote.proposal.id }),
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("withdrew") } });
    expect(toActionOutcome(await quoteForApprovalAction({ approvalId: withdrawn.approvalId }))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("withdrew") },
    });

    const rejected = await requestDrawdown(take().target);
    const rejectedQuote = await freshQuote(rejected.approvalId, "operator2");
    as("admin");
    ok(toActionOutcome(await rejectRequestAction({ approvalId: rejected.approvalId, reason: "Customer called back" })));
    as("operator2");
    expect(
      toActionOutcome(
        await approveRequestAction({ approvalId: rejected.approvalId, proposalId: rejectedQuote.proposal.id }),
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("rejected") } });

    const expiring = await requestDrawdown(take().target);
    const expiringQuote = await freshQuote(expiring.approvalId);
    await db
      .update(approvalRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(approvalRequests.id, expiring.approvalId));
    as("admin");
    expect(
      toActionOutcome(
        await approveRequestAction({ approvalId: expiring.approvalId, proposalId: expiringQuote.proposal.id }),
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("expired") } });
    expect(
      (await auditTrail()).filter(
        (r) => r.action === "approvalExpired" && r.targetIds.approvalId === expiring.approvalId,
      ),
    ).toHaveLength(1);

    const orphan = await requestDrawdown(take().target, "10", "operator2");
    const orphanQuote = await freshQuote(orphan.approvalId);
    await db.update(authUsers).set({ disabledAt: new Date() }).where(eq(authUsers.id, staff.operator2.id));
    try {
      as("admin");
      expect(
        toActionOutcome(
          await approveRequestAction({ approvalId: orphan.approvalId, proposalId: orphanQuote.proposal.id }),
        ),
      ).toMatchObject({ ok: false, error: { message: expect.stringContaining("disabled") } });
    } finally {
      await db.update(authUsers).set({ disabledAt: null }).where(eq(authUsers.id, staff.operator2.id));
    }

    // The approver's quote ran out (by our clock): refused, the request stays pending, and a new quote approves it.
    const runOut = await requestDrawdown(take().target);
    const stale = await freshQuote(runOut.approvalId);
    await db
      .update(quotedProposals)
      .set({ validUntilTs: 1 })
      .where(eq(quotedProposals.id, stale.proposal.id.toLowerCase()));
    as("admin");
    expect(
      toActionOutcome(await approveRequestAction({ approvalId: runOut.approvalId, proposalId: stale.proposal.id })),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("ran out") } });
    expect((await row(runOut.approvalId)).status).toBe("pending");
    expect(posts("/drawdown/accept")).toBe(before);
    const renewed = await freshQuote(runOut.approvalId);
    ok(toActionOutcome(await approveRequestAction({ approvalId: runOut.approvalId, proposalId: renewed.proposal.id })));
    expect(posts("/drawdown/accept")).toBe(before + 1);
  });

  it("from an amount per currency; a leg that no longer allows the amount cannot be approved, and says why", async () => {
    const { target, remaining, currency } = take();
    await setPolicy({ drawdown: { mode: "fromAmount", thresholds: `${currency} 100` } });
    as("operator");
    const small = ok(
      toActionOutcome(await quoteDrawdownAction({ ...target, amount: "99", customerIp: "198.51.100.7" })),
    );
    expect(small.approvalNeeded).toBe(false);
    // The whole remainder needs approval; then a small direct drawdown leaves less than was asked.
    const { approvalId } = await requestDrawdown(target, remaining);
    as("operator2");
    ok(
      toActionOutcome(
        await acceptDrawdownAction({ ...target, drawdownProposalId: small.proposal.id, customerIp: "198.51.100.7" }),
      ),
    );
    as("admin");
    expect(toActionOutcome(await quoteForApprovalAction({ approvalId }))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^This request cannot be approved as it stands: .*remain/) },
    });
    expect((await row(approvalId)).approvalProposalId).toBeNull();
    // In a currency the policy does not list, approval is always needed (fail-safe).
    await setPolicy({ drawdown: { mode: "fromAmount", thresholds: `${currency === "EUR" ? "USD" : "EUR"} 1000000` } });
    as("operator");
    const other = ok(
      toActionOutcome(await quoteDrawdownAction({ ...take().target, amount: "10", customerIp: "198.51.100.7" })),
    );
    expect(other.approvalNeeded).toBe(true);
  });
});

describe("four eyes on an early settlement", () => {
  it("thresholds per currency on what remains; request → fresh quote → approve settles the leg once", async () => {
    const { target, remaining, currency } = take();
    await setPolicy({ es: { mode: "fromAmount", thresholds: `${currency} ${remaining}1` } });
    as("operator");
    const below = ok(toActionOutcome(await quoteEarlySettlementAction(target)));
    expect(below.approvalNeeded).toBe(false);
    await setPolicy({ es: { mode: "fromAmount", thresholds: `${currency} ${remaining}` } });
    as("operator");
    const quoted = ok(toActionOutcome(await quoteEarlySettlementAction(target)));
    expect(quoted.approvalNeeded).toBe(true);
    const before = posts("/early-settlement/accept");
    expect(
      toActionOutcome(await acceptEarlySettlementAction({ ...target, earlySettlementProposalId: quoted.proposal.id })),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("approval") } });
    const { approvalId } = ok(
      toActionOutcome(
        await requestAcceptApprovalAction({
          action: "acceptEarlySettlement",
          ...target,
          proposalId: quoted.proposal.id,
        }),
      ),
    );
    expect(await row(approvalId)).toMatchObject({ amount: remaining, currency, customerIp: null });
    const fresh = await freshQuote(approvalId);
    expect(fresh.quote).toMatchObject({
      proposal: { id: fresh.proposal.id },
      leg: { fromCurrency: expect.any(String) },
    });
    ok(toActionOutcome(await approveRequestAction({ approvalId, proposalId: fresh.proposal.id })));
    expect(posts("/early-settlement/accept")).toBe(before + 1);
    expect((await row(approvalId)).status).toBe("executed");
    // Settled: another request's fresh quote is refused, in words.
    const { data: dual } = await hedging().getDualHedge(target);
    expect(dual.hedges.find((leg) => leg.id === target.hedgeId)?.status).not.toBe("Active");
  });
});
