import { describe, expect, it } from "vitest";
import {
  claimActiveLeg,
  datesSince,
  drawdownAcceptPath,
  drawdownQuotePath,
  esAcceptPath,
  esQuotePath,
  findLegWithStatus,
  getLeg,
  MALFORMED_IDS,
  nowSeconds,
  otherCustomer,
  unknownUuid,
  sandboxForThisFile,
  type LegRef,
} from "./support/fixtures";
import { CUSTOMER_IP, expectError, expectOk, expectStateError, type CallOptions } from "./support/http";
import { amountsMatchQuoteEitherSide, fixedBody } from "./support/money";
import {
  drawdownProposalSchema,
  earlySettlementProposalSchema,
  hedgeSchema,
  type EarlySettlementProposal,
  type Hedge,
} from "./support/schemas";

const ctx = sandboxForThisFile();

function esQuote(ref: LegRef, options: CallOptions = {}) {
  return ctx.api.post(esQuotePath(ref.customerId, ref.leg.id), options);
}

async function esQuoteOk(ref: LegRef): Promise<EarlySettlementProposal> {
  return expectOk(await esQuote(ref), earlySettlementProposalSchema);
}

function esAccept(ref: LegRef, proposalId: unknown, options: CallOptions = {}) {
  return ctx.api.post(esAcceptPath(ref.customerId, ref.leg.id), {
    body: { earlySettlementProposalId: proposalId },
    ...options,
  });
}

function identityOf(leg: Hedge) {
  const { id, customerId, transactionId, externalTransactionId, fromCurrency, toCurrency, externalCustomerId } = leg;
  const { fixedSide, issuedAt, acceptedAtTs } = leg;
  return {
    id,
    customerId,
    transactionId,
    externalTransactionId,
    fromCurrency,
    toCurrency,
    externalCustomerId,
    fixedSide,
    issuedAt,
    acceptedAtTs,
  };
}

describe("POST .../early-settlement/quote", () => {
  it("proposes a settlement for the leg, with no body and no X-Customer-IP, and changes nothing", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const proposal = await esQuoteOk(ref);
    expect(proposal.hedgeId).toBe(ref.leg.id);
    expect(proposal.validUntilTs).toBeGreaterThan(nowSeconds());
    expect(proposal.validUntilTs).toBeLessThan(nowSeconds() + 3600);
    expect(
      amountsMatchQuoteEitherSide({ ...proposal, fromCurrency: ref.leg.fromCurrency, toCurrency: ref.leg.toCurrency }),
      `amounts vs quote: ${JSON.stringify(proposal)}`,
    ).toBe(true);
    expect(proposal.toCurrencyAmount + proposal.fromCurrencyAmount).toBeGreaterThan(0);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
    const again = await esQuoteOk(ref);
    expect(again.id).not.toBe(proposal.id);
  });

  it("is 412 with exactly the Cancelled message and reason on a Cancelled leg", async () => {
    expectStateError(await esQuote(await findLegWithStatus(ctx.api, "Cancelled")), "Cancelled");
  });

  it("is 412 naming the state on a Completed leg", async () => {
    expectStateError(await esQuote(await findLegWithStatus(ctx.api, "Completed")), "Completed");
  });

  it("is 404 for an unknown, malformed or foreign hedge, or an unknown customer", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const other = await otherCustomer(ctx.api, ref.customerId, ref.leg.customerId);
    const refs: LegRef[] = [
      { ...ref, leg: { ...ref.leg, id: unknownUuid() } },
      ...MALFORMED_IDS.map((id) => ({ ...ref, leg: { ...ref.leg, id } })),
      { ...ref, customerId: other.id },
      { ...ref, customerId: unknownUuid() },
      { ...ref, customerId: "not-a-uuid" },
    ];
    for (const r of refs) expectError(await esQuote(r), 404);
  });
});

