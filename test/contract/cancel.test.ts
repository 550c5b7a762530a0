import { describe, expect, it } from "vitest";
import {
  cancelPath,
  claimActiveDualHedge,
  datesSince,
  drawdownAcceptPath,
  drawdownQuotePath,
  dualHedgesPath,
  esAcceptPath,
  esQuotePath,
  getDualHedge,
  listAllCustomers,
  MALFORMED_IDS,
  omit,
  otherCustomer,
  unknownUuid,
  sandboxForThisFile,
} from "./support/fixtures";
import { CUSTOMER_IP, expectError, expectIpError, expectOk, expectStateError, type CallOptions } from "./support/http";
import { fixedBody } from "./support/money";
import {
  cancelResponseSchema,
  drawdownProposalSchema,
  dualHedgeListSchema,
  earlySettlementProposalSchema,
  type DualHedge,
  type Hedge,
} from "./support/schemas";

const ctx = sandboxForThisFile();

function cancel(customerId: string, dualHedgeId: string, options: CallOptions = {}) {
  return ctx.api.post(cancelPath(customerId, dualHedgeId), {
    body: { reason: "Customer asked to cancel" },
    ip: CUSTOMER_IP,
    ...options,
  });
}

/** What cancelling must leave alone on a leg. */
function legCore(leg: Hedge) {
  return omit(leg, "status", "cancelledAt", "updatedAt");
}

function withoutLegs(dualHedge: DualHedge) {
  return omit(dualHedge, "hedges");
}

