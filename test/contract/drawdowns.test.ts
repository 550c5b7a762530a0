import { beforeAll, describe, expect, it } from "vitest";
import {
  claimActiveLeg,
  datesSince,
  drawdownAcceptPath,
  drawdownPath,
  drawdownQuotePath,
  findLegWithStatus,
  getLeg,
  MALFORMED_IDS,
  nextBusinessDay,
  nowSeconds,
  omit,
  otherCustomer,
  unknownUuid,
  sandboxForThisFile,
  utcDate,
  type LegRef,
} from "./support/fixtures";
import {
  CUSTOMER_IP,
  expectError,
  expectIpError,
  expectOk,
  expectStateError,
  type Api,
  type CallOptions,
} from "./support/http";
import {
  amountsMatchQuote,
  dec,
  fixedBody,
  fixedCurrency,
  fractionDigits,
  minorUnit,
  otherSide,
  remainingLess,
  shareOfRemaining,
  within,
} from "./support/money";
import { drawdownProposalSchema, drawdownSchema, type DrawdownProposal, type Hedge } from "./support/schemas";

const ctx = sandboxForThisFile();

function quote(api: Api, ref: LegRef, body: unknown, options: CallOptions = {}) {
  return api.post(drawdownQuotePath(ref.customerId, ref.leg.id), { body, ip: CUSTOMER_IP, ...options });
}

async function quoteOk(ref: LegRef, amount: number): Promise<DrawdownProposal> {
  return expectOk(await quote(ctx.api, ref, fixedBody(ref.leg, amount)), drawdownProposalSchema);
}

function accept(ref: LegRef, proposalId: string, options: CallOptions = {}) {
  return ctx.api.post(drawdownAcceptPath(ref.customerId, ref.leg.id), {
    body: { drawdownProposalId: proposalId },
    ip: CUSTOMER_IP,
    ...options,
  });
}

/** The leg's remaining state as a HedgeStateSnapshot would show it (collateral aside). */
function snapshotOf(leg: Hedge) {
  return {
    fromCurrencyAmount: leg.fromCurrencyAmount,
    toCurrencyAmount: leg.toCurrencyAmount,
    quote: leg.quote,
    endAt: leg.endAt,
    settlementAt: leg.settlementAt,
  };
}

/** The fields of a leg that a drawdown must not touch. */
function identityOf(leg: Hedge) {
  const { id, customerId, transactionId, externalTransactionId, fromCurrency, toCurrency, externalCustomerId } = leg;
  const { fixedSide, quote: rate, issuedAt, endAt, settlementAt, acceptedAtTs, settlementType } = leg;
  return {
    id,
    customerId,
    transactionId,
    externalTransactionId,
    fromCurrency,
    toCurrency,
    externalCustomerId,
    fixedSide,
    rate,
    issuedAt,
    endAt,
    settlementAt,
    acceptedAtTs,
    settlementType,
  };
}

/** The largest two-decimal amount T <= max (and >= 20) whose float T - (T - 10) is below 10. */
function floatTrapBelow(max: number): number | undefined {
  for (let k = Math.floor(Math.log2(max)); k >= 5; k--) {
    const from = (2 ** k + 10) * 100;
    // Plain division is the nearest double to each decimal, as exact decimals would give, and fast: a search that took
    // seconds left the test's keep-alive connection idle past the sandbox's timeout ("other side closed").
    for (let cents = from; cents < from + 100_000; cents++) {
      const t = cents / 100;
      if (t > max) break;
      if (t - (cents - 1000) / 100 < 10) return t;
    }
  }
  return undefined;
}

