import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  cancelPath,
  claimActiveDualHedge,
  claimActiveLeg,
  conversionPath,
  conversionsPath,
  customerPath,
  customersPath,
  drawdownAcceptPath,
  drawdownPath,
  drawdownQuotePath,
  dualHedgePath,
  dualHedgesPath,
  esAcceptPath,
  esQuotePath,
  getDualHedge,
  getLeg,
  listAllConversions,
  sandboxForThisFile,
  type LegRef,
} from "./support/fixtures";
import { basic, CUSTOMER_IP, expectError, expectOk, PARTNER, READ_ONLY, type CallOptions } from "./support/http";
import { fixedBody } from "./support/money";
import {
  conversionListSchema,
  conversionSchema,
  customerListSchema,
  customerSchema,
  drawdownProposalSchema,
  drawdownSchema,
  dualHedgeListSchema,
  dualHedgeSchema,
  earlySettlementProposalSchema,
  hedgeSchema,
  spotSchema,
  type DualHedge,
} from "./support/schemas";

const ctx = sandboxForThisFile();

type Endpoint = {
  name: string;
  method: "GET" | "POST";
  path: () => string;
  options?: () => CallOptions;
  /** Schema of the success body (GETs are checked with the read-only key). */
  schema?: z.ZodType;
  mutating: boolean;
};

// Targets discovered in beforeAll.
let drawdownLeg: LegRef; // one drawdown accepted on it; a second proposal pending
let drawdownId = "";
let pendingDrawdownProposalId = "";
let settlementLeg: LegRef;
let pendingSettlementProposalId = "";
let cancelTarget: { customerId: string; dualHedge: DualHedge };
let conversionId = "";

beforeAll(async () => {
  drawdownLeg = await claimActiveLeg(ctx.api, 200);
  const quotePath = drawdownQuotePath(drawdownLeg.customerId, drawdownLeg.leg.id);
  const first = expectOk(
    await ctx.api.post(quotePath, { body: fixedBody(drawdownLeg.leg, 10), ip: CUSTOMER_IP }),
    drawdownProposalSchema,
  );
  drawdownId = expectOk(
    await ctx.api.post(drawdownAcceptPath(drawdownLeg.customerId, drawdownLeg.leg.id), {
      body: { drawdownProposalId: first.id },
      ip: CUSTOMER_IP,
    }),
    drawdownSchema,
  ).id;
  drawdownLeg = { ...drawdownLeg, leg: await getLeg(ctx.api, drawdownLeg) };
  pendingDrawdownProposalId = expectOk(
    await ctx.api.post(quotePath, { body: fixedBody(drawdownLeg.leg, 10), ip: CUSTOMER_IP }),
    drawdownProposalSchema,
  ).id;

  settlementLeg = await claimActiveLeg(ctx.api, 20);
  pendingSettlementProposalId = expectOk(
    await ctx.api.post(esQuotePath(settlementLeg.customerId, settlementLeg.leg.id)),
    earlySettlementProposalSchema,
  ).id;

  cancelTarget = await claimActiveDualHedge(ctx.api);
  conversionId = (await listAllConversions(ctx.api))[0]!.id;
});

