import { afterAll, beforeAll, expect } from "vitest";
import { Api } from "./http";
import { dec } from "./money";
import {
  customerListSchema,
  dualHedgeListSchema,
  dualHedgeSchema,
  conversionListSchema,
  type Conversion,
  type Customer,
  type DualHedge,
  type Hedge,
} from "./schemas";
import { startSandbox, type SandboxProcess } from "./sandbox-process";

/** Starts one sandbox for the calling test file; `ctx.api` is usable inside tests and hooks. */
export function sandboxForThisFile(env: Record<string, string> = {}) {
  let sandbox: SandboxProcess | undefined;
  let api: Api | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox(env);
    api = new Api(sandbox.baseUrl);
  }, 90_000);
  afterAll(async () => {
    await sandbox?.stop();
  }, 30_000);
  return {
    get api(): Api {
      if (!api) throw new Error("The sandbox did not start (see the beforeAll error).");
      return api;
    },
    get sandbox(): SandboxProcess {
      if (!sandbox) throw new Error("The sandbox did not start.");
      return sandbox;
    },
  };
}

export const customersPath = "/customers";
export const customerPath = (customerId: string) => `/customers/${customerId}`;
export const dualHedgesPath = (customerId: string) => `/customers/${customerId}/dual-hedges`;
export const dualHedgePath = (customerId: string, dualHedgeId: string) =>
  `/customers/${customerId}/dual-hedges/${dualHedgeId}`;
export const cancelPath = (customerId: string, dualHedgeId: string) =>
  `/customers/${customerId}/dual-hedges/${dualHedgeId}/cancel`;
export const drawdownQuotePath = (customerId: string, hedgeId: string) =>
  `/customers/${customerId}/hedges/${hedgeId}/drawdown/quote`;
export const drawdownAcceptPath = (customerId: string, hedgeId: string) =>
  `/customers/${customerId}/hedges/${hedgeId}/drawdown/accept`;
export const drawdownPath = (customerId: string, hedgeId: string, drawdownId: string) =>
  `/customers/${customerId}/hedges/${hedgeId}/drawdown/${drawdownId}`;
export const esQuotePath = (customerId: string, hedgeId: string) =>
  `/customers/${customerId}/hedges/${hedgeId}/early-settlement/quote`;
export const esAcceptPath = (customerId: string, hedgeId: string) =>
  `/customers/${customerId}/hedges/${hedgeId}/early-settlement/accept`;
export const conversionsPath = "/conversions";
export const conversionPath = (id: string) => `/conversions/${id}`;
export const spotPath = (id: string) => `/spots/${id}`;

export function unknownUuid(): string {
  return crypto.randomUUID();
}

export const MALFORMED_IDS = [
  "not-a-uuid",
  "12345",
  "bf77890b-17e2-48a1-9198-707df23eb12",
  "bf77890b-17e2-11ed-9198-707df23eb127",
];

export async function listAllCustomers(api: Api): Promise<Customer[]> {
  const all: Customer[] = [];
  for (let page = 1; ; page++) {
    const body = await api.getOk(customerListSchema, customersPath, { query: { page, per_page: 100 } });
    all.push(...body.customers);
    if (body.customers.length === 0 || all.length >= body.pagination.totalResults) return all;
  }
}

export async function listAllDualHedges(api: Api, customerId: string, query: Record<string, string> = {}) {
  const all: DualHedge[] = [];
  for (let page = 1; ; page++) {
    const body = await api.getOk(dualHedgeListSchema, dualHedgesPath(customerId), {
      query: { ...query, page, per_page: 100 },
    });
    all.push(...body.dualHedges);
    if (body.dualHedges.length === 0 || all.length >= body.pagination.totalResults) return all;
  }
}