/** Checks the arithmetic of a proposal against the leg it was quoted on (docs/interface.md, "Drawdowns"). */
function expectProposalArithmetic(proposal: DrawdownProposal, leg: Hedge, amount: number, startedMs: number) {
  const side = leg.fixedSide;
  expect(proposal.fromCurrency).toBe(leg.fromCurrency);
  expect(proposal.toCurrency).toBe(leg.toCurrency);
  expect(proposal[side], "the drawn fixed-side amount is the requested one").toBe(amount);
  expect(proposal.quote, "drawdown quote = the hedge's locked quote").toBe(leg.quote);
  expect(datesSince(startedMs), "endAt is the day of the quote").toContain(proposal.endAt);
  expect(proposal.settlementAt, "settlementAt is the next business day").toBe(nextBusinessDay(proposal.endAt));
  expect(proposal.validUntilTs).toBeGreaterThan(nowSeconds());
  expect(proposal.validUntilTs).toBeLessThan(nowSeconds() + 3600);

  const before = proposal.beforeHedgeState;
  const after = proposal.afterHedgeState;
  expect(before).toMatchObject(snapshotOf(leg));
  // after = before less the drawn amounts and the released collateral; rate and dates unchanged.
  for (const field of ["fromCurrencyAmount", "toCurrencyAmount"] as const) {
    expect(
      dec(after[field]).eq(dec(before[field]).minus(dec(proposal[field]))),
      `after.${field}: ${JSON.stringify(proposal)}`,
    ).toBe(true);
  }
  expect(
    dec(after.collateralAmount).eq(dec(before.collateralAmount).minus(dec(proposal.collateralAmountReleased))),
    `after.collateralAmount: ${JSON.stringify(proposal)}`,
  ).toBe(true);
  expect({ quote: after.quote, endAt: after.endAt, settlementAt: after.settlementAt }).toStrictEqual({
    quote: before.quote,
    endAt: before.endAt,
    settlementAt: before.settlementAt,
  });
  // The amount relation on the drawn amounts, within one minor unit of the derived side.
  expect(amountsMatchQuote(proposal, side), `drawn amounts vs quote: ${JSON.stringify(proposal)}`).toBe(true);
  // Collateral released is proportional to the share of the remaining amount that is drawn.
  const expectedRelease = dec(before.collateralAmount).times(dec(amount)).div(dec(before[side]));
  expect(
    within(proposal.collateralAmountReleased, expectedRelease, minorUnit(leg.fromCurrency)),
    `collateral released ${proposal.collateralAmountReleased}, expected about ${expectedRelease.toString()}`,
  ).toBe(true);
}

