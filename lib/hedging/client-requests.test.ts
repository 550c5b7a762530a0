import "server-only";
import { afterEach, describe, expect, it } from "vitest";
import type { HedgingClient } from "./client-api";
import * as body from "./testing/bodies";
import { BASIC, CLIENT_SECRET, testClient } from "./testing/client";
import { startServer, type TestServer } from "./testing/server";

const { ID } = body;
const REQUEST_ID = "req-test-0001";
const IP = "203.0.113.7";
const C = `/v1/customers/${ID.customer}`;

interface Case {
  name: string;
  call: (client: HedgingClient) => Promise<{ data: unknown; requestId: string }>;
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string>;
  /** The exact JSON body; absent means no body and no Content-Type. */
  sends?: unknown;
  customerIp?: boolean;
  answer: unknown;
  /** What the call returns, when it differs from the answer (lists become pages). */
  returns?: unknown;
}

/** A list answer that is the page asked for (the checks of lib/hedging/list-check.ts find nothing to report). */
const page = (items: { id: string }[], pagination = body.pagination) => ({
  items,
  pagination,
  check: { rowsSent: items.length, sentIds: items.map((item) => item.id), ignoredFilters: [], paging: null },
});
const updatedLegs = () =>
  body.dualHedge({ hedges: [body.hedge({ updatedAt: "2026-11-20" }), body.hedge({ id: ID.supplierHedge })] });