describe("POST .../early-settlement/accept", () => {
  it("settles: 200 with the leg (a Hedge) as the dual hedge then shows it", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const proposal = await esQuoteOk(ref);
    const started = Date.now();
    const hedge = expectOk(await esAccept(ref, proposal.id), hedgeSchema);
    expect(hedge.id).toBe(ref.leg.id);
    expect(identityOf(hedge)).toStrictEqual(identityOf(ref.leg));
    expect(datesSince(started), "the leg was updated today").toContain(hedge.updatedAt);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(hedge);
  });

  it("accepts a proposal once: the second accept is 412 and changes nothing", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const proposal = await esQuoteOk(ref);
    const hedge = expectOk(await esAccept(ref, proposal.id), hedgeSchema);
    expectError(await esAccept(ref, proposal.id), 412);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(hedge);
  });

  it("accepts a proposal once even when the accepts race: one 200, the rest 412", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const proposal = await esQuoteOk(ref);
    const results = await Promise.all(Array.from({ length: 5 }, () => esAccept(ref, proposal.id)));
    expect(results.map((r) => r.status).sort()).toStrictEqual([200, 412, 412, 412, 412]);
    const winner = results.find((r) => r.status === 200)!;
    for (const res of results) if (res !== winner) expectError(res, 412);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(expectOk(winner, hedgeSchema));
  });

  it("is 422 for a bad body, which does not use up the proposal", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const proposal = await esQuoteOk(ref);
    const path = esAcceptPath(ref.customerId, ref.leg.id);
    const bad: CallOptions[] = [
      { body: { earlySettlementProposalId: proposal.id, note: "x" } },
      { body: {} },
      { body: { earlySettlementProposalId: "abc" } },
      { body: { earlySettlementProposalId: 7 } },
      { body: { earlySettlementProposalId: "6ba7b810-9dad-11d1-80b4-00c04fd430c8" } }, // version 1
      { body: { drawdownProposalId: proposal.id } },
      { rawBody: `{"earlySettlementProposalId": "${proposal.id}"` },
      { body: undefined },
    ];
    for (const options of bad) expectError(await ctx.api.post(path, options), 422);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
    expectOk(await esAccept(ref, proposal.id), hedgeSchema);
  });

  it("rejects an unknown proposal id without changing the leg", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const res = await esAccept(ref, unknownUuid());
    expect([404, 412]).toContain(res.status);
    expectError(res, res.status);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
  });

  it("does not accept a proposal through another hedge's path", async () => {
    const owner = await claimActiveLeg(ctx.api, 20);
    const stranger = await claimActiveLeg(ctx.api, 20);
    const proposal = await esQuoteOk(owner);
    const res = await esAccept(stranger, proposal.id);
    expect([404, 412, 422]).toContain(res.status);
    expectError(res, res.status);
    expect(await getLeg(ctx.api, owner)).toStrictEqual(owner.leg);
    expect(await getLeg(ctx.api, stranger)).toStrictEqual(stranger.leg);
    expectOk(await esAccept(owner, proposal.id), hedgeSchema);
  });

  it("does not take a drawdown proposal for an early-settlement one, nor the reverse", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const drawdown = expectOk(
      await ctx.api.post(drawdownQuotePath(ref.customerId, ref.leg.id), {
        body: fixedBody(ref.leg, 10),
        ip: CUSTOMER_IP,
      }),
      drawdownProposalSchema,
    );
    const settlement = await esQuoteOk(ref);
    const a = await esAccept(ref, drawdown.id);
    expect([404, 412, 422]).toContain(a.status);
    expectError(a, a.status);
    const b = await ctx.api.post(drawdownAcceptPath(ref.customerId, ref.leg.id), {
      body: { drawdownProposalId: settlement.id },
      ip: CUSTOMER_IP,
    });
    expect([404, 412, 422]).toContain(b.status);
    expectError(b, b.status);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
  });

  it("is 404 for an unknown, malformed or foreign hedge or customer in the path", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const proposal = await esQuoteOk(ref);
    const other = await otherCustomer(ctx.api, ref.customerId, ref.leg.customerId);
    const refs: LegRef[] = [
      { ...ref, leg: { ...ref.leg, id: unknownUuid() } },
      { ...ref, leg: { ...ref.leg, id: "not-a-uuid" } },
      { ...ref, customerId: other.id },
      { ...ref, customerId: unknownUuid() },
      { ...ref, customerId: "not-a-uuid" },
    ];
    for (const r of refs) expectError(await esAccept(r, proposal.id), 404);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
  });
});
