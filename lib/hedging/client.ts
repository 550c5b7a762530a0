import "server-only";
import type { Page } from "@/lib/wire";
import {
  checkList,
  customerFilters,
  dualHedgeFilters,
  listDrift,
  type Asked,
  type CheckedPage,
  type Filter,
} from "./list-check";
import { PATH, QUERY_NAME, queryString, type QueryNames } from "./paths";
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
import { ACCEPTED_ENCODINGS } from "./http-request";
import { isLoopbackUrl } from "./loopback";
import type { HedgingResult } from "./result";
import { call, DEFAULT_MAX_RESPONSE_BYTES, type CallSpec, type TransportConfig } from "./transport";

export function createHedgingClient(options: HedgingClientOptions): HedgingClient {
  const config = transportConfig(options);
  const names: QueryNames = { ...QUERY_NAME, ...options.queryNames };
  const query = (params: Parameters<typeof queryString>[0]) => queryString(params, names);
  // Each operation is async so that a bad argument rejects like any other failure, never throws synchronously.
  return {
    listCustomers: async ({ requestId, signal, keepBody, page, perPage, externalCustomerId } = {}) =>
      checkedList(
        config,
        names,
        {
          operation: "listCustomers",
          method: "GET",
          keepBody,
          path: PATH.customers() + query({ page, perPage, externalCustomerId }),
          requestId,
          signal,
          schema: customerPageSchema,
        },
        { page, perPage },
        customerFilters({ externalCustomerId }),
      ),
    getCustomer: async ({ requestId, signal, keepBody, customerId }) =>
      call(config, {
        operation: "getCustomer",
        keepBody,
        method: "GET",
        path: PATH.customer(customerId),
        requestId,
        signal,
        schema: customerSchema,
      }),
    listDualHedges: async ({ requestId, signal, keepBody, customerId, page, perPage, createdOn, updatedOn }) =>
      checkedList(
        config,
        names,
        {
          operation: "listDualHedges",
          method: "GET",
          keepBody,
          path: PATH.dualHedges(customerId) + query({ page, perPage, createdOn, updatedOn }),
          requestId,
          signal,
          schema: dualHedgePageSchema,
        },
        { page, perPage },
        dualHedgeFilters({ createdOn, updatedOn }),
      ),
    getDualHedge: async ({ requestId, signal, keepBody, customerId, dualHedgeId }) =>
      call(config, {
        operation: "getDualHedge",
        keepBody,
        method: "GET",
        path: PATH.dualHedge(customerId, dualHedgeId),
        requestId,
        signal,
        schema: dualHedgeSchema,
      }),
    cancelDualHedge: async ({ requestId, signal, customerId, dualHedgeId, reason, customerIp }) =>
      call(config, {
        operation: "cancelDualHedge",
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
        operation: "quoteDrawdown",
        method: "POST",
        path: PATH.drawdownQuote(customerId, hedgeId),
        jsonBody: drawdownBody(amount),
        customerIp,
        requestId,
        signal,
        schema: drawdownProposalSchema,
      }),
    acceptDrawdown: async ({ requestId, signal, customerId, hedgeId, drawdownProposalId, customerIp }) =>
      call(config, {
        operation: "acceptDrawdown",
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
        operation: "getDrawdown",
        method: "GET",
        path: PATH.drawdown(customerId, hedgeId, drawdownId),
        requestId,
        signal,
        schema: drawdownSchema,
      }),
    quoteEarlySettlement: async ({ requestId, signal, customerId, hedgeId }) =>
      call(config, {
        operation: "quoteEarlySettlement",
        method: "POST",
        path: PATH.earlySettlementQuote(customerId, hedgeId),
        requestId,
        signal,
        schema: earlySettlementProposalSchema,
      }),
    acceptEarlySettlement: async ({ requestId, signal, customerId, hedgeId, earlySettlementProposalId }) =>
      call(config, {
        operation: "acceptEarlySettlement",
        method: "POST",
        path: PATH.earlySettlementAccept(customerId, hedgeId),
        body: { earlySettlementProposalId },
        requestId,
        signal,
        schema: hedgeSchema,
        doneOn2xx: true,
      }),
    listConversions: async ({ requestId, signal, keepBody, page, perPage } = {}) =>
      checkedList(
        config,
        names,
        {
          operation: "listConversions",
          method: "GET",
          keepBody,
          path: PATH.conversions() + query({ page, perPage }),
          requestId,
          signal,
          schema: conversionPageSchema,
        },
        { page, perPage },
        [],
      ),
    getConversion: async ({ requestId, signal, conversionId }) =>
      call(config, {
        operation: "getConversion",
        method: "GET",
        path: PATH.conversion(conversionId),
        requestId,
        signal,
        schema: conversionSchema,
      }),
    getSpot: async ({ requestId, signal, spotId }) =>
      call(config, {
        operation: "getSpot",
        method: "GET",
        path: PATH.spot(spotId),
        requestId,
        signal,
        schema: conversionSchema,
      }),
    listCustomersLeniently: async ({ requestId, signal, page, perPage } = {}) =>
      call(config, {
        operation: "listCustomersLeniently",
        method: "GET",
        path: PATH.customers() + query({ page, perPage }),
        requestId,
        signal,
        keepBody: true,
        schema: customerLenientPageSchema,
      }),
    listDualHedgesLeniently: async ({ requestId, signal, customerId, page, perPage, updatedOn }) =>
      call(config, {
        operation: "listDualHedgesLeniently",
        method: "GET",
        path: PATH.dualHedges(customerId) + query({ page, perPage, updatedOn }),
        requestId,
        signal,
        keepBody: true,
        schema: dualHedgeLenientPageSchema,
      }),
    listConversionsLeniently: async ({ requestId, signal, page, perPage } = {}) =>
      call(config, {
        operation: "listConversionsLeniently",
        method: "GET",
        path: PATH.conversions() + query({ page, perPage }),
        requestId,
        signal,
        keepBody: true,
        schema: conversionLenientPageSchema,
      }),
  };
}

