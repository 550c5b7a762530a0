import "server-only";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HedgingError, isHedgingError } from "./errors";
import * as body from "./testing/bodies";
import { CLIENT_SECRET, testClient } from "./testing/client";
import { PRODUCTION_EXAMPLES } from "./testing/production-examples";
import { closedPortBaseUrl, type Answer } from "./testing/server";
import { serverPerTest } from "./testing/server-per-test";

const { ID } = body;
const IP = "203.0.113.7";
const served = serverPerTest();

async function serve(answer: Answer | ((index: number) => Answer), overrides = {}) {
  return served.serve((_request, index) => (typeof answer === "function" ? answer(index) : answer), overrides);
}

/** The rejection of a call, which must be a HedgingError. */
async function failure(promise: Promise<unknown>): Promise<HedgingError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HedgingError);
  return error as HedgingError;
}

const getDualHedge = (client: ReturnType<typeof testClient>["client"]) =>
  client.getDualHedge({ customerId: ID.customer, dualHedgeId: ID.dualHedge, requestId: "req-err" });
const cancel = (client: ReturnType<typeof testClient>["client"]) =>
  client.cancelDualHedge({
    customerId: ID.customer,
    dualHedgeId: ID.dualHedge,
    reason: "r",
    customerIp: IP,
    requestId: "req-err",
  });

describe("an error status becomes one HedgingError with the service's words", () => {
  const cancelled = JSON.parse(readFileSync(PRODUCTION_EXAMPLES.errorCancelledState, "utf8")) as {
    message: string;
    reason: string;
  };
  it.each([
    { status: 401, kind: "unauthorized", json: { message: "Unauthorized" } },
    { status: 403, kind: "forbidden", json: { message: "Forbidden", reason: "Read-only key" } },
    { status: 404, kind: "not-found", json: { message: "Not found", reason: "No such dual hedge" } },
    { status: 412, kind: "precondition", json: cancelled },
    { status: 422, kind: "validation", json: { message: "Invalid request", reason: "reason must be a string" } },
    { status: 451, kind: "ip-rejected", json: { message: "Could not parse the customer IP" } },
    { status: 500, kind: "unavailable", json: { message: "Internal error" } },
    { status: 409, kind: "unexpected", json: { message: "Conflict" } },
  ])("$status → $kind", async ({ status, kind, json }) => {
    const { client, received, logs } = await serve({ status, json });

    const error = await failure(cancel(client));

    expect(error).toMatchObject({
      status,
      kind,
      message: json.message,
      reason: "reason" in json ? json.reason : undefined,
      requestId: "req-err",
      method: "POST",
      path: `/customers/${ID.customer}/dual-hedges/${ID.dualHedge}/cancel`,
      httpStatus: status,
      malformedBody: false,
    });
    expect(received).toHaveLength(1);
    expect(logs.entries().at(-1)).toMatchObject({ status, errorKind: kind, requestId: "req-err", attempt: 1 });
  });

  it("a 500 with an HTML page is unavailable, remembers the body was not JSON, and never quotes it", async () => {
    const { client, received } = await serve({
      status: 500,
      text: "<html><body>Proxy error at 10.0.0.3</body></html>",
      contentType: "text/html",
    });

    const error = await failure(getDualHedge(client));

    expect(error).toMatchObject({ status: 500, kind: "unavailable", malformedBody: true, reason: undefined });
    expect(error.message).toBe("The hedging service answered 500 with a body that is not JSON");
    expect(received).toHaveLength(1); // 500 is not retried
  });

  it.each([
    ["reason null", { message: "Can't perform this action", reason: null }, "Can't perform this action", undefined],
    [
      "message as lines",
      { message: ["amount must be at least 10", "amount must be a number"], statusCode: 422 },
      "amount must be at least 10; amount must be a number",
      undefined,
    ],
    ["reason as lines", { message: "Invalid request", reason: ["a", "b"] }, "Invalid request", "a; b"],
  ])("an Error body shaped otherwise (%s) still gives the service's words", async (_name, json, message, reason) => {
    const { client } = await serve({ status: 422, json });

    const error = await failure(cancel(client));

    expect(error).toMatchObject({ status: 422, kind: "validation", message, reason, malformedBody: false });
  });

  it("a 4xx without an Error body keeps its status and says so", async () => {
    const { client } = await serve({ status: 404, json: { error: "nope" } });

    const error = await failure(getDualHedge(client));

    expect(error).toMatchObject({ status: 404, kind: "not-found", malformedBody: true });
    expect(error.message).toBe("The hedging service answered 404 with no error message");
  });

  it("does not follow a redirect (it would carry the credentials elsewhere)", async () => {
    const { client, received } = await serve({ status: 302, headers: { Location: "http://127.0.0.1:9/elsewhere" } });

    const error = await failure(getDualHedge(client));

    expect(error).toMatchObject({ status: 302, kind: "unexpected" });
    expect(received).toHaveLength(1);
  });
});