const endpoints: Endpoint[] = [
  { name: "list customers", method: "GET", path: () => customersPath, schema: customerListSchema, mutating: false },
  {
    name: "get customer",
    method: "GET",
    path: () => customerPath(drawdownLeg.customerId),
    schema: customerSchema,
    mutating: false,
  },
  {
    name: "list dual hedges",
    method: "GET",
    path: () => dualHedgesPath(drawdownLeg.customerId),
    schema: dualHedgeListSchema,
    mutating: false,
  },
  {
    name: "get dual hedge",
    method: "GET",
    path: () => dualHedgePath(drawdownLeg.customerId, drawdownLeg.dualHedge.id),
    schema: dualHedgeSchema,
    mutating: false,
  },
  {
    name: "cancel dual hedge",
    method: "POST",
    path: () => cancelPath(cancelTarget.customerId, cancelTarget.dualHedge.id),
    options: () => ({ body: { reason: "auth test" }, ip: CUSTOMER_IP }),
    mutating: true,
  },
  {
    name: "drawdown quote",
    method: "POST",
    path: () => drawdownQuotePath(drawdownLeg.customerId, drawdownLeg.leg.id),
    options: () => ({ body: fixedBody(drawdownLeg.leg, 10), ip: CUSTOMER_IP }),
    mutating: true,
  },
  {
    name: "drawdown accept",
    method: "POST",
    path: () => drawdownAcceptPath(drawdownLeg.customerId, drawdownLeg.leg.id),
    options: () => ({ body: { drawdownProposalId: pendingDrawdownProposalId }, ip: CUSTOMER_IP }),
    mutating: true,
  },
  {
    name: "get drawdown",
    method: "GET",
    path: () => drawdownPath(drawdownLeg.customerId, drawdownLeg.leg.id, drawdownId),
    schema: drawdownSchema,
    mutating: false,
  },
  {
    name: "early-settlement quote",
    method: "POST",
    path: () => esQuotePath(settlementLeg.customerId, settlementLeg.leg.id),
    mutating: true,
  },
  {
    name: "early-settlement accept",
    method: "POST",
    path: () => esAcceptPath(settlementLeg.customerId, settlementLeg.leg.id),
    options: () => ({ body: { earlySettlementProposalId: pendingSettlementProposalId } }),
    mutating: true,
  },
  {
    name: "list conversions",
    method: "GET",
    path: () => conversionsPath,
    schema: conversionListSchema,
    mutating: false,
  },
  {
    name: "get conversion",
    method: "GET",
    path: () => conversionPath(conversionId),
    schema: conversionSchema,
    mutating: false,
  },
  { name: "get spot", method: "GET", path: () => `/spots/${conversionId}`, schema: spotSchema, mutating: false },
];

const badCredentials: [string, string | null][] = [
  ["no Authorization header", null],
  ["a wrong secret", basic(PARTNER.user, "wrong-secret")],
  ["an unknown key", basic("nobody", PARTNER.pass)],
  ["the read-only key with a wrong secret", basic(READ_ONLY.user, "wrong-secret")],
  ["an empty secret", basic(PARTNER.user, "")],
  ["no colon in the credentials", `Basic ${Buffer.from(PARTNER.user).toString("base64")}`],
  ["text that is not base64", "Basic !!!not-base64!!!"],
  ["the Bearer scheme", `Bearer ${PARTNER.pass}`],
  ["the secret sent as a bare Basic value", `Basic ${PARTNER.pass}`],
];

async function expectStateUntouched() {
  expect(await getDualHedge(ctx.api, cancelTarget.customerId, cancelTarget.dualHedge.id)).toStrictEqual(
    cancelTarget.dualHedge,
  );
  expect(await getLeg(ctx.api, drawdownLeg)).toStrictEqual(drawdownLeg.leg);
  expect(await getLeg(ctx.api, settlementLeg)).toStrictEqual(settlementLeg.leg);
}

describe("401 without valid credentials", () => {
  for (const endpoint of endpoints) {
    it.each(badCredentials)(`${endpoint.name}: %s`, async (_name, authorization) => {
      const res = await ctx.api.call(endpoint.method, endpoint.path(), {
        ...endpoint.options?.(),
        auth: authorization,
      });
      expectError(res, 401);
    });
  }

  it("answers 401 before revealing whether an object exists (unknown ids without credentials)", async () => {
    const unknown = crypto.randomUUID();
    for (const path of [customerPath(unknown), dualHedgesPath(unknown), conversionPath(unknown), `/spots/${unknown}`]) {
      expectError(await ctx.api.get(path, { auth: null }), 401);
    }
    expectError(
      await ctx.api.post(drawdownQuotePath(unknown, unknown), {
        body: { toCurrencyAmount: 10 },
        ip: CUSTOMER_IP,
        auth: null,
      }),
      401,
    );
  });

  it("answers 401 with a Basic challenge (RFC 9110: a 401 carries WWW-Authenticate)", async () => {
    const res = await ctx.api.get(customersPath, { auth: null });
    expectError(res, 401);
    expect(res.headers.get("www-authenticate") ?? "").toMatch(/^Basic\b/i);
  });

  it("changed nothing", expectStateUntouched);
});