/** A list call whose answer is checked against its query; a contradiction is drift, logged with the request id. */
async function checkedList<T extends { id: string }>(
  config: TransportConfig,
  names: QueryNames,
  spec: CallSpec<Page<T>> & { doneOn2xx?: false },
  asked: Asked,
  filters: readonly Filter<T>[],
): Promise<HedgingResult<CheckedPage<T>>> {
  const result = await call(config, spec);
  const checked = checkList(result.data, asked, filters);
  const drift = listDrift(checked.check, filters, names, "$");
  if (drift.length > 0) {
    config.logger.warn(
      { requestId: result.requestId, method: spec.method, path: spec.path, drift },
      "hedging response drift",
    );
  }
  return { ...result, data: checked, drift: [...result.drift, ...drift] };
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
    headers: {
      Accept: "application/json",
      // Base64 after "Basic ": no character Node would refuse in a header.
      Authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`, "utf8").toString("base64")}`,
      // On loopback, compression only costs CPU.
      "Accept-Encoding": isLoopbackUrl(options.baseUrl) ? "identity" : ACCEPTED_ENCODINGS,
    },
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelaysMs: options.retryDelaysMs ?? [200, 600],
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    logger: options.logger,
    caller: options.caller ?? "interactive",
  };
}

const PLAIN_DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;

/** Exactly one amount field, a JSON number spelled as the checked decimal text. */
function drawdownBody(amount: DrawdownAmount): string {
  if (amount.side !== "fromCurrencyAmount" && amount.side !== "toCurrencyAmount") {
    throw new TypeError("hedging: drawdown amount side must be fromCurrencyAmount or toCurrencyAmount");
  }
  if (typeof amount.value !== "string" || !PLAIN_DECIMAL.test(amount.value)) {
    throw new TypeError("hedging: drawdown amount must be plain decimal text such as 1250.50");
  }
  return `{${JSON.stringify(amount.side)}:${amount.value}}`;
}