describe("retries", () => {
  it.each([502, 503, 504])("a GET answered %i is tried three times, with the configured backoff", async (status) => {
    const { client, received, logs } = await serve(
      { status, json: { message: "Upstream busy" } },
      { retryDelaysMs: [7, 11] },
    );

    const error = await failure(getDualHedge(client));

    expect(error).toMatchObject({ status, kind: "unavailable", message: "Upstream busy" });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((request) => request.headers["x-request-id"]))).toEqual(new Set(["req-err"]));
    const attempts = logs.entries().filter((entry) => entry.msg === "hedging call");
    expect(attempts.map((entry) => [entry.attempt, entry.status, entry.retryInMs])).toEqual([
      [1, status, 7],
      [2, status, 11],
      [3, status, undefined],
    ]);
  });

  it.each([502, 503, 504])("a POST answered %i is never retried", async (status) => {
    const { client, received } = await serve({ status, json: { message: "Upstream busy" } });

    const error = await failure(cancel(client));

    expect(error).toMatchObject({ status, kind: "unavailable" });
    expect(received).toHaveLength(1);
  });

  it("the timeout covers the whole call: no retry once the budget is spent", async () => {
    const { client, received } = await serve(
      { status: 503, json: { message: "busy" } },
      { timeoutMs: 150, retryDelaysMs: [1_000, 1_000] },
    );

    const error = await failure(getDualHedge(client));

    expect(error).toMatchObject({ status: "timeout", kind: "unavailable" });
    expect(received).toHaveLength(1);
  });

  it("a GET succeeds when a retry does", async () => {
    const { client, received } = await serve((index) =>
      index < 2 ? { status: 503, json: { message: "busy" } } : { json: body.dualHedge() },
    );

    const result = await getDualHedge(client);

    expect(result.data.id).toBe(ID.dualHedge);
    expect(received).toHaveLength(3);
  });

  it("a GET whose connection drops is retried; a POST is not", async () => {
    const get = await serve((index) => (index === 0 ? "drop" : { json: body.dualHedge() }));
    await expect(getDualHedge(get.client)).resolves.toMatchObject({ requestId: "req-err" });
    expect(get.received).toHaveLength(2);
    await get.server.close();

    const post = await serve("drop");
    const error = await failure(cancel(post.client));
    expect(error).toMatchObject({ status: "network", kind: "unavailable" });
    expect(post.received).toHaveLength(1);
  });
});

describe("no answer", () => {
  it.each(["GET", "POST"] as const)(
    "a %s with no answer within the timeout is a timeout, not retried",
    async (method) => {
      const { client, received } = await serve("hang", { timeoutMs: 150 });
      const started = Date.now();

      const error = await failure(method === "GET" ? getDualHedge(client) : cancel(client));

      expect(error).toMatchObject({ status: "timeout", kind: "unavailable", requestId: "req-err" });
      expect(error.message).toBe("The hedging service did not answer within 150 ms");
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(received).toHaveLength(1);
    },
  );

  it("a refused connection is a network error: three attempts for a GET, one for a POST", async () => {
    const baseUrl = await closedPortBaseUrl();
    const { client, logs } = testClient(baseUrl);
    served.checkLogs(logs.lines);

    const getError = await failure(getDualHedge(client));
    expect(getError).toMatchObject({
      status: "network",
      kind: "unavailable",
      message: "Could not reach the hedging service",
    });
    const postError = await failure(cancel(client));
    expect(postError).toMatchObject({ status: "network", kind: "unavailable" });

    const attempts = logs.entries().filter((entry) => entry.msg === "hedging call");
    expect(attempts.map((entry) => [entry.method, entry.attempt, entry.status])).toEqual([
      ["GET", 1, "network"],
      ["GET", 2, "network"],
      ["GET", 3, "network"],
      ["POST", 1, "network"],
    ]);
  });
});

describe("a 200 to a read that the client cannot use is a bad response", () => {
  it("when the body is not JSON", async () => {
    const { client, received } = await serve({ status: 200, text: "OK" });

    const error = await failure(getDualHedge(client));

    expect(error).toMatchObject({ status: "bad-response", kind: "bad-response", httpStatus: 200, malformedBody: true });
    expect(received).toHaveLength(1);
  });

  it("when its essential field (the id) is missing or unreadable; the message names where, never the value", async () => {
    const { client, server } = await serve({ json: body.omit(body.dualHedge(), "id") });
    const missing = await failure(getDualHedge(client));
    expect(missing).toMatchObject({ status: "bad-response", kind: "bad-response", httpStatus: 200, method: "GET" });
    expect(missing.message).toContain("id");
    await server.close();

    const wrongType = await serve({ json: { ...body.dualHedge(), id: 42 } });
    expect(await failure(getDualHedge(wrongType.client))).toMatchObject({ status: "bad-response", httpStatus: 200 });
  });
});

