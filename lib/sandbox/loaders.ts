import { createMiddleware } from "hono/factory";
import type { SandboxEnv } from "./context";
import { notFound } from "./errors";
import { UUID_PATTERN } from "./schemas/common";
import { findCustomer } from "./store/customers";
import { findDualHedge } from "./store/dual-hedge-store";
import { findHedge } from "./store/hedges";

/** Path resources resolve before the body is validated, so an unknown id is a 404 whatever the body; a (dual) hedge must belong to the path's customer. */

function uuidParam(value: string | undefined, what: string): string {
  if (value === undefined || !UUID_PATTERN.test(value)) throw notFound(what, value ?? "");
  return value.toLowerCase();
}

export const loadCustomer = createMiddleware<SandboxEnv>(async (c, next) => {
  const id = uuidParam(c.req.param("customerId"), "Customer");
  const customer = await findCustomer(c.get("db"), id);
  if (!customer) throw notFound("Customer", id);
  c.set("customer", customer);
  await next();
});

export const loadHedge = createMiddleware<SandboxEnv>(async (c, next) => {
  const customerId = uuidParam(c.req.param("customerId"), "Customer");
  const hedgeId = uuidParam(c.req.param("hedgeId"), "Hedge");
  const db = c.get("db");
  const customer = await findCustomer(db, customerId);
  if (!customer) throw notFound("Customer", customerId);
  const hedge = await findHedge(db, customerId, hedgeId);
  if (!hedge) throw notFound("Hedge", hedgeId);
  c.set("customer", customer);
  c.set("hedge", hedge);
  await next();
});

export const loadDualHedge = createMiddleware<SandboxEnv>(async (c, next) => {
  const customerId = uuidParam(c.req.param("customerId"), "Customer");
  const dualHedgeId = uuidParam(c.req.param("dualHedgeId"), "Dual hedge");
  const db = c.get("db");
  const customer = await findCustomer(db, customerId);
  if (!customer) throw notFound("Customer", customerId);
  const record = await findDualHedge(db, customerId, dualHedgeId);
  if (!record) throw notFound("Dual hedge", dualHedgeId);
  c.set("customer", customer);
  c.set("dualHedge", record);
  await next();
});
