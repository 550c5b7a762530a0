import "server-only";
import { PATH, queryString } from "./paths";
import {
  cancelDualHedgeResultSchema,
  conversionLenientPageSchema,
  conversionPageSchema,
  conversionSchema,
  customerLenientPageSchema,
  customerPageSchema,
  customerSchema,
  drawdownProposalSchema,
  drawdownSchema,
  dualHedgeLenientPageSchema,
  dualHedgePageSchema,
  dualHedgeSchema,
  earlySettlementProposalSchema,
  hedgeSchema,
} from "@/lib/wire";
import type { DrawdownAmount, HedgingClient, HedgingClientOptions } from "./client-api";
import { call, DEFAULT_MAX_RESPONSE_BYTES, type TransportConfig } from "./transport";

export function createHedgingClient(options: HedgingClientOptions): HedgingClient {
  const config = transportConfig(options);
  // Each operation is async so that a bad argument rejects like any other failure, never throws synchronously.
  return {
    listCustomers: async ({ requestId, signal, keepBody, page, perPage, externalCustomerId } = {}) =>
      call(config, {
        keepBody,
        method: "GET",
        path: PATH.customers() + queryString({ page, perPage, externalCustomerId }),
        requestId,
        signal,
        schema: customerPageSchema,
      }),
    getCustomer: async ({ requestId, signal, keepBody, customerId }) =>
      call(config, {
        method: "GET",
        path: PATH.customer(customerId),
        requestId,
        signal,
        keepBody,
        schema: customerSchema,
      }),
    listDualHedges: async ({ requestId, signal, keepBody, customerId, page, perPage, createdOn, updatedOn }) =>
      call(config, {
        keepBody,
        method: "GET",
        path: PATH.dualHedges(customerId) + queryString({ page, perPage, createdOn, updatedOn }),
        requestId,
        signal,
        schema: dualHedgePageSchema,
      }),
    getDualHedge: async ({ requestId, signal, keepBody, customerId, dualHedgeId }) =>
      call(config, {
        keepBody,
        method: "GET",
        path: PATH.dualHedge(customerId, dualHedgeId),
        requestId,
        signal,
        schema: dualHedgeSchema,
      }),
    cancelDualHedge: async ({ requestId, signal, customerId, dualHedgeId, reason, customerIp }) =>
      call(config, {
        method: "POST",
        path: PATH.cancelDualHedge(customerId, dualHedgeId),
        body: { reason },
        customerIp,
        requestId,
        signal,
        schema: cancelDualHedgeResultSchema,
        doneOn2xx: true,
      }),
    quoteDrawdown: async ({ requestId, signal, customerId, hedgeId, amount, customerIp }) =>
      call(config, {
        method: "POST",
        path: PATH.drawdownQuote(customerId, hedgeId),
        body: drawdownBody(amount),
        customerIp,
        requestId,
        signal,
        schema: drawdownProposalSchema,
      }),
    acceptDrawdown: async ({ requestId, signal, customerId, hedgeId, drawdownProposalId, customerIp }) =>
      call(config, {
        method: "POST",
        path: PATH.drawdownAccept(customerId, hedgeId),
        body: { drawdownProposalId },
        customerIp,
        requestId,
        signal,
        schema: drawdownSchema,
        doneOn2xx: true,
      }),
    getDrawdown: async ({ requestId, signal, customerId, hedgeId, drawdownId }) =>
      call(config, {
        method: "GET",
        path: PATH.drawdown(customerId, hedgeId, drawdownId),
        requestId,
        signal,
        schema: drawdownSchema,
      }),
    quoteEarlySettlement: async ({ requestId, signal, customerId, hedgeId }) =>
      call(config, {
        method: "POST",
        path: PATH.earlySettlementQuote(customerId, hedgeId),
        requestId,
        signal,
        schema: earlySettlementProposalSchema,
      }),
    acceptEarlySettlement: async ({ requestId, signal, customerId, hedgeId, earlySettlementProposalId }) =>
      call(config, {
        method: "POST",
        path: PATH.earlySettlementAccept(customerId, hedgeId),
        body: { earlySettlementProposalId },
        requestId,
        signal,
        schema: hedgeSchema,
        doneOn2xx: true,
      }),
    listConversions: async ({ requestId, signal, keepBody, page, perPage } = {}) =>
      call(config, {
        keepBody,
        method: "GET",
        path: PATH.conversions() + queryString({ page, perPage }),
        requestId,
        signal,
        schema: conversionPageSchema,
      }),
    getConversion: async ({ requestId, signal, conversionId }) =>
      call(config, { method: "GET", path: PATH.conversion(conversionId), requestId, signal, schema: conversionSchema }),
    getSpot: async ({ requestId, signal, spotId }) =>
      call(config, { method: "GET", path: PATH.spot(spotId), requestId, signal, schema: conversionSchema }),
    listCustomersLeniently: async ({ requestId, signal, page, perPage } = {}) =>
      call(config, {
        method: "GET",
        path: PATH.customers() + queryString({ page, perPage }),
        requestId,
        signal,
        keepBody: true,
        schema: customerLenientPageSchema,
      }),
    listDualHedgesLeniently: async ({ requestId, signal, customerId, page, perPage }) =>
      call(config, {
        method: "GET",
        path: PATH.dualHedges(customerId) + queryString({ page, perPage }),
        requestId,
        signal,
        keepBody: true,
        schema: dualHedgeLenientPageSchema,
      }),
    listConversionsLeniently: async ({ requestId, signal, page, perPage } = {}) =>
      call(config, {
        method: "GET",
        path: PATH.conversions() + queryString({ page, perPage }),
        requestId,
        signal,
        keepBody: true,
        schema: conversionLenientPageSchema,
      }),
  };
}

function transportConfig(options: HedgingClientOptions): TransportConfig {
  const base = new URL(options.baseUrl); // throws on a malformed URL, before any call
  if (base.protocol !== "http:" && base.protocol !== "https:") throw new TypeError("hedging: baseUrl must be http(s)");
  if (base.username || base.password)
    throw new TypeError("hedging: credentials belong in clientId/clientSecret, not the URL");
  if (!options.clientId || !options.clientSecret)
    throw new TypeError("hedging: clientId and clientSecret are required");
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`, "utf8").toString("base64")}`,
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelaysMs: options.retryDelaysMs ?? [200, 600],
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    logger: options.logger,
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
