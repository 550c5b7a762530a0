import { createRoute } from "@hono/zod-openapi";
import type { SandboxApp } from "../context";
import { loadCustomer } from "../loaders";
import { QUERY } from "../schemas/common";
import { CustomerParams, CustomerListQuery } from "../schemas/requests";
import { CustomerListSchema, CustomerSchema } from "../schemas/resources";
import { listCustomers } from "../store/customers";
import { toCustomer } from "../store/rows";
import { errorResponses, ok } from "./shared";

const listRoute = createRoute({
  method: "get",
  path: "/customers",
  tags: ["Customers"],
  summary: "List customers",
  request: { query: CustomerListQuery },
  responses: { 200: ok(CustomerListSchema, "A page of customers, newest first"), ...errorResponses(401, 422) },
});

const getRoute = createRoute({
  method: "get",
  path: "/customers/{customerId}",
  tags: ["Customers"],
  summary: "Get a customer",
  middleware: [loadCustomer] as const,
  request: { params: CustomerParams },
  responses: { 200: ok(CustomerSchema, "The customer"), ...errorResponses(401, 404) },
});

export function registerCustomerRoutes(app: SandboxApp): void {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const page = query[QUERY.page];
    const perPage = query[QUERY.perPage];
    const { rows, total } = await listCustomers(c.get("db"), {
      page,
      perPage,
      externalCustomerId: query[QUERY.externalCustomerId],
    });
    const body = { customers: rows.map(toCustomer), pagination: { page, perPage, totalResults: total } };
    return c.json(CustomerListSchema.parse(body), 200);
  });

  app.openapi(getRoute, (c) => c.json(CustomerSchema.parse(toCustomer(c.get("customer"))), 200));
}
