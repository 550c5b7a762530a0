import { createRoute } from "@hono/zod-openapi";
import type { SandboxApp } from "../context";
import { requireCustomerIp, requireWriteAccess } from "../auth";
import { loadCustomer, loadDualHedge } from "../loaders";
import { QUERY } from "../schemas/common";
import {
  CancelDualHedgeBody,
  CustomerDualHedgeParams,
  CustomerIpHeaders,
  CustomerParams,
  DualHedgeListQuery,
} from "../schemas/requests";
import {
  CancelDualHedgeResponseSchema,
  type DualHedgeList,
  DualHedgeListSchema,
  DualHedgeSchema,
} from "../schemas/resources";
import { cancelDualHedge, listDualHedges } from "../store/dual-hedge-store";
import { toDualHedge } from "../store/rows";
import { errorResponses, jsonBody, ok, okJsonText } from "./shared";

const listRoute = createRoute({
  method: "get",
  path: "/customers/{customerId}/dual-hedges",
  tags: ["Dual hedges"],
  summary: "List a customer's dual hedges with both legs",
  middleware: [loadCustomer] as const,
  request: { params: CustomerParams, query: DualHedgeListQuery },
  responses: { 200: ok(DualHedgeListSchema, "A page of dual hedges, newest first"), ...errorResponses(401, 404, 422) },
});

const getRoute = createRoute({
  method: "get",
  path: "/customers/{customerId}/dual-hedges/{dualHedgeId}",
  tags: ["Dual hedges"],
  summary: "Get a dual hedge with both legs",
  middleware: [loadDualHedge] as const,
  request: { params: CustomerDualHedgeParams },
  responses: { 200: ok(DualHedgeSchema, "The dual hedge"), ...errorResponses(401, 404) },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/customers/{customerId}/dual-hedges/{dualHedgeId}/cancel",
  tags: ["Dual hedges"],
  summary: "Cancel a dual hedge and both its legs",
  middleware: [requireWriteAccess, requireCustomerIp, loadDualHedge] as const,
  request: {
    params: CustomerDualHedgeParams,
    headers: CustomerIpHeaders,
    body: jsonBody(CancelDualHedgeBody, "Why the dual hedge is cancelled (required, 1..500 characters)"),
  },
  responses: {
    200: ok(CancelDualHedgeResponseSchema, "Both legs are Cancelled"),
    ...errorResponses(401, 403, 404, 412, 422, 451),
  },
});

export function registerDualHedgeRoutes(app: SandboxApp): void {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const page = query[QUERY.page];
    const perPage = query[QUERY.perPage];
    const { dualHedgesJson, total } = await listDualHedges(c.get("db"), c.get("customer").id, {
      page,
      perPage,
      createdAt: query[QUERY.createdAt],
      updatedAt: query[QUERY.updatedAt],
    });
    const pagination = JSON.stringify({ page, perPage, totalResults: total });
    const body = `{"dualHedges":${dualHedgesJson},"pagination":${pagination}}`;
    // The database wrote the body (dual-hedge-json.ts, held to the schema by its test); parsing it again is too slow for production.
    if (process.env.NODE_ENV !== "production") DualHedgeListSchema.parse(JSON.parse(body));
    return okJsonText<DualHedgeList>(c, body);
  });

  app.openapi(getRoute, (c) => {
    const { dual, legs } = c.get("dualHedge");
    return c.json(DualHedgeSchema.parse(toDualHedge(dual, legs)), 200);
  });

  app.openapi(cancelRoute, async (c) => {
    c.req.valid("json"); // the reason is required and checked; the sandbox does not keep it
    const { clock } = c.get("deps");
    const result = await cancelDualHedge(c.get("db"), c.get("dualHedge"), clock.today());
    return c.json(CancelDualHedgeResponseSchema.parse(result), 200);
  });
}