describe("403 for the read-only key on every mutating operation", () => {
  for (const endpoint of endpoints.filter((e) => e.mutating)) {
    it(endpoint.name, async () => {
      const res = await ctx.api.call(endpoint.method, endpoint.path(), { ...endpoint.options?.(), auth: READ_ONLY });
      expectError(res, 403);
    });
  }

  it("changed nothing, and the pending proposals are still acceptable with the partner key", async () => {
    await expectStateUntouched();
    expectOk(
      await ctx.api.post(drawdownAcceptPath(drawdownLeg.customerId, drawdownLeg.leg.id), {
        body: { drawdownProposalId: pendingDrawdownProposalId },
        ip: CUSTOMER_IP,
      }),
      drawdownSchema,
    );
    expectOk(
      await ctx.api.post(esAcceptPath(settlementLeg.customerId, settlementLeg.leg.id), {
        body: { earlySettlementProposalId: pendingSettlementProposalId },
      }),
      hedgeSchema,
    );
  });
});

describe("the read-only key can read", () => {
  for (const endpoint of endpoints.filter((e) => !e.mutating)) {
    it(endpoint.name, async () => {
      expectOk(await ctx.api.get(endpoint.path(), { auth: READ_ONLY }), endpoint.schema!);
    });
  }
});

describe("GET /openapi.json", () => {
  const expected: [string, string][] = [
    ["get", "/customers"],
    ["get", "/customers/{customerId}"],
    ["get", "/customers/{customerId}/dual-hedges"],
    ["get", "/customers/{customerId}/dual-hedges/{dualHedgeId}"],
    ["post", "/customers/{customerId}/dual-hedges/{dualHedgeId}/cancel"],
    ["post", "/customers/{customerId}/hedges/{hedgeId}/drawdown/quote"],
    ["post", "/customers/{customerId}/hedges/{hedgeId}/drawdown/accept"],
    ["get", "/customers/{customerId}/hedges/{hedgeId}/drawdown/{drawdownId}"],
    ["post", "/customers/{customerId}/hedges/{hedgeId}/early-settlement/quote"],
    ["post", "/customers/{customerId}/hedges/{hedgeId}/early-settlement/accept"],
    ["get", "/conversions"],
    ["get", "/conversions/{conversionId}"],
    ["get", "/spots/{spotId}"],
  ];

  it("is served without credentials and lists every operation", async () => {
    const res = await ctx.api.get("/openapi.json", { auth: null });
    expect(res.status).toBe(200);
    const doc = z
      .object({
        openapi: z.string().regex(/^3\./),
        info: z.object({ version: z.string() }),
        paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      })
      .parse(res.json);
    expect(doc.info.version, "part 9: the interface description version").toBe("1.0.0");
    // Paths may be written with the base path in front.
    const paths = new Map(
      Object.entries(doc.paths).map(([path, item]) => [path.replace(/^\/sandbox\/v1(?=\/)/, ""), item]),
    );
    const missing = expected
      .filter(([method, path]) => !paths.get(path)?.[method])
      .map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(missing).toStrictEqual([]);
  });

  it("marks GET /spots/{spotId} deprecated", async () => {
    const res = await ctx.api.get("/openapi.json", { auth: null });
    const paths = (res.json as { paths: Record<string, Record<string, { deprecated?: boolean }>> }).paths;
    const spot = Object.entries(paths).find(([path]) => path.endsWith("/spots/{spotId}"))?.[1];
    expect(spot?.get?.deprecated).toBe(true);
  });
});