const cases: Case[] = [
  {
    name: "listCustomers",
    call: (c) => c.listCustomers({ page: 2, perPage: 25, externalCustomerId: "ext-42", requestId: REQUEST_ID }),
    method: "GET",
    path: "/v1/customers",
    query: { page: "2", per_page: "25", external_customer_id: "ext-42" },
    answer: { customers: [body.customer], pagination: { ...body.pagination, page: 2, totalResults: 26 } },
    returns: page([body.customer], { ...body.pagination, page: 2, totalResults: 26 }),
  },
  {
    name: "getCustomer",
    call: (c) => c.getCustomer({ customerId: ID.customer, requestId: REQUEST_ID }),
    method: "GET",
    path: C,
    answer: body.customer,
  },
  {
    name: "listDualHedges",
    call: (c) =>
      c.listDualHedges({
        customerId: ID.customer,
        page: 1,
        perPage: 100,
        createdOn: "2026-11-02",
        updatedOn: "2026-11-20",
        requestId: REQUEST_ID,
      }),
    method: "GET",
    path: `${C}/dual-hedges`,
    query: { page: "1", per_page: "100", created_at: "2026-11-02", updated_at: "2026-11-20" },
    answer: { dualHedges: [updatedLegs()], pagination: { ...body.pagination, perPage: 100 } },
    returns: page([updatedLegs()], { ...body.pagination, perPage: 100 }),
  },
  {
    name: "getDualHedge",
    call: (c) => c.getDualHedge({ customerId: ID.customer, dualHedgeId: ID.dualHedge, requestId: REQUEST_ID }),
    method: "GET",
    path: `${C}/dual-hedges/${ID.dualHedge}`,
    answer: body.dualHedge(),
  },
  {
    name: "cancelDualHedge",
    call: (c) =>
      c.cancelDualHedge({
        customerId: ID.customer,
        dualHedgeId: ID.dualHedge,
        reason: "Customer request",
        customerIp: IP,
        requestId: REQUEST_ID,
      }),
    method: "POST",
    path: `${C}/dual-hedges/${ID.dualHedge}/cancel`,
    sends: { reason: "Customer request" },
    customerIp: true,
    answer: body.cancelResult,
  },
  {
    name: "quoteDrawdown",
    call: (c) =>
      c.quoteDrawdown({
        customerId: ID.customer,
        hedgeId: ID.hedge,
        amount: { side: "toCurrencyAmount", value: "100" },
        customerIp: IP,
        requestId: REQUEST_ID,
      }),
    method: "POST",
    path: `${C}/hedges/${ID.hedge}/drawdown/quote`,
    sends: { toCurrencyAmount: 100 },
    customerIp: true,
    answer: body.drawdownProposal,
  },
  {
    name: "acceptDrawdown",
    call: (c) =>
      c.acceptDrawdown({
        customerId: ID.customer,
        hedgeId: ID.hedge,
        drawdownProposalId: ID.proposal,
        customerIp: IP,
        requestId: REQUEST_ID,
      }),
    method: "POST",
    path: `${C}/hedges/${ID.hedge}/drawdown/accept`,
    sends: { drawdownProposalId: ID.proposal },
    customerIp: true,
    answer: body.drawdown,
  },
  {
    name: "getDrawdown",
    call: (c) =>
      c.getDrawdown({ customerId: ID.customer, hedgeId: ID.hedge, drawdownId: ID.drawdown, requestId: REQUEST_ID }),
    method: "GET",
    path: `${C}/hedges/${ID.hedge}/drawdown/${ID.drawdown}`,
    answer: body.drawdown,
  },
  {
    name: "quoteEarlySettlement",
    call: (c) => c.quoteEarlySettlement({ customerId: ID.customer, hedgeId: ID.hedge, requestId: REQUEST_ID }),
    method: "POST",
    path: `${C}/hedges/${ID.hedge}/early-settlement/quote`,
    answer: body.earlySettlementProposal,
  },
  {
    name: "acceptEarlySettlement",
    call: (c) =>
      c.acceptEarlySettlement({
        customerId: ID.customer,
        hedgeId: ID.hedge,
        earlySettlementProposalId: ID.proposal,
        requestId: REQUEST_ID,
      }),
    method: "POST",
    path: `${C}/hedges/${ID.hedge}/early-settlement/accept`,
    sends: { earlySettlementProposalId: ID.proposal },
    answer: body.hedge({ status: "Completed", completedAt: "2026-11-21", completedAtTs: 1763683300 }),
  },
  {
    name: "listConversions",
    call: (c) => c.listConversions({ page: 3, perPage: 10, requestId: REQUEST_ID }),
    method: "GET",
    path: "/v1/conversions",
    query: { page: "3", per_page: "10" },
    answer: { conversions: [body.conversion], pagination: { page: 3, perPage: 10, totalResults: 21 } },
    returns: page([body.conversion], { page: 3, perPage: 10, totalResults: 21 }),
  },
  {
    name: "getConversion",
    call: (c) => c.getConversion({ conversionId: ID.conversion, requestId: REQUEST_ID }),
    method: "GET",
    path: `/v1/conversions/${ID.conversion}`,
    answer: body.conversion,
  },
  {
    name: "getSpot (deprecated)",
    call: (c) => c.getSpot({ spotId: ID.conversion, requestId: REQUEST_ID }),
    method: "GET",
    path: `/v1/spots/${ID.conversion}`,
    answer: body.conversion,
  },
];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("every operation sends exactly what the contract asks", () => {
  it.each(cases)("$name", async (testCase) => {
    server = await startServer(() => ({ json: testCase.answer }));
    const { client, logs } = testClient(server.baseUrl);

    const result = await testCase.call(client);

    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request!.method).toBe(testCase.method);
    expect(request!.path).toBe(testCase.path);
    expect(request!.query).toEqual(testCase.query ?? {});
    expect(request!.headers.authorization).toBe(BASIC);
    expect(request!.headers.accept).toBe("application/json");
    // The test server listens on loopback, where compression only costs CPU.
    expect(request!.headers["accept-encoding"]).toBe("identity");
    expect(request!.headers["x-request-id"]).toBe(REQUEST_ID);
    expect(request!.headers["x-customer-ip"]).toBe(testCase.customerIp ? IP : undefined);
    if (testCase.sends === undefined) {
      expect(request!.body).toBe("");
      expect(request!.headers["content-type"]).toBeUndefined();
    } else {
      expect(request!.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(request!.body)).toStrictEqual(testCase.sends);
      // A length, not chunks: some gateways refuse a chunked POST.
      expect(request!.headers["content-length"]).toBe(String(Buffer.byteLength(request!.body)));
      expect(request!.headers["transfer-encoding"]).toBeUndefined();
    }

    expect(result).toEqual({ data: testCase.returns ?? testCase.answer, requestId: REQUEST_ID, drift: [] });
    const callLine = logs.entries().find((entry) => entry.msg === "hedging call");
    expect(callLine).toMatchObject({ method: testCase.method, status: 200, requestId: REQUEST_ID, attempt: 1 });
    expect(callLine!.path).toBe(testCase.path.replace(/^\/v1/, "") + request!.search);
    expect(typeof callLine!.durationMs).toBe("number");
    expect(logs.lines.join("\n")).not.toContain(CLIENT_SECRET);
    expect(logs.lines.join("\n")).not.toContain("Basic ");
  });
});