export async function listAllConversions(api: Api): Promise<Conversion[]> {
  const all: Conversion[] = [];
  for (let page = 1; ; page++) {
    const body = await api.getOk(conversionListSchema, conversionsPath, { query: { page, per_page: 100 } });
    all.push(...body.conversions);
    if (body.conversions.length === 0 || all.length >= body.pagination.totalResults) return all;
  }
}

export async function allDualHedges(api: Api): Promise<{ customerId: string; dualHedge: DualHedge }[]> {
  const customers = await listAllCustomers(api);
  const lists = await Promise.all(customers.map((c) => listAllDualHedges(api, c.id)));
  return lists.flatMap((list, i) => list.map((dualHedge) => ({ customerId: customers[i]!.id, dualHedge })));
}

export type LegRef = { customerId: string; dualHedge: DualHedge; leg: Hedge };

export async function allLegs(api: Api): Promise<LegRef[]> {
  return (await allDualHedges(api)).flatMap(({ customerId, dualHedge }) =>
    dualHedge.hedges.map((leg) => ({ customerId, dualHedge, leg })),
  );
}

export function fixedAmount(leg: Hedge): number {
  return leg[leg.fixedSide];
}

/** Dual hedge ids taken by a mutating test; each file has its own sandbox, so only its own tests can collide. */
const claimed = new Set<string>();

export async function claimActiveLeg(api: Api, minRemaining = 100, predicate: (ref: LegRef) => boolean = () => true) {
  const legs = await allLegs(api);
  const ref = legs.find(
    (r) =>
      !claimed.has(r.dualHedge.id) &&
      r.leg.status === "Active" &&
      dec(fixedAmount(r.leg)).gte(minRemaining) &&
      predicate(r),
  );
  if (!ref) throw new Error(`No unclaimed Active leg with ${minRemaining} remaining on its fixed side`);
  claimed.add(ref.dualHedge.id);
  return ref;
}

export async function claimActiveDualHedge(api: Api) {
  const all = await allDualHedges(api);
  const ref = all.find(
    (r) => !claimed.has(r.dualHedge.id) && r.dualHedge.hedges.every((leg) => leg.status === "Active"),
  );
  if (!ref) throw new Error("No unclaimed dual hedge with both legs Active");
  claimed.add(ref.dualHedge.id);
  return ref;
}

export async function findLegWithStatus(
  api: Api,
  status: string,
  prefer: (ref: LegRef) => boolean = () => true,
): Promise<LegRef> {
  const candidates = (await allLegs(api)).filter((r) => r.leg.status === status);
  const ref = candidates.find(prefer) ?? candidates[0];
  if (!ref) throw new Error(`No seeded leg is ${status}`);
  return ref;
}

export async function otherCustomer(api: Api, ...not: string[]): Promise<Customer> {
  const customer = (await listAllCustomers(api)).find((c) => !not.includes(c.id));
  if (!customer) throw new Error("Need a second customer");
  return customer;
}

export async function getDualHedge(api: Api, customerId: string, dualHedgeId: string): Promise<DualHedge> {
  return api.getOk(dualHedgeSchema, dualHedgePath(customerId, dualHedgeId));
}

export async function getLeg(api: Api, ref: LegRef): Promise<Hedge> {
  const dualHedge = await getDualHedge(api, ref.customerId, ref.dualHedge.id);
  const leg = dualHedge.hedges.find((h) => h.id === ref.leg.id);
  expect(leg, `leg ${ref.leg.id} in dual hedge ${ref.dualHedge.id}`).toBeDefined();
  return leg!;
}

export function utcDate(ms = Date.now()): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function nextBusinessDay(isoDate: string): string {
  let next = addDays(isoDate, 1);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}

/** The UTC dates a request made between `startMs` and now may have seen (two around midnight). */
export function datesSince(startMs: number): string[] {
  return [...new Set([utcDate(startMs), utcDate()])];
}

export const nowSeconds = () => Date.now() / 1000;

export function omit<T extends object, K extends keyof T>(object: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...object };
  for (const key of keys) delete copy[key];
  return copy;
}