describe("POST /customers/{customerId}/dual-hedges/{dualHedgeId}/cancel", () => {
  it("cancels both legs and answers {id, transactionId, hedgeIds} with both leg ids", async () => {
    const { customerId, dualHedge } = await claimActiveDualHedge(ctx.api);
    const started = Date.now();
    const body = expectOk(await cancel(customerId, dualHedge.id), cancelResponseSchema);
    expect(body.id).toBe(dualHedge.id);
    expect([...body.hedgeIds].sort()).toStrictEqual(dualHedge.hedges.map((h) => h.id).sort());

    const after = await getDualHedge(ctx.api, customerId, dualHedge.id);
    expect(withoutLegs(after)).toStrictEqual(withoutLegs(dualHedge));
    for (const leg of after.hedges) {
      const before = dualHedge.hedges.find((h) => h.id === leg.id)!;
      expect(leg.status).toBe("Cancelled");
      expect(datesSince(started), "cancelledAt is the day of the cancel").toContain(leg.cancelledAt);
      expect(datesSince(started), "updatedAt is set to the day of the cancel").toContain(leg.updatedAt);
      expect(legCore(leg)).toStrictEqual(legCore(before));
    }

    // The update-date filter now finds it on that day.
    const listed = expectOk(
      await ctx.api.get(dualHedgesPath(customerId), {
        query: { updated_at: after.hedges[0]!.updatedAt, per_page: 100 },
      }),
      dualHedgeListSchema,
    );
    expect(listed.dualHedges.map((d) => d.id)).toContain(dualHedge.id);
  });

  it("is 412 with the Cancelled message and reason when cancelled again, and changes nothing", async () => {
    const { customerId, dualHedge } = await claimActiveDualHedge(ctx.api);
    expectOk(await cancel(customerId, dualHedge.id), cancelResponseSchema);
    const cancelled = await getDualHedge(ctx.api, customerId, dualHedge.id);
    expectStateError(await cancel(customerId, dualHedge.id), "Cancelled");
    expect(await getDualHedge(ctx.api, customerId, dualHedge.id)).toStrictEqual(cancelled);
  });

  it("cancels once when cancels race: one 200, the rest 412 Cancelled", async () => {
    const { customerId, dualHedge } = await claimActiveDualHedge(ctx.api);
    const results = await Promise.all(Array.from({ length: 5 }, () => cancel(customerId, dualHedge.id)));
    expect(results.map((r) => r.status).sort()).toStrictEqual([200, 412, 412, 412, 412]);
    for (const res of results) {
      if (res.status === 200) expectOk(res, cancelResponseSchema);
      else expectStateError(res, "Cancelled");
    }
  });

  it("leaves legs on which drawdown and early-settlement quotes are 412 Cancelled", async () => {
    const { customerId, dualHedge } = await claimActiveDualHedge(ctx.api);
    expectOk(await cancel(customerId, dualHedge.id), cancelResponseSchema);
    for (const leg of dualHedge.hedges) {
      expectStateError(
        await ctx.api.post(drawdownQuotePath(customerId, leg.id), { body: fixedBody(leg, 10), ip: CUSTOMER_IP }),
        "Cancelled",
      );
      expectStateError(await ctx.api.post(esQuotePath(customerId, leg.id)), "Cancelled");
    }
  });

  it("makes proposals quoted before the cancel unacceptable: 412 Cancelled", async () => {
    const { customerId, dualHedge } = await claimActiveDualHedge(ctx.api);
    const [legA, legB] = dualHedge.hedges as [Hedge, Hedge];
    const drawdown = expectOk(
      await ctx.api.post(drawdownQuotePath(customerId, legA.id), { body: fixedBody(legA, 10), ip: CUSTOMER_IP }),
      drawdownProposalSchema,
    );
    const settlement = expectOk(await ctx.api.post(esQuotePath(customerId, legB.id)), earlySettlementProposalSchema);
    expectOk(await cancel(customerId, dualHedge.id), cancelResponseSchema);
    expectStateError(
      await ctx.api.post(drawdownAcceptPath(customerId, legA.id), {
        body: { drawdownProposalId: drawdown.id },
        ip: CUSTOMER_IP,
      }),
      "Cancelled",
    );
    expectStateError(
      await ctx.api.post(esAcceptPath(customerId, legB.id), { body: { earlySettlementProposalId: settlement.id } }),
      "Cancelled",
    );
    for (const leg of (await getDualHedge(ctx.api, customerId, dualHedge.id)).hedges) {
      const before = dualHedge.hedges.find((h) => h.id === leg.id)!;
      expect(leg.fromCurrencyAmount).toBe(before.fromCurrencyAmount);
      expect(leg.toCurrencyAmount).toBe(before.toCurrencyAmount);
      expect(leg.status).toBe("Cancelled");
    }
  });

  it.each([
    ["missing", null],
    ["text", "not-an-ip"],
    ["an octet above 255", "256.0.0.1"],
    ["three octets", "203.0.113"],
    ["IPv6 loopback", "::1"],
    ["IPv6", "2001:db8::1"],
  ] as const)("is 451 with {message} only for an X-Customer-IP that is %s, and cancels nothing", async (_name, ip) => {
    const { customerId, dualHedge } = await claimActiveDualHedge(ctx.api);
    expectIpError(await cancel(customerId, dualHedge.id, { ip }));
    expect(await getDualHedge(ctx.api, customerId, dualHedge.id)).toStrictEqual(dualHedge);
  });

  it("is 422 for a reason that is not a string, or malformed JSON, and cancels nothing", async () => {
    const { customerId, dualHedge } = await claimActiveDualHedge(ctx.api);
    expectError(await cancel(customerId, dualHedge.id, { body: { reason: 42 } }), 422);
    expectError(await cancel(customerId, dualHedge.id, { rawBody: '{"reason": "x"' }), 422);
    expect(await getDualHedge(ctx.api, customerId, dualHedge.id)).toStrictEqual(dualHedge);
  });

  it("is 404 for an unknown dual hedge", async () => {
    const customerId = (await listAllCustomers(ctx.api))[0]!.id;
    expectError(await cancel(customerId, unknownUuid()), 404);
  });

  it.each(MALFORMED_IDS)("is 404 for the malformed dual hedge id %s", async (id) => {
    const customerId = (await listAllCustomers(ctx.api))[0]!.id;
    expectError(await cancel(customerId, id), 404);
  });

  it("is 404 for a dual hedge of another customer, which stays as it was", async () => {
    const { customerId, dualHedge } = await claimActiveDualHedge(ctx.api);
    const other = await otherCustomer(ctx.api, customerId, ...dualHedge.hedges.map((h) => h.customerId));
    expectError(await cancel(other.id, dualHedge.id), 404);
    expect(await getDualHedge(ctx.api, customerId, dualHedge.id)).toStrictEqual(dualHedge);
  });

  it("is 404 under an unknown or malformed customer", async () => {
    const { dualHedge } = await claimActiveDualHedge(ctx.api);
    expectError(await cancel(unknownUuid(), dualHedge.id), 404);
    expectError(await cancel("not-a-uuid", dualHedge.id), 404);
  });
});
