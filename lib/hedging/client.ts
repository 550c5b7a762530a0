import "server-only";
import { PATH, queryString } from "./paths";
import {
  cancelDualHedgeResultSchema,
  conversionPageSchema,
  conversionSchema,
  customerPageSchema,
  customerSchema,
  drawdownProposalSchema,
  drawdownSchema,
  dualHedgePageSchema,
  dualHedgeSchema,
  earlySettlementProposalSchema,
  hedgeSchema,
} from "./schemas";
import type { DrawdownAmount, HedgingClient, HedgingClientOptions } from "./client-api";
import { call, type TransportConfig } from "./transport";

export function createHedgingClient(options: HedgingClientOptions): HedgingClient {
  const config = transportConfig(options);
  // Each operation is async so that a bad argument rejects like any other failure, never throws synchronously.
  return {
    listCustomers: async ({ requestId, page, perPage, externalCustomerId } = {}) =>
      call(config, {
        method: "GET",
        path: PATH.customers() + queryString({ page, perPage, externalCustomerId }),
        requestId,
        schema: customerPageSchema,
      }),
    getCustomer: async ({ requestId, customerId }) =>
      call(config, { method: "GET", path: PATH.customer(customerId), requestId, schema: customerSchema }),
    listDualHedges: async ({ requestId, customerId, page, perPage, createdOn, updatedOn }) =>
      call(config, {
        method: "GET",
        path: PATH.dualHedges(customerId) + queryString({ page, perPage, createdOn, updatedOn }),
        requestId,
        schema: dualHedgePageSchema,
      }),
    getDualHedge: async ({ requestId, customerId, dualHedgeId }) =>
      call(config, { method: "GET", path: PATH.dualHedge(customerId, dualHedgeId), requestId, schema: dualHedgeSchema }),
    cancelDualHedge: async ({ requestId, customerId, dualHedgeId, reason, customerIp }) =>
      call(config, {
        method: "POST",
        path: PATH.cancelDualHedge(customerId, dualHedgeId),
        body: { reason },
        customerIp,
        requestId,
        schema: cancelDualHedgeResultSchema,
        doneOn2xx: true,
      }),
    quoteDrawdown: async ({ requestId, customerId, hedgeId, amount, customerIp }) =>
      call(config, {
        method: "POST",
        path: PATH.drawdownQuote(customerId, hedgeId),
        body: drawdownBody(amount),
        customerIp,
        requestId,
        schema: drawdownProposalSchema,
      }),
    acceptDrawdown: async ({ requestId, customerId, hedgeId, drawdownProposalId, customerIp }) =>
      call(config, {
        method: "POST",
        path: PATH.drawdownAccept(customerId, hedgeId),
        body: { drawdownProposalId },
        customerIp,
        requestId,
        schema: drawdownSchema,
        doneOn2xx: true,
      }),
    getDrawdown: async ({ requestId, customerId, hedgeId, drawdownId }) =>
      call(config, { method: "GET", path: PATH.drawdown(customerId, hedgeId, drawdownId), requestId, schema: drawdownSchema }),
    quoteEarlySettlement: async ({ requestId, customerId, hedgeId }) =>
      call(config, {
        method: "POST",
        path: PATH.earlySettlementQuote(customerId, hedgeId),
        requestId,
        schema: earlySettlementProposalSchema,
      }),
    acceptEarlySettlement: async ({ requestId, customerId, hedgeId, earlySettlementProposalId }) =>
      call(config, {
        method: "POST",
        path: PATH.earlySettlementAccept(customerId, hedgeId),
        body: { earlySettlementProposalId },
        requestId,
        schema: hedgeSchema,
        doneOn2xx: true,
      }),
    listConversions: async ({ requestId, page, perPage } = {}) =>
      call(config, {
        method: "GET",
        path: PATH.conversions() + queryString({ page, perPage }),
        requestId,
        schema: conversionPageSchema,
      }),
    getConversion: async ({ requestId, conversionId }) =>
      call(config, { method: "GET", path: PATH.conversion(conversionId), requestId, schema: conversionSchema }),
    getSpot: async ({ requestId, spotId }) =>
      call(config, { method: "GET", path: PATH.spot(spotId), requestId, schema: conversionSchema }),
  };
}

function transportConfig(options: HedgingClientOptions): TransportConfig {
  const base = new URL(options.baseUrl); // throws on a malformed URL, before any call
  if (base.protocol !== "http:" && base.protocol !== "https:") throw new TypeError("hedging: baseUrl must be http(s)");
  if (base.username || base.password) throw new TypeError("hedging: credentials belong in clientId/clientSecret, not the URL");
  if (!options.clientId || !options.clientSecret) throw new TypeError("hedging: clientId and clientSecret are required");
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`, "utf8").toString("base64")}`,
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelaysMs: options.retryDelaysMs ?? [200, 600],
    logger: options.logger,
    fetch: options.fetch ?? globalThis.fetch,
  };
}

/** Strict in what we send: exactly one of the two amount fields, and a real number. */
function drawdownBody(amount: DrawdownAmount): Record<string, number> {
  if (amount.side !== "fromCurrencyAmount" && amount.side !== "toCurrencyAmount") {
    throw new TypeError("hedging: drawdown amount side must be fromCurrencyAmount or toCurrencyAmount");
  }
  if (!Number.isFinite(amount.value)) throw new TypeError("hedging: drawdown amount must be a finite number");
  return { [amount.side]: amount.value };
}