describe("request details", () => {
  it("generates a request id when none is given and returns it", async () => {
    server = await startServer(() => ({ json: { customers: [], pagination: body.pagination } }));
    const { client } = testClient(server.baseUrl);

    const { requestId } = await client.listCustomers();

    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.received[0]!.headers["x-request-id"]).toBe(requestId);
    expect(server.received[0]!.search).toBe(""); // nothing set, nothing sent
  });

  it("sends the from-side amount alone when that is the fixed side", async () => {
    server = await startServer(() => ({ json: body.drawdownProposal }));
    const { client } = testClient(server.baseUrl);

    await client.quoteDrawdown({
      customerId: ID.customer,
      hedgeId: ID.hedge,
      amount: { side: "fromCurrencyAmount", value: "2061.65" },
      customerIp: IP,
    });

    expect(JSON.parse(server.received[0]!.body)).toStrictEqual({ fromCurrencyAmount: 2061.65 });
  });

  it("encodes ids as single path segments and accepts non-v4 ids", async () => {
    server = await startServer(() => ({ json: body.customer }));
    const { client } = testClient(server.baseUrl);

    await client.getCustomer({ customerId: "legacy/42 x" });

    expect(server.received[0]!.path).toBe("/v1/customers/legacy%2F42%20x");
  });

  it("refuses a malformed call before sending anything", async () => {
    server = await startServer(() => ({ json: body.drawdownProposal }));
    const { client } = testClient(server.baseUrl);
    const base = { customerId: ID.customer, hedgeId: ID.hedge, customerIp: IP };

    await expect(client.quoteDrawdown({ ...base, amount: { side: "toCurrencyAmount", value: "NaN" } })).rejects.toThrow(
      TypeError,
    );
    // Only plain decimal text goes into the body as a JSON number: nothing that could break out of it.
    for (const value of ["1e3", "-10", "10,5", "10}", "", " 10", "0x10"]) {
      await expect(client.quoteDrawdown({ ...base, amount: { side: "toCurrencyAmount", value } })).rejects.toThrow(
        TypeError,
      );
    }
    // @ts-expect-error -- a side outside the two the contract allows
    await expect(client.quoteDrawdown({ ...base, amount: { side: "endAt", value: "10" } })).rejects.toThrow(TypeError);
    await expect(client.getCustomer({ customerId: "" })).rejects.toThrow(TypeError);
    await expect(client.getCustomer({ customerId: ID.customer, requestId: "bad\nid" })).rejects.toThrow(TypeError);
    await expect(
      client.cancelDualHedge({
        customerId: ID.customer,
        dualHedgeId: ID.dualHedge,
        reason: "x",
        customerIp: "1.2.3.4\r\nX-Evil: 1",
      }),
    ).rejects.toThrow(TypeError);
    expect(server.received).toHaveLength(0);
  });

  it("joins a base URL given with a trailing slash", async () => {
    server = await startServer(() => ({ json: body.conversion }));
    const { client } = testClient(`${server.baseUrl}/`);

    await client.getConversion({ conversionId: ID.conversion });

    expect(server.received[0]!.path).toBe(`/v1/conversions/${ID.conversion}`);
  });
});