describe("display-only fields never fail an answer", () => {
  it("a dual hedge without rate, quote or legs is read with rate null and no legs (nothing is made up)", async () => {
    const { client } = await serve({ json: body.omit(body.dualHedge(), "rate", "hedges") });

    const { data, drift } = await getDualHedge(client);

    expect(data).toMatchObject({ id: ID.dualHedge, rate: null, hedges: [] });
    expect(drift.map((entry) => [entry.kind, entry.at])).toEqual(
      expect.arrayContaining([
        ["missing-field", "$.rate"],
        ["missing-field", "$.hedges"],
      ]),
    );
  });
});

describe("a leg without a usable id", () => {
  it("is left out and counted; its sibling is kept", async () => {
    const dual = body.dualHedge();
    const [first, second] = dual.hedges as Record<string, unknown>[];
    const { client } = await serve({ json: { ...dual, hedges: [body.omit(first!, "id"), second] } });

    const { data, drift } = await getDualHedge(client);

    expect(data.hedges.map((leg) => leg.id)).toEqual([second!.id]);
    expect(data.unreadableLegs).toBe(1);
    expect(drift.map((entry) => [entry.kind, entry.at])).toContainEqual(["missing-field", "$.hedges[].id"]);
  });
});

describe("a conversion's completedAt: null is pending, absent or unreadable is not known", () => {
  it.each([
    ["null", { completedAt: null }, null, []],
    ["absent", { completedAt: "drop" }, undefined, [["missing-field", "$.completedAt"]]],
    ["a number", { completedAt: 42 }, undefined, [["unreadable-field", "$.completedAt"]]],
  ])("completedAt %s", async (_name, change, expected, drift) => {
    const sent =
      change.completedAt === "drop" ? body.omit(body.conversion, "completedAt") : { ...body.conversion, ...change };
    const { client } = await serve({ json: sent });

    const result = await client.getConversion({ conversionId: ID.conversion });

    expect(result.data.completedAt).toBe(expected);
    expect(result.drift.map((entry) => [entry.kind, entry.at])).toEqual(drift);
  });
});

describe("a 2xx to a mutation is a success, whatever its body", () => {
  it.each([
    ["an empty object", { json: {} }],
    ["a body that is not JSON", { text: "OK" }],
    ["an empty body", { text: "" }],
    ["an array", { json: [] }],
    ["fields of the wrong type", { json: { id: 1, transactionId: false, hedgeIds: "both" } }],
  ])("cancel answered 200 with %s resolves, with what could be read", async (_name, answer) => {
    const { client } = await serve({ status: 200, ...answer });

    const result = await cancel(client);

    expect(result.requestId).toBe("req-err");
    if (result.data !== null) expect(result.data).toStrictEqual({ id: null, transactionId: null, hedgeIds: null });
    expect(result.drift.length).toBeGreaterThan(0);
  });

  it.each(["cut", "stall"] as const)(
    "cancel answered 200 whose body then breaks off (%s) resolves: the status said it happened",
    async (then) => {
      const { client } = await serve({ status: 200, partial: '{"id":"', then }, { timeoutMs: 300 });

      const result = await cancel(client);

      expect(result.data).toBeNull();
      expect(result.drift).toMatchObject([{ kind: "unreadable-body", at: "$" }]);
    },
  );

  it.each(["cut", "stall"] as const)(
    "a GET answered 200 whose body then breaks off (%s) is unavailable, with the status it got",
    async (then) => {
      const { client, received } = await serve(
        { status: 200, partial: '{"id":"', then },
        { timeoutMs: 300, retryDelaysMs: [] },
      );

      const error = await failure(getDualHedge(client));

      expect(error).toMatchObject({
        status: then === "cut" ? "network" : "timeout",
        kind: "unavailable",
        httpStatus: 200,
      });
      expect(received).toHaveLength(1);
    },
  );

  it("a drawdown accept answered 201 with only some fields reads those and nulls the rest", async () => {
    const { client } = await serve({ status: 201, json: { id: ID.drawdown, status: "Completed" } });

    const { data } = await client.acceptDrawdown({
      customerId: ID.customer,
      hedgeId: ID.hedge,
      drawdownProposalId: ID.proposal,
      customerIp: "203.0.113.7",
    });

    expect(data).toMatchObject({
      id: ID.drawdown,
      status: "Completed",
      fromCurrencyAmount: null,
      beforeHedgeState: null,
    });
  });
});

describe("the browser-safe form", () => {
  it("has the status, kind, service message and reason, and request id; no stack, path or secret", async () => {
    const { client } = await serve({
      status: 412,
      json: { message: "Can't perform this action", reason: "Cancelled" },
    });

    const error = await failure(cancel(client));
    const json = JSON.parse(JSON.stringify(error)) as Record<string, unknown>;

    expect(json).toStrictEqual({
      name: "HedgingError",
      status: 412,
      kind: "precondition",
      message: "Can't perform this action",
      reason: "Cancelled",
      requestId: "req-err",
    });
    expect(isHedgingError(error)).toBe(true);
    expect(JSON.stringify(error)).not.toContain(CLIENT_SECRET);
  });
});
