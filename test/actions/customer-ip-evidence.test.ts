import { rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "./actions-upstream";

// As hedging-actions.test.ts: the session and the browser's address are the request's; the rest is real.
const session = vi.hoisted(() => ({
  current: null as null | { user: { id: string; email: string; name: string; role: string } },
}));
const signedIn = async () => session.current;
vi.mock("@/lib/auth/session", () => ({ getSession: signedIn, getSessionIncludingPasswordChange: signedIn }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));

const { dataDir, upstream } = await startActionsUpstream("customer-ip");

const { toActionOutcome } = await import("@/lib/errors/action-error");
const { cancelDualHedgeAction } = await import("@/lib/actions/cancel-dual-hedge-action");
const { quoteDrawdownAction, acceptDrawdownAction } = await import("@/lib/actions/drawdowns");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents } = await import("@/lib/db/schema");
const { listAuditEvents } = await import("@/lib/audit/query");
const { auditCsvLine } = await import("@/lib/audit/csv");
const { hedging } = await import("@/lib/hedging");
const { isDrawable } = await import("@/lib/domain/leg-roles");
const { setFaultPlan } = await import("@/lib/sandbox/fault-plan");

const BROWSER = "203.0.113.9";
const audit = async () => (await getDb()).select().from(auditEvents).orderBy(auditEvents.id);

const targets: { customerId: string; dualHedgeId: string; hedgeId: string }[] = [];
const take = () => targets.shift() ?? expect.fail("the demo data ran out of active dual hedges");

beforeAll(async () => {
  session.current = {
    user: { id: "id-operator", email: "operator@hedge-desk.test", name: "operator", role: "operator" },
  };
  const { data: customers } = await hedging().listCustomers({ perPage: 100 });
  for (const customer of customers.items.filter((c) => c.status === "Approved")) {
    const { data } = await hedging().listDualHedges({ customerId: customer.id, perPage: 100 });
    for (const dual of data.items) {
      const [leg] = dual.hedges;
      if (dual.hedges.length === 2 && dual.hedges.every(isDrawable) && leg)
        targets.push({ customerId: customer.id, dualHedgeId: dual.id, hedgeId: leg.id });
    }
  }
});
afterEach(() => {
  setFaultPlan({ rules: [] });
});
afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

async function quote(target: { customerId: string; dualHedgeId: string; hedgeId: string }, customerIp?: string) {
  const quoted = toActionOutcome(
    await quoteDrawdownAction({ ...target, amount: "10", ...(customerIp ? { customerIp } : {}) }),
  );
  if (!quoted.ok) throw new Error(JSON.stringify(quoted.error));
  return quoted.data.proposal.id;
}

describe("the customer IP on the trail", () => {
  it("says whether staff typed it or it was the browser's, on every row, the audit page and the CSV", async () => {
    const target = take();
    await quote(target); // the field left empty
    await quote(target, BROWSER); // the prefilled field as it came
    await quote(target, "198.51.100.7"); // typed over
    const cancelled = toActionOutcome(
      await cancelDualHedgeAction({
        customerId: target.customerId,
        dualHedgeId: target.dualHedgeId,
        reason: "evidence",
        customerIp: "198.51.100.8",
      }),
    );
    expect(cancelled.ok).toBe(true);

    const rows = (await audit()).filter((row) => row.targetIds.dualHedgeId === target.dualHedgeId);
    expect(rows.map((row) => [row.action, row.outcome, row.customerIp, row.customerIpSource])).toEqual([
      ["quoteDrawdown", "attempt", BROWSER, "browser"],
      ["quoteDrawdown", "succeeded", BROWSER, "browser"],
      ["quoteDrawdown", "attempt", BROWSER, "browser"],
      ["quoteDrawdown", "succeeded", BROWSER, "browser"],
      ["quoteDrawdown", "attempt", "198.51.100.7", "typed"],
      ["quoteDrawdown", "succeeded", "198.51.100.7", "typed"],
      ["cancelDualHedge", "attempt", "198.51.100.8", "typed"],
      ["cancelDualHedge", "succeeded", "198.51.100.8", "typed"],
    ]);

    const listed = (await listAuditEvents({ customer: target.customerId }, { page: 1, perPage: 100 })).rows.filter(
      (row) => row.targetIds.dualHedgeId === target.dualHedgeId,
    );
    expect(listed.map((row) => [row.action, row.customerIpSource])).toEqual([
      ["cancelDualHedge", "typed"],
      ["quoteDrawdown", "typed"],
      ["quoteDrawdown", "browser"],
      ["quoteDrawdown", "browser"],
    ]);
    expect(auditCsvLine(listed[0]!)).toContain(',"198.51.100.8","typed",,"","succeeded",');
  });

  it("is refused by the database with a source it does not know, or a source without an IP", async () => {
    const db = await getDb();
    const row = { staffUserId: "u", staffEmail: "u@hedge-desk.test", action: "check", outcome: "refused" as const };
    await expect(
      db.insert(auditEvents).values({ ...row, customerIp: "198.51.100.7", customerIpSource: "guessed" as "typed" }),
    ).rejects.toThrow();
    await expect(db.insert(auditEvents).values({ ...row, customerIpSource: "typed" })).rejects.toThrow();
    await expect(
      db.insert(auditEvents).values({ ...row, customerIp: "198.51.100.7", customerIpSource: "typed" }),
    ).resolves.toBeDefined();
  });
});

