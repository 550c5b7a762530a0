import type { APIRequestContext } from "@playwright/test";
import { sandboxAuth } from "./sandbox-auth";

// The demo data is seeded relative to today, so ids and values are read at test time, never hard-coded.
const auth = sandboxAuth;

export interface SandboxCustomer {
  id: string;
  companyName: string;
  companyCountry: string;
  externalCustomerId: string;
  status: string;
}

export interface SandboxLeg {
  id: string;
  status: string;
  fromCurrency: string;
  toCurrency: string;
  fixedSide: "fromCurrencyAmount" | "toCurrencyAmount";
  fromCurrencyAmount: number;
  toCurrencyAmount: number;
  endAt: string;
  settlementAt: string;
  updatedAt: string;
}

export interface SandboxDualHedge {
  id: string;
  issuedAt: string;
  customerId: string;
  functionalCurrency: string;
  fromCurrency: string;
  toCurrency: string;
  rate: number;
  hedges: SandboxLeg[];
}

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/sandbox/v1${path}`, { headers: auth });
  if (!response.ok()) throw new Error(`sandbox ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function listCustomers(request: APIRequestContext): Promise<{ items: SandboxCustomer[]; total: number }> {
  const body = await get<{ customers: SandboxCustomer[]; pagination: { totalResults: number } }>(
    request,
    "/customers?per_page=100",
  );
  return { items: body.customers, total: body.pagination.totalResults };
}

/** Every dual hedge of a customer matching the filters (sandbox names: created_at, updated_at). */
export async function listDualHedges(
  request: APIRequestContext,
  customerId: string,
  filters: { created_at?: string; updated_at?: string } = {},
): Promise<{ items: SandboxDualHedge[]; total: number }> {
  const query = new URLSearchParams({ per_page: "100", ...filters });
  const body = await get<{ dualHedges: SandboxDualHedge[]; pagination: { totalResults: number } }>(
    request,
    `/customers/${customerId}/dual-hedges?${query}`,
  );
  return { items: body.dualHedges, total: body.pagination.totalResults };
}

export async function getDualHedge(
  request: APIRequestContext,
  customerId: string,
  dualHedgeId: string,
): Promise<SandboxDualHedge> {
  return get<SandboxDualHedge>(request, `/customers/${customerId}/dual-hedges/${dualHedgeId}`);
}

/** The Approved customer with the most dual hedges (ties: the first listed), with its list. */
export async function busiestCustomer(request: APIRequestContext) {
  const { items } = await listCustomers(request);
  let best: { customer: SandboxCustomer; dualHedges: SandboxDualHedge[] } | undefined;
  for (const customer of items.filter((c) => c.status === "Approved")) {
    const { items: dualHedges } = await listDualHedges(request, customer.id);
    if (!best || dualHedges.length > best.dualHedges.length) best = { customer, dualHedges };
  }
  if (!best) throw new Error("no Approved customer in the sandbox");
  return best;
}

export const bothLegsActive = (dual: SandboxDualHedge) =>
  dual.hedges.length === 2 && dual.hedges.every((leg) => leg.status === "Active");

export function mostCommon(values: string[]): { value: string; count: number } {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = { value: values[0] ?? "", count: 0 };
  for (const [value, count] of counts) if (count > best.count) best = { value, count };
  return best;
}
