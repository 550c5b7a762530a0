import { createRoute } from "@hono/zod-openapi";
import type { SandboxApp } from "../context";
import { requireWriteAccess } from "../auth";
import { loadHedge } from "../loaders";
import { CustomerHedgeParams, EarlySettlementAcceptBody } from "../schemas/requests";
import { EarlySettlementProposalSchema, HedgeSchema } from "../schemas/resources";
import {
  acceptEarlySettlementProposal,
  createEarlySettlementProposal,
  toEarlySettlementProposal,
} from "../store/early-settlement";
import { toHedge } from "../store/rows";
import { errorResponses, jsonBody, ok } from "./shared";

const hedgePath = "/customers/{customerId}/hedges/{hedgeId}";

const quoteRoute = createRoute({
  method: "post",
  path: `${hedgePath}/early-settlement/quote`,
  tags: ["Early settlement"],
  summary: "Quote an early settlement of an Active hedge leg (no body)",
  middleware: [requireWriteAccess, loadHedge] as const,
  request: { params: CustomerHedgeParams },
  responses: {
    200: ok(EarlySettlementProposalSchema, "The early-settlement proposal"),
    ...errorResponses(401, 403, 404, 412),
  },
});

const acceptRoute = createRoute({
  method: "post",
  path: `${hedgePath}/early-settlement/accept`,
  tags: ["Early settlement"],
  summary: "Accept an early-settlement proposal",
  middleware: [requireWriteAccess, loadHedge] as const,
  request: { params: CustomerHedgeParams, body: jsonBody(EarlySettlementAcceptBody) },
  responses: {
    200: ok(HedgeSchema, "The hedge leg after the settlement (Completed)"),
    ...errorResponses(401, 403, 404, 412, 422),
  },
});

export function registerEarlySettlementRoutes(app: SandboxApp): void {
  app.openapi(quoteRoute, async (c) => {
    const { clock, config } = c.get("deps");
    const row = await createEarlySettlementProposal(c.get("db"), c.get("hedge"), clock, config.proposalTtlSeconds);
    return c.json(EarlySettlementProposalSchema.parse(toEarlySettlementProposal(row)), 200);
  });

  app.openapi(acceptRoute, async (c) => {
    const { earlySettlementProposalId } = c.req.valid("json");
    const leg = await acceptEarlySettlementProposal(
      c.get("db"),
      c.get("hedge"),
      earlySettlementProposalId.toLowerCase(),
      c.get("deps").clock,
    );
    return c.json(HedgeSchema.parse(toHedge(leg)), 200);
  });
}