describe("POST .../drawdown/quote", () => {
  let target: LegRef; // quoted many times, never accepted
  beforeAll(async () => {
    target = await claimActiveLeg(ctx.api, 200);
  });

  it("proposes a drawdown of part of an Active leg with exact arithmetic", async () => {
    const started = Date.now();
    const amount = shareOfRemaining(target.leg, 0.25);
    const proposal = await quoteOk(target, amount);
    expectProposalArithmetic(proposal, target.leg, amount, started);
  });

  it("does not change the leg (a quote is only a proposal)", async () => {
    await quoteOk(target, shareOfRemaining(target.leg, 0.5));
    expect(await getLeg(ctx.api, target)).toStrictEqual(target.leg);
  });

  it("gives each quote its own proposal id", async () => {
    const a = await quoteOk(target, 10);
    const b = await quoteOk(target, 10);
    expect(a.id).not.toBe(b.id);
  });

  it("allows the minimum of exactly 10", async () => {
    const started = Date.now();
    const proposal = await quoteOk(target, 10);
    expectProposalArithmetic(proposal, target.leg, 10, started);
  });

  it("allows a draw that leaves exactly 10 (computed in exact decimals)", async () => {
    const started = Date.now();
    const amount = remainingLess(target.leg, 10);
    const proposal = await quoteOk(target, amount);
    expectProposalArithmetic(proposal, target.leg, amount, started);
    expect(proposal.afterHedgeState[target.leg.fixedSide]).toBe(10);
  });

  it("allows a full draw, which leaves nothing and releases all collateral", async () => {
    const started = Date.now();
    const amount = target.leg[target.leg.fixedSide];
    const proposal = await quoteOk(target, amount);
    expectProposalArithmetic(proposal, target.leg, amount, started);
    expect(proposal.afterHedgeState).toMatchObject({ fromCurrencyAmount: 0, toCurrencyAmount: 0, collateralAmount: 0 });
    expect(proposal.collateralAmountReleased).toBe(proposal.beforeHedgeState.collateralAmount);
  });

  it("accepts the edge addresses 0.0.0.0 and 255.255.255.255 in X-Customer-IP", async () => {
    for (const ip of ["0.0.0.0", "255.255.255.255"]) {
      expectOk(await quote(ctx.api, target, fixedBody(target.leg, 10), { ip }), drawdownProposalSchema);
    }
  });

  describe("422 for a body that breaks a rule", () => {
    const minor = () => minorUnit(fixedCurrency(target.leg));
    const cases: [string, () => CallOptions][] = [
      ["an amount below 10", () => ({ body: fixedBody(target.leg, 9.99) })],
      ["an amount one minor unit below 10", () => ({ body: fixedBody(target.leg, dec(10).minus(minor()).toNumber()) })],
      ["a zero amount", () => ({ body: fixedBody(target.leg, 0) })],
      ["a negative amount", () => ({ body: fixedBody(target.leg, -50) })],
      ["an amount above the remaining amount", () => ({ body: fixedBody(target.leg, remainingLess(target.leg, -1)) })],
      [
        "an amount one minor unit above the remaining",
        () => ({ body: fixedBody(target.leg, remainingLess(target.leg, minor().times(-1))) }),
      ],
      ["a remainder of 5", () => ({ body: fixedBody(target.leg, remainingLess(target.leg, 5)) })],
      [
        "a remainder one minor unit under 10",
        () => ({ body: fixedBody(target.leg, remainingLess(target.leg, dec(10).minus(minor()))) }),
      ],
      ["a remainder of one minor unit", () => ({ body: fixedBody(target.leg, remainingLess(target.leg, minor())) })],
      ["both amounts", () => ({ body: { fromCurrencyAmount: 50, toCurrencyAmount: 50 } })],
      ["neither amount", () => ({ body: {} })],
      ["the amount on the side that is not fixed", () => ({ body: { [otherSide(target.leg.fixedSide)]: 50 } })],
      ["endAt in the body", () => ({ body: { ...fixedBody(target.leg, 50), endAt: utcDate() } })],
      ["an extra property", () => ({ body: { ...fixedBody(target.leg, 50), note: "x" } })],
      ["a string amount", () => ({ body: { [target.leg.fixedSide]: "50" } })],
      ["a null amount", () => ({ body: { [target.leg.fixedSide]: null } })],
      ["a boolean amount", () => ({ body: { [target.leg.fixedSide]: true } })],
      ["malformed JSON", () => ({ rawBody: `{"${target.leg.fixedSide}": 50` })],
      ["a JSON array", () => ({ rawBody: "[50]" })],
      ["a JSON null", () => ({ rawBody: "null" })],
      ["no body at all", () => ({ body: undefined })],
    ];
    it.each(cases)("%s", async (_name, options) => {
      const opts = options();
      const res = await ctx.api.post(drawdownQuotePath(target.customerId, target.leg.id), { ip: CUSTOMER_IP, ...opts });
      expectError(res, 422);
    });
  });

  describe("451 with {message} only when X-Customer-IP cannot be parsed", () => {
    const bad: [string, string | null][] = [
      ["missing", null],
      ["empty", ""],
      ["text", "not-an-ip"],
      ["an octet above 255", "256.0.0.1"],
      ["a last octet of 999", "203.0.113.999"],
      ["three octets", "203.0.113"],
      ["five octets", "203.0.113.7.1"],
      ["a negative octet", "203.0.-1.7"],
      ["IPv6 loopback", "::1"],
      ["IPv6", "2001:db8::8a2e:370:7334"],
      ["IPv4-mapped IPv6", "::ffff:203.0.113.7"],
      ["an address with a port", "203.0.113.7:8080"],
      ["a CIDR block", "203.0.113.0/24"],
      ["two addresses", "203.0.113.7, 198.51.100.1"],
    ];
    it.each(bad)("%s", async (_name, ip) => {
      expectIpError(await quote(ctx.api, target, fixedBody(target.leg, 10), { ip }));
    });
  });

  describe("404", () => {
    it("for an unknown hedge", async () => {
      expectError(
        await quote(ctx.api, { ...target, leg: { ...target.leg, id: unknownUuid() } }, fixedBody(target.leg, 10)),
        404,
      );
    });
    it.each(MALFORMED_IDS)("for the malformed hedge id %s", async (id) => {
      expectError(await quote(ctx.api, { ...target, leg: { ...target.leg, id } }, fixedBody(target.leg, 10)), 404);
    });
    it("for an unknown customer", async () => {
      expectError(await quote(ctx.api, { ...target, customerId: unknownUuid() }, fixedBody(target.leg, 10)), 404);
    });
    it("for a malformed customer id", async () => {
      expectError(await quote(ctx.api, { ...target, customerId: "not-a-uuid" }, fixedBody(target.leg, 10)), 404);
    });
    it("for a hedge of another customer", async () => {
      const other = await otherCustomer(ctx.api, target.customerId, target.leg.customerId);
      expectError(await quote(ctx.api, { ...target, customerId: other.id }, fixedBody(target.leg, 10)), 404);
    });
  });

  describe("412 when the leg's state forbids it", () => {
    it("on a Cancelled leg, with exactly the Cancelled message and reason", async () => {
      // Preferably one whose amounts would allow a draw of 10, so that only the state is in the way.
      const ref = await findLegWithStatus(ctx.api, "Cancelled", (r) => dec(r.leg[r.leg.fixedSide]).gte(20));
      const amount = 10;
      expectStateError(await quote(ctx.api, ref, fixedBody(ref.leg, amount)), "Cancelled");
    });
    it("on a Completed leg, naming the Completed state", async () => {
      const ref = await findLegWithStatus(ctx.api, "Completed");
      expectStateError(await quote(ctx.api, ref, fixedBody(ref.leg, 10)), "Completed");
    });
  });
});

