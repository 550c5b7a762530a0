import { describe, expect, it } from "vitest";
import {
  claimActiveLeg,
  drawdownAcceptPath,
  drawdownQuotePath,
  esAcceptPath,
  esQuotePath,
  getLeg,
  nowSeconds,
  sandboxForThisFile,
  type LegRef,
} from "./support/fixtures";
import { CUSTOMER_IP, expectError, expectOk } from "./support/http";
import { fixedBody, shareOfRemaining } from "./support/money";
import { drawdownProposalSchema, drawdownSchema, earlySettlementProposalSchema, hedgeSchema } from "./support/schemas";

const TTL = 3;
const ctx = sandboxForThisFile({ SANDBOX_PROPOSAL_TTL_SECONDS: String(TTL) });

const sleepUntil = async (unixSeconds: number) => {
  const ms = unixSeconds * 1000 - Date.now();
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
};

function quoteDrawdown(ref: LegRef, amount: number) {
  return ctx.api.post(drawdownQuotePath(ref.customerId, ref.leg.id), {
    body: fixedBody(ref.leg, amount),
    ip: CUSTOMER_IP,
  });
}

function acceptDrawdown(ref: LegRef, id: string) {
  return ctx.api.post(drawdownAcceptPath(ref.customerId, ref.leg.id), {
    body: { drawdownProposalId: id },
    ip: CUSTOMER_IP,
  });
}

describe("proposal validity (SANDBOX_PROPOSAL_TTL_SECONDS)", () => {
  it("gives a drawdown proposal validUntilTs = now + the configured lifetime", async () => {
    const ref = await claimActiveLeg(ctx.api, 100);
    const before = nowSeconds();
    const proposal = expectOk(await quoteDrawdown(ref, 10), drawdownProposalSchema);
    const after = nowSeconds();
    expect(proposal.validUntilTs).toBeGreaterThanOrEqual(before + TTL - 1);
    expect(proposal.validUntilTs).toBeLessThanOrEqual(after + TTL + 1);
  });

  it("accepts a drawdown proposal within its lifetime", async () => {
    const ref = await claimActiveLeg(ctx.api, 100);
    const proposal = expectOk(await quoteDrawdown(ref, 10), drawdownProposalSchema);
    expectOk(await acceptDrawdown(ref, proposal.id), drawdownSchema);
  });

  it("rejects an expired drawdown proposal with 412 and leaves the leg as it was", async () => {
    const ref = await claimActiveLeg(ctx.api, 100);
    const proposal = expectOk(await quoteDrawdown(ref, shareOfRemaining(ref.leg, 0.5)), drawdownProposalSchema);
    await sleepUntil(proposal.validUntilTs + 1);
    expectError(await acceptDrawdown(ref, proposal.id), 412);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
    // A fresh quote still works.
    const fresh = expectOk(await quoteDrawdown(ref, 10), drawdownProposalSchema);
    expectOk(await acceptDrawdown(ref, fresh.id), drawdownSchema);
  }, 20_000);

  it("gives an early-settlement proposal the same lifetime, and rejects it with 412 once expired", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const before = nowSeconds();
    const proposal = expectOk(
      await ctx.api.post(esQuotePath(ref.customerId, ref.leg.id)),
      earlySettlementProposalSchema,
    );
    expect(proposal.validUntilTs).toBeGreaterThanOrEqual(before + TTL - 1);
    expect(proposal.validUntilTs).toBeLessThanOrEqual(nowSeconds() + TTL + 1);
    await sleepUntil(proposal.validUntilTs + 1);
    const path = esAcceptPath(ref.customerId, ref.leg.id);
    expectError(await ctx.api.post(path, { body: { earlySettlementProposalId: proposal.id } }), 412);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
    const fresh = expectOk(await ctx.api.post(esQuotePath(ref.customerId, ref.leg.id)), earlySettlementProposalSchema);
    expectOk(await ctx.api.post(path, { body: { earlySettlementProposalId: fresh.id } }), hedgeSchema);
  }, 20_000);
});
