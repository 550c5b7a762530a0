import { rmSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "./actions-upstream";
import { auditTrail, drawableDualHedges, insertStaff, staff, type Who } from "./four-eyes-staff";

// Four eyes against the server: actions, guards, database, hedging client and the real sandbox over HTTP are real;
// only the signed-in staff member and the browser's address are the test's.
const session = vi.hoisted(() => ({
  current: null as null | { user: { id: string; email: string; name: string; role: string } },
}));
const signedIn = async () => session.current;
vi.mock("@/lib/auth/session", () => ({ getSession: signedIn, getSessionIncludingPasswordChange: signedIn }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { dataDir, upstream } = await startActionsUpstream("approvals");

const { toActionOutcome } = await import("@/lib/errors/action-error");
const { cancelDualHedgeAction } = await import("@/lib/actions/cancel-dual-hedge-action");
const { setApprovalPolicyAction } = await import("@/lib/actions/approval-policy");
const { changeStaffRoleAction } = await import("@/lib/actions/staff");
const { requestCancellationAction, approveRequestAction, rejectRequestAction, withdrawRequestAction } =
  await import("@/lib/actions/approvals");
const { getDb, closeDatabase } = await import("@/lib/db");
const { approvalRequests, authUsers } = await import("@/lib/db/schema");
const { hedging } = await import("@/lib/hedging");
const { remainingOnFixedSide } = await import("@/lib/domain/leg-roles");
const { eq, sql } = await import("drizzle-orm");

const as = (who: Who) => {
  session.current = { user: staff[who] };
};
const cancelPosts = () => upstream.posts().filter((request) => request.path.endsWith("/cancel"));

type Target = { customerId: string; dualHedgeId: string; amount: string; currency: string };
let targets: Target[];
const take = (): Target => {
  const next = targets.shift();
  if (!next) throw new Error("the demo data ran out of active dual hedges");
  return next;
};
const cancelInput = (target: Target, reason = "Customer asked to unwind") => ({
  customerId: target.customerId,
  dualHedgeId: target.dualHedgeId,
  reason,
  customerIp: "198.51.100.7",
});

async function setPolicy(cancel: { mode: "off" | "always" | "fromAmount"; thresholds?: string }) {
  as("admin");
  const outcome = toActionOutcome(
    await setApprovalPolicyAction({
      cancelDualHedge: { mode: cancel.mode, thresholds: cancel.thresholds ?? "" },
      acceptDrawdown: { mode: "off", thresholds: "" },
      acceptEarlySettlement: { mode: "off", thresholds: "" },
      expiryHours: 24,
    }),
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
}

async function request(target: Target, who: Who = "operator") {
  as(who);
  const outcome = toActionOutcome(await requestCancellationAction(cancelInput(target)));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
  return outcome.data.approvalId;
}

beforeAll(async () => {
  await insertStaff();
  targets = (await drawableDualHedges()).map(({ customerId, dualHedgeId, amount, currency }) => ({
    customerId,
    dualHedgeId,
    amount,
    currency,
  }));
});
beforeEach(async () => {
  session.current = null;
  await setPolicy({ mode: "always" });
});
afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("four eyes on a cancel", () => {
  it("policy off: a cancel goes out as before, and there is nothing to request", async () => {
    await setPolicy({ mode: "off" });
    const target = take();
    as("operator");
    const refused = toActionOutcome(await requestCancellationAction(cancelInput(target)));
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: "precondition", message: expect.stringContaining("needs no approval") },
    });
    const before = cancelPosts().length;
    const done = toActionOutcome(await cancelDualHedgeAction(cancelInput(target)));
    expect(done).toMatchObject({ ok: true });
    expect(cancelPosts().length).toBe(before + 1);
  });

  it("policy on: a direct cancel is refused before the service; request → approve sends it once, with the request's reason and IP", async () => {
    const target = take();
    as("operator");
    const before = upstream.requests.length;
    const direct = toActionOutcome(await cancelDualHedgeAction(cancelInput(target)));
    expect(direct).toMatchObject({
      ok: false,
      error: { kind: "precondition", message: expect.stringContaining("approval") },
    });
    expect(upstream.requests.slice(before).filter((r) => r.method === "POST")).toEqual([]);

    const approvalId = await request(target);
    expect(upstream.requests.slice(before).filter((r) => r.method === "POST")).toEqual([]);

    as("admin");
    const approved = toActionOutcome(await approveRequestAction({ approvalId }));
    expect(approved).toMatchObject({ ok: true, data: { hedgeIds: expect.any(Array) } });
    expect(upstream.requests.slice(before).filter((r) => r.method === "POST")).toHaveLength(1);
    const { data: dual } = await hedging().getDualHedge(target);
    expect(dual.hedges.every((leg) => leg.status === "Cancelled")).toBe(true);

    const [row] = await (await getDb()).select().from(approvalRequests).where(eq(approvalRequests.id, approvalId));
    expect(row).toMatchObject({ status: "executed", decidedByEmail: staff.admin.email, customerIp: "198.51.100.7" });

    const trail = (await auditTrail()).filter((r) => r.targetIds.dualHedgeId === target.dualHedgeId);
    expect(trail.map((r) => [r.action, r.outcome, r.staffEmail])).toEqual([
      ["cancelDualHedge", "refused", staff.operator.email],
      ["approvalRequested", "recorded", staff.operator.email],
      ["approvalApproved", "recorded", staff.admin.email],
      ["cancelDualHedge", "attempt", staff.admin.email],
      ["cancelDualHedge", "succeeded", staff.admin.email],
      ["approvalExecuted", "recorded", staff.admin.email],
    ]);
    expect(trail[1]).toMatchObject({
      customerIp: "198.51.100.7",
      detail: { reason: "Customer asked to unwind", amount: target.amount, currency: target.currency },
    });
    expect(trail[3]).toMatchObject({ customerIp: "198.51.100.7", targetIds: { approvalId } });
    expect(trail[5]?.detail).toMatchObject({ outcome: { result: "succeeded" } });
  });

  it("the requester can never approve their own request; viewers can neither request nor approve", async () => {
    const target = take();
    const approvalId = await request(target);
    const before = upstream.requests.length;
    as("operator");
    const own = toActionOutcome(await approveRequestAction({ approvalId }));
    expect(own).toMatchObject({
      ok: false,
      error: { kind: "forbidden", message: expect.stringContaining("another person") },
    });
    as("viewer");
    for (const call of [
      async () => toActionOutcome<unknown>(await approveRequestAction({ approvalId })),
      async () => toActionOutcome<unknown>(await rejectRequestAction({ approvalId, reason: "no" })),
      async () => toActionOutcome<unknown>(await requestCancellationAction(cancelInput(target))),
    ]) {
      expect(await call()).toMatchObject({ ok: false, error: { kind: "forbidden" } });
    }
    expect(upstream.requests.length).toBe(before);
    const [row] = await (await getDb()).select().from(approvalRequests).where(eq(approvalRequests.id, approvalId));
    expect(row?.status).toBe("pending");
    const refusals = (await auditTrail()).filter(
      (r) => r.action === "decideApproval" && r.targetIds.approvalId === approvalId,
    );
    expect(refusals.map((r) => [r.outcome, r.staffEmail])).toEqual([["refused", staff.operator.email]]);
  });

  it("two approvers at once: exactly one cancel reaches the service, the other is told who approved", async () => {
    const target = take();
    const approvalId = await request(target);
    const before = cancelPosts().length;
    const [first, second] = await Promise.all([
      (async () => {
        session.current = { user: staff.admin };
        return approveRequestAction({ approvalId });
      })(),
      (async () => {
        session.current = { user: staff.operator2 };
        return approveRequestAction({ approvalId });
      })(),
    ]);
    const outcomes = [first, second].map((o) => toActionOutcome(o));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const loser = outcomes.find((o) => !o.ok);
    expect(loser).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/already approved this request/) },
    });
    expect(cancelPosts().length).toBe(before + 1);
  });

  it("a withdrawn, rejected or expired request cannot be approved, nor can a disabled requester's", async () => {
    const db = await getDb();
    const before = cancelPosts().length;

    const withdrawn = await request(take());
    as("admin");
    expect(toActionOutcome(await withdrawRequestAction({ approvalId: withdrawn }))).toMatchObject({
      ok: false,
      error: { kind: "forbidden" },
    });
    as("operator");
    expect(toActionOutcome(await withdrawRequestAction({ approvalId: withdrawn }))).toMatchObject({ ok: true });
    as("admin");
    expect(toActionOutcome(await approveRequestAction({ approvalId: withdrawn }))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("withdrew") },
    });

    const rejected = await request(take());
    as("admin");
    expect(
      toActionOutcome(await rejectRequestAction({ approvalId: rejected, reason: "Customer called back" })),
    ).toMatchObject({ ok: true });
    as("operator2");
    expect(toActionOutcome(await approveRequestAction({ approvalId: rejected }))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("rejected") },
    });

    const expiring = await request(take());
    await db
      .update(approvalRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(approvalRequests.id, expiring));
    as("admin");
    expect(toActionOutcome(await approveRequestAction({ approvalId: expiring }))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("expired") },
    });
    const expiredRows = (await auditTrail()).filter(
      (r) => r.action === "approvalExpired" && r.targetIds.approvalId === expiring,
    );
    expect(expiredRows).toHaveLength(1);

    const disabledTarget = take();
    const orphan = await request(disabledTarget, "operator2");
    await db.update(authUsers).set({ disabledAt: new Date() }).where(eq(authUsers.id, staff.operator2.id));
    try {
      as("admin");
      expect(toActionOutcome(await approveRequestAction({ approvalId: orphan }))).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining("disabled") },
      });
    } finally {
      await db.update(authUsers).set({ disabledAt: null }).where(eq(authUsers.id, staff.operator2.id));
    }
    // A cancel has no quote: an approval naming a proposal is refused.
    const quoteless = await request(take());
    as("admin");
    expect(
      toActionOutcome(
        await approveRequestAction({ approvalId: quoteless, proposalId: "5d1b6e0a-1c2d-4e3f-8a9b-0c1d2e3f4a5b" }),
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining("not the one fetched") } });
    as("operator");
    expect(toActionOutcome(await withdrawRequestAction({ approvalId: quoteless }))).toMatchObject({ ok: true });
    expect(cancelPosts().length).toBe(before);
  });

  it("a requester made a viewer loses what they asked for: withdrawn at once (trailed), and an approval says why", async () => {
    const db = await getDb();
    const before = cancelPosts().length;
    const statusOf = async (id: string) =>
      (await db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0]!;
    const setRole = (role: "viewer" | "operator") =>
      db.update(authUsers).set({ role }).where(eq(authUsers.id, staff.operator2.id));

    // Demoted on the staff page: the admin's change withdraws the request in their name.
    const demoted = await request(take(), "operator2");
    as("admin");
    expect(toActionOutcome(await changeStaffRoleAction({ userId: staff.operator2.id, role: "viewer" }))).toMatchObject({
      ok: true,
    });
    try {
      expect(await statusOf(demoted)).toMatchObject({
        status: "withdrawn",
        decidedByEmail: staff.admin.email,
        decisionReason: expect.stringContaining("they are now a viewer"),
      });
      const trailed = (await auditTrail()).filter(
        (row) => row.action === "approvalWithdrawn" && row.targetIds.approvalId === demoted,
      );
      expect(trailed).toHaveLength(1);
      expect(trailed[0]).toMatchObject({ staffEmail: staff.admin.email });
      as("operator");
      expect(toActionOutcome(await approveRequestAction({ approvalId: demoted }))).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining("now a viewer") },
      });
    } finally {
      await setRole("operator");
    }

    // Demoted elsewhere (the command line, another instance): noticed when an approver acts, and refused.
    const elsewhere = await request(take(), "operator2");
    await setRole("viewer");
    try {
      as("admin");
      expect(toActionOutcome(await approveRequestAction({ approvalId: elsewhere }))).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining("now a viewer") },
      });
      expect(await statusOf(elsewhere)).toMatchObject({ status: "withdrawn", decidedBy: "system" });
    } finally {
      await setRole("operator");
    }
    expect(cancelPosts().length).toBe(before);
  });

  it("from an amount per currency: below the threshold a cancel goes out directly, from it on it needs approval", async () => {
    const small = take();
    await setPolicy({ mode: "fromAmount", thresholds: `${small.currency} 999999999999` });
    as("operator");
    // The other leg may be in another currency, which fails safe: list both leg currencies high.
    const { data: dual } = await hedging().getDualHedge(small);
    const currencies = [...new Set(dual.hedges.map((leg) => remainingOnFixedSide(leg)!.currency))];
    await setPolicy({ mode: "fromAmount", thresholds: currencies.map((c) => `${c} 999999999999`).join("; ") });
    as("operator");
    expect(toActionOutcome(await cancelDualHedgeAction(cancelInput(small)))).toMatchObject({ ok: true });

    const large = take();
    await setPolicy({ mode: "fromAmount", thresholds: `${large.currency} ${large.amount}` });
    as("operator");
    expect(toActionOutcome(await cancelDualHedgeAction(cancelInput(large)))).toMatchObject({
      ok: false,
      error: { kind: "precondition" },
    });
    expect(typeof (await request(large))).toBe("string");
  });
});
