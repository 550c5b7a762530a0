import "server-only";

/** Every upstream name (paths, query names, headers) in one place: a different spelling in production is a one-line fix. */

export const HEADER = {
  requestId: "X-Request-Id",
  customerIp: "X-Customer-IP",
} as const;

/** The interface does not name the list query parameters (docs/interface.md, "List queries"); a deployment may rename each (lib/hedging/env.ts). */
export const QUERY_NAME = {
  page: "page",
  perPage: "per_page",
  createdOn: "created_at",
  updatedOn: "updated_at",
  externalCustomerId: "external_customer_id",
} as const;

export type QueryNames = Record<keyof typeof QUERY_NAME, string>;

export type QueryParams = Partial<Record<keyof typeof QUERY_NAME, string | number | undefined>>;

export function queryString(params: QueryParams, names: QueryNames = QUERY_NAME): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [keyof typeof QUERY_NAME, QueryParams[keyof QueryParams]][]) {
    if (value !== undefined) search.set(names[name], String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Ids need not be v4 UUIDs (production has others), but must not be empty. */
function segment(id: string): string {
  if (typeof id !== "string" || id.length === 0) throw new TypeError("hedging: a path id must be a non-empty string");
  return encodeURIComponent(id);
}

const customer = (customerId: string) => `/customers/${segment(customerId)}`;
const hedge = (customerId: string, hedgeId: string) => `${customer(customerId)}/hedges/${segment(hedgeId)}`;
const dualHedge = (customerId: string, dualHedgeId: string) =>
  `${customer(customerId)}/dual-hedges/${segment(dualHedgeId)}`;

export const PATH = {
  customers: () => "/customers",
  customer,
  dualHedges: (customerId: string) => `${customer(customerId)}/dual-hedges`,
  dualHedge,
  cancelDualHedge: (customerId: string, dualHedgeId: string) => `${dualHedge(customerId, dualHedgeId)}/cancel`,
  drawdownQuote: (customerId: string, hedgeId: string) => `${hedge(customerId, hedgeId)}/drawdown/quote`,
  drawdownAccept: (customerId: string, hedgeId: string) => `${hedge(customerId, hedgeId)}/drawdown/accept`,
  drawdown: (customerId: string, hedgeId: string, drawdownId: string) =>
    `${hedge(customerId, hedgeId)}/drawdown/${segment(drawdownId)}`,
  earlySettlementQuote: (customerId: string, hedgeId: string) => `${hedge(customerId, hedgeId)}/early-settlement/quote`,
  earlySettlementAccept: (customerId: string, hedgeId: string) =>
    `${hedge(customerId, hedgeId)}/early-settlement/accept`,
  conversions: () => "/conversions",
  conversion: (conversionId: string) => `/conversions/${segment(conversionId)}`,
  spot: (spotId: string) => `/spots/${segment(spotId)}`,
} as const;
