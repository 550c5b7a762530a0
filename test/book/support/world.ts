import { startServer, type Answer, type Received } from "@/lib/hedging/testing/server";
import { createHedgingClient } from "@/lib/hedging";
import { logger } from "@/lib/log/logger";

/**
 * A stand-in in front of the real sandbox: every request is forwarded and answered as the sandbox answers,
 * unless `fault` says otherwise for it (a 429, a 500, a malformed page, a dropped connection).
 */
export async function startFaultyProxy(sandboxBaseUrl: string) {
  let fault: (request: Received) => Answer | undefined = () => undefined;
  const server = await startServer(async (request) => {
    const planned = fault(request);
    if (planned) return planned;
    const answer = await fetch(sandboxBaseUrl + request.path.slice("/v1".length) + request.search, {
      method: request.method,
      headers: { authorization: String(request.headers.authorization ?? "") },
    });
    return { status: answer.status, text: await answer.text(), contentType: "application/json" };
  });
  const client = createHedgingClient({
    baseUrl: server.baseUrl,
    clientId: "sandbox-partner",
    clientSecret: "sandbox-secret",
    retryDelaysMs: [], // as backgroundHedging(): the sync paces and retries itself
    timeoutMs: 5_000,
    logger,
  });
  return {
    client,
    received: server.received,
    setFault: (next: (request: Received) => Answer | undefined) => (fault = next),
    clearFault: () => (fault = () => undefined),
    close: () => server.close(),
  };
}

export const isCustomersList = (request: Received) => /^\/v1\/customers\/?$/.test(request.path);
export const isConversionsList = (request: Received) => /^\/v1\/conversions\/?$/.test(request.path);
export const dualHedgesListOf = (customerId: string) => (request: Received) =>
  request.path === `/v1/customers/${customerId}/dual-hedges`;
