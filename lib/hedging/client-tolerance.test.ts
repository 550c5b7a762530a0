import "server-only";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Drift } from "./drift";
import * as body from "./testing/bodies";
import { PRODUCTION_EXAMPLES } from "./testing/production-examples";
import { serverPerTest } from "./testing/server-per-test";

/** Production bodies are read without error, without invented values, and with the drift logged once. */

const { ID } = body;
const readExample = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
const served = serverPerTest();

async function serve(json: unknown) {
  const made = await served.serve(() => ({ json }));
  /** The one drift line of the call, or undefined. */
  const driftLine = () => {
    const lines = made.logs.entries().filter((entry) => entry.msg === "hedging response drift");
    expect(lines.length).toBeLessThanOrEqual(1);
    return lines[0] as (Record<string, unknown> & { drift: Drift[] }) | undefined;
  };
  return { ...made, driftLine };
}

describe("production examples", () => {
  it("list-dual-hedges.json: `quote` becomes `rate`, perPage 50.5 is kept, every leg value is the received one", async () => {
    const example = readExample(PRODUCTION_EXAMPLES.listDualHedges);
    const { client, driftLine } = await serve(example);

    const { data } = await client.listDualHedges({ customerId: ID.customer, requestId: "req-prod-1" });

    const [received] = example.dualHedges as Record<string, unknown>[];
    const { quote, ...withoutQuote } = received!;
    expect(data.items).toStrictEqual([{ ...withoutQuote, rate: quote }]);
    expect(data.items[0]!.rate).toBe(20.616512);
    expect(data.items[0]!.hedges).toStrictEqual(received!.hedges);
    expect(data.pagination).toStrictEqual({ page: 2, perPage: 50.5, totalResults: 123 });

    const line = driftLine();
    expect(line).toMatchObject({
      level: 40,
      requestId: "req-prod-1",
      method: "GET",
      path: `/customers/${ID.customer}/dual-hedges`,
    });
    expect(line!.drift).toEqual(
      expect.arrayContaining([
        { kind: "alias-field", at: "$.dualHedges[].quote", example: "read as rate", count: 1 },
        { kind: "not-integer", at: "$.pagination.perPage", example: "50.5", count: 1 },
      ]),
    );
  });

  it("list-customers.json: the documented extra fields are dropped without failing or noise", async () => {
    const example = readExample(PRODUCTION_EXAMPLES.listCustomers);
    const { client, driftLine } = await serve(example);

    const { data } = await client.listCustomers({ requestId: "req-prod-2" });

    expect(data.items).toStrictEqual([
      {
        id: "1b0ada1e-fa1b-4cfe-a553-01b340c5650e",
        companyName: "Ollivander's Wand Shop",
        companyCountry: "GB",
        externalCustomerId: "630231b3ae0d7e9e5097ad35",
        status: "Pending",
      },
    ]);
    expect(data.pagination.perPage).toBe(50.5);
    expect(driftLine()!.drift).toStrictEqual([
      { kind: "not-integer", at: "$.pagination.perPage", example: "50.5", count: 1 },
    ]);
  });

  it("cancel-dual-hedge.json: ids that are not v4 are kept as received and reported", async () => {
    const example = readExample(PRODUCTION_EXAMPLES.cancelDualHedge);
    const { client, driftLine } = await serve(example);

    const { data } = await client.cancelDualHedge({
      customerId: ID.customer,
      dualHedgeId: example.id as string,
      reason: "duplicate",
      customerIp: "203.0.113.7",
      requestId: "req-prod-3",
    });

    expect(data).toStrictEqual(example);
    expect(driftLine()).toMatchObject({
      requestId: "req-prod-3",
      method: "POST",
      drift: [
        { kind: "non-v4-id", at: "$.transactionId", example: "bf77890b-17e2-48a1-2013-707df23eb111", count: 1 },
        { kind: "non-v4-id", at: "$.hedgeIds[]", example: "bf77890b-17e2-48a1-2013-707df23eb222", count: 2 },
      ],
    });
  });
});

describe("other drift production is known for", () => {
  it("unknown status and settlementType values, an unexpected null date and an unknown field are read and reported", async () => {
    const expectedLeg = body.hedge({
      status: "Suspended",
      settlementType: "netted",
      initialCollateralReceivedAt: null,
    });
    const leg = { ...expectedLeg, riskBand: "B" };
    const { client, driftLine } = await serve(body.dualHedge({ hedges: [leg, leg] }));

    const { data } = await client.getDualHedge({ customerId: ID.customer, dualHedgeId: ID.dualHedge });

    expect(data.hedges).toStrictEqual([expectedLeg, expectedLeg]);
    expect(data.hedges[0]!.initialCollateralReceivedAt).toBeNull();
    expect(driftLine()!.drift).toStrictEqual([
      { kind: "unknown-value", at: "$.hedges[].status", example: "Suspended", count: 2 },
      { kind: "unexpected-null", at: "$.hedges[].initialCollateralReceivedAt", count: 2 },
      { kind: "unknown-value", at: "$.hedges[].settlementType", example: "netted", count: 2 },
      { kind: "unknown-field", at: "$.hedges[].riskBand", count: 2 },
    ]);
  });

  it("an answer exactly as the interface document describes it logs no drift", async () => {
    const { client, driftLine } = await serve(body.dualHedge());

    await client.getDualHedge({ customerId: ID.customer, dualHedgeId: ID.dualHedge });

    expect(driftLine()).toBeUndefined();
  });

  it("when both rate and quote come, rate wins and quote is reported as ignored", async () => {
    const { client, driftLine } = await serve(body.dualHedge({ rate: 20.5, quote: 20.6 }));

    const { data } = await client.getDualHedge({ customerId: ID.customer, dualHedgeId: ID.dualHedge });

    expect(data.rate).toBe(20.5);
    expect(data).not.toHaveProperty("quote");
    expect(driftLine()!.drift).toStrictEqual([
      { kind: "alias-field", at: "$.quote", example: "ignored, rate present", count: 1 },
    ]);
  });

  it("a drawdown without the fields the document leaves optional reads them as null, never filled in", async () => {
    const left = ["collateralAmountReleased", "beforeHedgeState", "afterHedgeState", "endAt", "settlementAt"] as const;
    const sparse = body.omit(body.drawdown, ...left);
    const { client } = await serve(sparse);

    const { data } = await client.getDrawdown({ customerId: ID.customer, hedgeId: ID.hedge, drawdownId: ID.drawdown });

    expect(data).toStrictEqual({ ...sparse, ...Object.fromEntries(left.map((field) => [field, null])) });
  });

  it("absent nullable hedge fields are read as null; a date that is not YYYY-MM-DD is kept and reported", async () => {
    const leg = body.omit(body.hedge({ endAt: "2027-02-23T00:00:00Z" }), "externalMarkupPct", "cancelledAt");
    const { client, driftLine } = await serve(leg);

    const { data } = await client.acceptEarlySettlement({
      customerId: ID.customer,
      hedgeId: ID.hedge,
      earlySettlementProposalId: ID.proposal,
    });

    expect(data).toMatchObject({ externalMarkupPct: null, cancelledAt: null, endAt: "2027-02-23T00:00:00Z" });
    expect(driftLine()!.drift).toStrictEqual([
      { kind: "not-date", at: "$.endAt", example: "2027-02-23T00:00:00Z", count: 1 },
      { kind: "missing-field", at: "$.externalMarkupPct", count: 1 },
      { kind: "missing-field", at: "$.cancelledAt", count: 1 },
    ]);
  });
});
