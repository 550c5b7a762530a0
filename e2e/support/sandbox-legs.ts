import type { APIRequestContext } from "@playwright/test";
import { sandboxAuth } from "./sandbox-auth";

// Each test gets a leg of its own, never handed out twice; the cancel spec takes the last customers' newest dual hedges.

export { sandboxAuth } from "./sandbox-auth";

export type SandboxLeg = {
  id: string;
  customerId: string;
  status: string;
  fromCurrency: string;
  toCurrency: string;
  fromCurrencyAmount: number;
  toCurrencyAmount: number;
  fixedSide: "fromCurrencyAmount" | "toCurrencyAmount";
  quote: number;
  updatedAt: string;
  endAt: string;
};

export type LegRef = { customerId: string; dualHedgeId: string; hedgeId: string; leg: SandboxLeg };

export const fixedCurrency = (leg: SandboxLeg) =>
  leg.fixedSide === "fromCurrencyAmount" ? leg.fromCurrency : leg.toCurrency;
export const fixedRemaining = (leg: SandboxLeg) => leg[leg.fixedSide];
export const minorUnits = (currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;

const taken = new Set<string>();

async function sandboxJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/sandbox/v1${path}`, { headers: sandboxAuth });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export function legUrl(ref: Omit<LegRef, "leg">): string {
  return `/customers/${ref.customerId}/dual-hedges/${ref.dualHedgeId}/hedges/${ref.hedgeId}`;
}

export const dualHedgeUrl = (ref: Omit<LegRef, "leg" | "hedgeId">) =>
  `/customers/${ref.customerId}/dual-hedges/${ref.dualHedgeId}`;

/** Every leg of the sandbox's approved customers (first page of each), newest dual hedges first. */
async function sandboxLegs(request: APIRequestContext): Promise<LegRef[]> {
  const { customers } = await sandboxJson<{ customers: { id: string; status: string }[] }>(
    request,
    "/customers?per_page=100",
  );
  const candidates: LegRef[] = [];
  for (const customer of customers.filter((c) => c.status === "Approved")) {
    const { dualHedges } = await sandboxJson<{ dualHedges: { id: string; hedges: SandboxLeg[] }[] }>(
      request,
      `/customers/${customer.id}/dual-hedges?per_page=100`,
    );
    for (const dual of [...dualHedges].reverse()) {
      for (const leg of dual.hedges) {
        candidates.push({ customerId: customer.id, dualHedgeId: dual.id, hedgeId: leg.id, leg });
      }
    }
  }
  return candidates;
}

/** A real leg for building addresses only (a spec that changes nothing): the demo data's fresh legs are left to specs that act. */
export async function anyLeg(request: APIRequestContext): Promise<LegRef> {
  const [first] = await sandboxLegs(request);
  if (!first) throw new Error("The sandbox's demo data has no leg");
  return first;
}

/** A fresh Active leg with a 2-decimal fixed-side currency and at least `minRemaining` on it. */
export async function takeLeg(
  request: APIRequestContext,
  { minRemaining = 1000 }: { minRemaining?: number } = {},
): Promise<LegRef> {
  const today = new Date().toISOString().slice(0, 10);
  const candidates = await sandboxLegs(request);
  const fresh = candidates.find(
    ({ leg, dualHedgeId }) =>
      leg.status === "Active" &&
      leg.updatedAt !== today &&
      !taken.has(leg.id) &&
      !taken.has(dualHedgeId) &&
      minorUnits(fixedCurrency(leg)) === 2 &&
      fixedRemaining(leg) >= minRemaining,
  );
  if (!fresh) throw new Error("No untouched Active leg left in the sandbox's demo data");
  taken.add(fresh.leg.id);
  taken.add(fresh.dualHedgeId);
  return fresh;
}

/** Draws a leg down straight through the sandbox API (quote + accept), e.g. to leave an exact remainder; the drawdown's id. */
export async function drawThroughSandbox(request: APIRequestContext, ref: LegRef, amount: string): Promise<string> {
  const headers = { ...sandboxAuth, "X-Customer-IP": "203.0.113.7" };
  const base = `/sandbox/v1/customers/${ref.customerId}/hedges/${ref.hedgeId}/drawdown`;
  const quote = await request.post(`${base}/quote`, { headers, data: { [ref.leg.fixedSide]: Number(amount) } });
  if (!quote.ok()) throw new Error(`quote ${amount}: ${quote.status()} ${await quote.text()}`);
  const { id } = (await quote.json()) as { id: string };
  const accept = await request.post(`${base}/accept`, { headers, data: { drawdownProposalId: id } });
  if (!accept.ok()) throw new Error(`accept: ${accept.status()} ${await accept.text()}`);
  return ((await accept.json()) as { id: string }).id;
}

export async function currentLeg(request: APIRequestContext, ref: Omit<LegRef, "leg">): Promise<SandboxLeg> {
  const dual = await sandboxJson<{ hedges: SandboxLeg[] }>(
    request,
    `/customers/${ref.customerId}/dual-hedges/${ref.dualHedgeId}`,
  );
  const leg = dual.hedges.find((hedge) => hedge.id === ref.hedgeId);
  if (!leg) throw new Error(`leg ${ref.hedgeId} is gone`);
  return leg;
}