describe("accepting a proposal after the service refused its customer IP (451)", () => {
  it("is refused before the service with a different IP, goes through with the same one, and the trail keeps every attempt", async () => {
    const target = take();
    const drawdownProposalId = await quote(target, "198.51.100.7");
    const accept = (customerIp?: string) =>
      acceptDrawdownAction({ ...target, drawdownProposalId, ...(customerIp ? { customerIp } : {}) });

    setFaultPlan({
      rules: [
        {
          method: "POST",
          path: `/customers/${target.customerId}/hedges/${target.hedgeId}/drawdown/accept`,
          fail: 1,
          failStatus: 451,
          delayResponseMs: 0,
        },
      ],
    });
    expect(toActionOutcome(await accept("198.51.100.7"))).toMatchObject({
      ok: false,
      error: { kind: "ip-rejected", status: 451 },
    });

    const postsBefore = upstream.posts().length;
    for (const otherIp of ["198.51.100.99", undefined]) {
      expect(toActionOutcome(await accept(otherIp))).toEqual({
        ok: false,
        error: expect.objectContaining({
          kind: "precondition",
          message:
            "The hedging service refused this quote for customer IP 198.51.100.7, so it cannot be accepted with a different customer IP. Get a new quote.",
        }),
      });
    }
    expect(upstream.posts().length).toBe(postsBefore);

    expect(toActionOutcome(await accept("198.51.100.7"))).toMatchObject({
      ok: true,
      data: { drawdown: { hedgeId: target.hedgeId } },
    });

    const rows = (await audit()).filter(
      (row) => row.action === "acceptDrawdown" && row.targetIds.drawdownProposalId === drawdownProposalId,
    );
    expect(rows.map((row) => [row.outcome, row.upstreamStatus, row.customerIp, row.customerIpSource])).toEqual([
      ["attempt", null, "198.51.100.7", "typed"],
      ["failed", 451, "198.51.100.7", "typed"],
      ["refused", null, "198.51.100.99", "typed"],
      ["refused", null, BROWSER, "browser"],
      ["attempt", null, "198.51.100.7", "typed"],
      ["succeeded", null, "198.51.100.7", "typed"],
    ]);
    expect(rows[2]).toMatchObject({
      errorKind: "precondition",
      errorMessage: expect.stringContaining("Get a new quote"),
    });
  });

  it("pins no IP on an unclear failure (503): the claim stays, so any next try is refused as already accepted", async () => {
    const target = take();
    const drawdownProposalId = await quote(target, "198.51.100.7");
    setFaultPlan({
      rules: [
        {
          method: "POST",
          path: `/customers/${target.customerId}/hedges/${target.hedgeId}/drawdown/accept`,
          fail: 1,
          delayResponseMs: 0,
        },
      ],
    });
    // A 503 keeps the claim (the accept may have happened): the next try is refused as already accepted, whatever its IP.
    expect(
      toActionOutcome(await acceptDrawdownAction({ ...target, drawdownProposalId, customerIp: "198.51.100.7" })),
    ).toMatchObject({ ok: false, error: { kind: "unavailable" } });
    expect(
      toActionOutcome(await acceptDrawdownAction({ ...target, drawdownProposalId, customerIp: "198.51.100.8" })),
    ).toMatchObject({
      ok: false,
      error: { kind: "precondition", message: expect.stringContaining("An accept of this quote was already sent") },
    });
  });
});