describe("POST .../drawdown/accept and GET .../drawdown/{drawdownId}", () => {
  it("confirms a proposal: Drawdown 2.5, readable by id, and the leg takes the after-state", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const started = Date.now();
    const amount = shareOfRemaining(ref.leg, 0.3);
    const proposal = await quoteOk(ref, amount);
    expectProposalArithmetic(proposal, ref.leg, amount, started);

    const drawdown = expectOk(await accept(ref, proposal.id), drawdownSchema);
    const { id: drawdownId, hedgeId, status } = drawdown;
    expect(omit(drawdown, "id", "hedgeId", "status")).toStrictEqual(omit(proposal, "id", "validUntilTs"));
    expect(hedgeId).toBe(ref.leg.id);
    expect(["Active", "InProcess", "Completed", "Overdue"]).toContain(status);

    // 4.2 returns the same drawdown.
    const read = expectOk(await ctx.api.get(drawdownPath(ref.customerId, ref.leg.id, drawdownId)), drawdownSchema);
    expect(read).toStrictEqual(drawdown);

    // The leg now shows the after-state; what a drawdown must not touch is unchanged.
    const leg = await getLeg(ctx.api, ref);
    expect(snapshotOf(leg)).toStrictEqual({
      fromCurrencyAmount: proposal.afterHedgeState.fromCurrencyAmount,
      toCurrencyAmount: proposal.afterHedgeState.toCurrencyAmount,
      quote: proposal.afterHedgeState.quote,
      endAt: proposal.afterHedgeState.endAt,
      settlementAt: proposal.afterHedgeState.settlementAt,
    });
    expect(identityOf(leg)).toStrictEqual(identityOf(ref.leg));
    expect(leg.status).toBe("Active");

    // The next quote starts from that after-state, collateral included.
    const next = await quoteOk({ ...ref, leg }, 10);
    expect(next.beforeHedgeState).toStrictEqual(proposal.afterHedgeState);
  });

  it("marks the leg updated on the day of the drawdown", async () => {
    const ref = await claimActiveLeg(ctx.api, 200, (r) => r.leg.updatedAt !== utcDate());
    const started = Date.now();
    const proposal = await quoteOk(ref, 10);
    expectOk(await accept(ref, proposal.id), drawdownSchema);
    expect(datesSince(started)).toContain((await getLeg(ctx.api, ref)).updatedAt);
  });

  it("decides the remainder in exact decimals where floating point would get it wrong", async () => {
    const ref = await claimActiveLeg(ctx.api, 200, (r) => fractionDigits(fixedCurrency(r.leg)) >= 2);
    const remaining = ref.leg[ref.leg.fixedSide];
    // A remaining amount T for which the float T - (T - 10) is below 10 (like 100.1 - 90.1).
    const trap = floatTrapBelow(remaining - 10);
    expect(trap, `a float trap below ${remaining}`).toBeDefined();
    // Draw the leg down to T, then draw all but exactly 10.
    const first = await quoteOk(ref, remainingLess(ref.leg, trap!));
    expectOk(await accept(ref, first.id), drawdownSchema);
    const leg = await getLeg(ctx.api, ref);
    expect(leg[leg.fixedSide]).toBe(trap);
    const started = Date.now();
    const amount = remainingLess(leg, 10);
    expect(trap! - amount, "the float subtraction really is below 10").toBeLessThan(10);
    const proposal = await quoteOk({ ...ref, leg }, amount);
    expectProposalArithmetic(proposal, leg, amount, started);
    expect(proposal.afterHedgeState[leg.fixedSide]).toBe(10);
    // And one minor unit more leaves 9.99: refused.
    expectError(await quote(ctx.api, { ...ref, leg }, fixedBody(leg, remainingLess(leg, 9.99))), 422);
  });

  it("accepts a proposal once: a second accept is 412 and draws nothing more", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const proposal = await quoteOk(ref, shareOfRemaining(ref.leg, 0.2));
    expectOk(await accept(ref, proposal.id), drawdownSchema);
    expectError(await accept(ref, proposal.id), 412);
    const leg = await getLeg(ctx.api, ref);
    expect(leg.fromCurrencyAmount).toBe(proposal.afterHedgeState.fromCurrencyAmount);
    expect(leg.toCurrencyAmount).toBe(proposal.afterHedgeState.toCurrencyAmount);
  });

  it("accepts a proposal once even when the accepts race: one 200, the rest 412", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const proposal = await quoteOk(ref, shareOfRemaining(ref.leg, 0.2));
    const results = await Promise.all(Array.from({ length: 6 }, () => accept(ref, proposal.id)));
    expect(results.map((r) => r.status).sort()).toStrictEqual([200, 412, 412, 412, 412, 412]);
    for (const res of results) {
      if (res.status === 200) expectOk(res, drawdownSchema);
      else expectError(res, 412);
    }
    expect(snapshotOf(await getLeg(ctx.api, ref))).toMatchObject({
      fromCurrencyAmount: proposal.afterHedgeState.fromCurrencyAmount,
      toCurrencyAmount: proposal.afterHedgeState.toCurrencyAmount,
    });
  });

  it("applies only one of several proposals accepted at the same time", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const proposals: DrawdownProposal[] = [];
    for (const share of [0.1, 0.15, 0.2, 0.25]) proposals.push(await quoteOk(ref, shareOfRemaining(ref.leg, share)));
    const results = await Promise.all(proposals.map((p) => accept(ref, p.id)));
    expect(results.map((r) => r.status).sort()).toStrictEqual([200, 412, 412, 412]);
    const winner = proposals[results.findIndex((r) => r.status === 200)]!;
    const leg = await getLeg(ctx.api, ref);
    expect(leg.fromCurrencyAmount).toBe(winner.afterHedgeState.fromCurrencyAmount);
    expect(leg.toCurrencyAmount).toBe(winner.afterHedgeState.toCurrencyAmount);
  });

  it("rejects a stale proposal (quoted before another drawdown was accepted) with 412", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const first = await quoteOk(ref, shareOfRemaining(ref.leg, 0.2));
    const second = await quoteOk(ref, shareOfRemaining(ref.leg, 0.3));
    expectOk(await accept(ref, first.id), drawdownSchema);
    expectError(await accept(ref, second.id), 412);
    const leg = await getLeg(ctx.api, ref);
    expect(leg.fromCurrencyAmount).toBe(first.afterHedgeState.fromCurrencyAmount);
    expect(leg.toCurrencyAmount).toBe(first.afterHedgeState.toCurrencyAmount);
  });

  it("completes the leg on a full drawdown; further quotes are 412 naming Completed", async () => {
    const ref = await claimActiveLeg(ctx.api, 20);
    const proposal = await quoteOk(ref, ref.leg[ref.leg.fixedSide]);
    const drawdown = expectOk(await accept(ref, proposal.id), drawdownSchema);
    expect(drawdown.afterHedgeState).toMatchObject({ fromCurrencyAmount: 0, toCurrencyAmount: 0, collateralAmount: 0 });
    const leg = await getLeg(ctx.api, ref);
    expect(leg.status).toBe("Completed");
    expect(leg.fromCurrencyAmount).toBe(0);
    expect(leg.toCurrencyAmount).toBe(0);
    expectStateError(await quote(ctx.api, { ...ref, leg }, fixedBody(ref.leg, 10)), "Completed");
    expectOk(await ctx.api.get(drawdownPath(ref.customerId, ref.leg.id, drawdown.id)), drawdownSchema);
  });

  it("rejects bad requests without using up the proposal: 451 for the IP, 422 for the body", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const proposal = await quoteOk(ref, shareOfRemaining(ref.leg, 0.1));
    const path = drawdownAcceptPath(ref.customerId, ref.leg.id);
    for (const ip of [null, "not-an-ip", "256.1.1.1", "::1"]) {
      expectIpError(await ctx.api.post(path, { body: { drawdownProposalId: proposal.id }, ip }));
    }
    const badBodies: CallOptions[] = [
      { body: { drawdownProposalId: proposal.id, note: "x" } },
      { body: { drawdownProposalId: proposal.id, endAt: utcDate() } },
      { body: {} },
      { body: { drawdownProposalId: "abc" } },
      { body: { drawdownProposalId: 12 } },
      // A UUID is version 4, variant 8/9/a/b.
      { body: { drawdownProposalId: "6ba7b810-9dad-11d1-80b4-00c04fd430c8" } },
      { body: { drawdownProposalId: "8173b9a7-ee61-413e-c9e3-7c04b2a067c5" } },
      { rawBody: `{"drawdownProposalId": "${proposal.id}"` },
      { body: undefined },
    ];
    for (const options of badBodies) expectError(await ctx.api.post(path, { ip: CUSTOMER_IP, ...options }), 422);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
    // Still acceptable.
    expectOk(await accept(ref, proposal.id), drawdownSchema);
  });

  it("rejects an unknown proposal id without drawing anything", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const res = await accept(ref, unknownUuid());
    expect([404, 412]).toContain(res.status);
    expectError(res, res.status);
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
  });

  it("does not accept a proposal through another hedge's path", async () => {
    const owner = await claimActiveLeg(ctx.api, 200);
    const stranger = await claimActiveLeg(ctx.api, 200);
    const proposal = await quoteOk(owner, 10);
    const res = await accept(stranger, proposal.id);
    expect([404, 412, 422]).toContain(res.status);
    expectError(res, res.status);
    expect(await getLeg(ctx.api, owner)).toStrictEqual(owner.leg);
    expect(await getLeg(ctx.api, stranger)).toStrictEqual(stranger.leg);
    expectOk(await accept(owner, proposal.id), drawdownSchema);
  });

  it("is 404 for an unknown, malformed or foreign hedge or customer in the path", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const proposal = await quoteOk(ref, 10);
    const other = await otherCustomer(ctx.api, ref.customerId, ref.leg.customerId);
    const paths = [
      drawdownAcceptPath(ref.customerId, unknownUuid()),
      drawdownAcceptPath(ref.customerId, "not-a-uuid"),
      drawdownAcceptPath(unknownUuid(), ref.leg.id),
      drawdownAcceptPath("not-a-uuid", ref.leg.id),
      drawdownAcceptPath(other.id, ref.leg.id),
    ];
    for (const path of paths) {
      expectError(await ctx.api.post(path, { body: { drawdownProposalId: proposal.id }, ip: CUSTOMER_IP }), 404);
    }
    expect(await getLeg(ctx.api, ref)).toStrictEqual(ref.leg);
  });

  it("GET drawdown is 404 for unknown or malformed ids, another hedge or customer, and an unaccepted proposal", async () => {
    const ref = await claimActiveLeg(ctx.api, 200);
    const drawdown = expectOk(await accept(ref, (await quoteOk(ref, 10)).id), drawdownSchema);
    const sibling = ref.dualHedge.hedges.find((h) => h.id !== ref.leg.id)!;
    const other = await otherCustomer(ctx.api, ref.customerId, ref.leg.customerId);
    const pending = await quoteOk({ ...ref, leg: await getLeg(ctx.api, ref) }, 10);
    const paths = [
      drawdownPath(ref.customerId, ref.leg.id, unknownUuid()),
      ...MALFORMED_IDS.map((id) => drawdownPath(ref.customerId, ref.leg.id, id)),
      drawdownPath(ref.customerId, sibling.id, drawdown.id),
      drawdownPath(ref.customerId, unknownUuid(), drawdown.id),
      drawdownPath(other.id, ref.leg.id, drawdown.id),
      drawdownPath(unknownUuid(), ref.leg.id, drawdown.id),
      drawdownPath(ref.customerId, ref.leg.id, pending.id),
    ];
    for (const path of paths) expectError(await ctx.api.get(path), 404);
    expectOk(await ctx.api.get(drawdownPath(ref.customerId, ref.leg.id, drawdown.id)), drawdownSchema);
  });
});
