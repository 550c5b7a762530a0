import { createRoute } from "@hono/zod-openapi";
import type { SandboxApp } from "../context";
import { requireCustomerIp, requireWriteAccess } from "../auth";
import { invalid, notFound, wrongState } from "../errors";
import { loadHedge } from "../loaders";
import { priceDrawdown } from "../logic/drawdown";
import {
  CustomerHedgeParams,
  CustomerIpHeaders,
  DrawdownAcceptBody,
  DrawdownParams,
  DrawdownQuoteBody,
} from "../schemas/requests";
import { DrawdownProposalSchema, DrawdownSchema } from "../schemas/resources";
import {
  acceptDrawdownProposal,
  createDrawdownProposal,
  findDrawdown,
  toDrawdown,
  toDrawdownProposal,
} from "../store/drawdowns";
import { errorResponses, jsonBody, ok } from "./shared";

const hedgePath = "/customers/{customerId}/hedges/{hedgeId}";

const quoteRoute = createRoute({
  method: "post",
  path: `${hedgePath}/drawdown/quote`,
  tags: ["Drawdowns"],
  summary: "Quote a drawdown of part of a flexible hedge",
  middleware: [requireWriteAccess, requireCustomerIp, loadHedge] as const,
  request: {
    params: CustomerHedgeParams,
    headers: CustomerIpHeaders,
    body: jsonBody(DrawdownQuoteBody, "Exactly one amount, on the hedge's fixed side; no endAt"),
  },
  responses: {
    200: ok(DrawdownProposalSchema, "The drawdown proposal"),
    ...errorResponses(401, 403, 404, 412, 422, 451),
  },
});

const acceptRoute = createRoute({
  method: "post",
  path: `${hedgePath}/drawdown/accept`,
  tags: ["Drawdowns"],
  summary: "Accept a drawdown proposal",
  middleware: [requireWriteAccess, requireCustomerIp, loadHedge] as const,
  request: { params: CustomerHedgeParams, headers: CustomerIpHeaders, body: jsonBody(DrawdownAcceptBody) },
  responses: {
    200: ok(DrawdownSchema, "The confirmed drawdown"),
    ...errorResponses(401, 403, 404, 412, 422, 451),
  },
});

const getRoute = createRoute({
  method: "get",
  path: `${hedgePath}/drawdown/{drawdownId}`,
  tags: ["Drawdowns"],
  summary: "Get a drawdown",
  middleware: [loadHedge] as const,
  request: { params: DrawdownParams },
  responses: { 200: ok(DrawdownSchema, "The drawdown"), ...errorResponses(401, 404) },
});

export function registerDrawdownRoutes(app: SandboxApp): void {
  app.openapi(quoteRoute, async (c) => {
    const body = c.req.valid("json");
    const hedge = c.get("hedge");
    const { clock, config } = c.get("deps");
    // The state decides before the amount rules: a Completed leg is a 412, not "exceeds 0".
    if (hedge.status !== "Active") throw wrongState(hedge.status);
    const priced = priceDrawdown(hedge, body, clock.today());
    if (!priced.ok) throw invalid(`${priced.rule}: ${priced.message}`);
    const proposal = await createDrawdownProposal(c.get("db"), hedge, priced.values, clock, config.proposalTtlSeconds);
    return c.json(DrawdownProposalSchema.parse(toDrawdownProposal(proposal)), 200);
  });

  app.openapi(acceptRoute, async (c) => {
    const { drawdownProposalId } = c.req.valid("json");
    const { clock } = c.get("deps");
    const drawdown = await acceptDrawdownProposal(c.get("db"), c.get("hedge"), drawdownProposalId.toLowerCase(), clock);
    return c.json(DrawdownSchema.parse(toDrawdown(drawdown, clock.today())), 200);
  });

  app.openapi(getRoute, async (c) => {
    const { drawdownId } = c.req.valid("param");
    const row = await findDrawdown(c.get("db"), c.get("hedge").id, drawdownId.toLowerCase());
    if (!row) throw notFound("Drawdown", drawdownId);
    return c.json(DrawdownSchema.parse(toDrawdown(row, c.get("deps").clock.today())), 200);
  });
}
