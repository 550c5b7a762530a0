import "server-only";
import { afterEach, describe, expect, it } from "vitest";
import * as body from "./testing/bodies";
import { testClient } from "./testing/client";
import { startServer, type TestServer } from "./testing/server";

const { ID } = body;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const dual = (n: number, issuedAt: string | null, legUpdatedAt = "2026-11-02") =>
  body.dualHedge({
    id: `3f0c2a1e-8a5b-4d8e-9f11-${String(n).padStart(12, "0")}`,
    issuedAt,
    hedges: [body.hedge({ updatedAt: legUpdatedAt }), body.hedge({ id: ID.supplierHedge })],
  });

/** Today's whole list, whatever the query says: what a service does with parameters it does not know. */
const wholeList = [
  dual(1, "2026-11-16"),
  dual(2, "2026-11-02"),
  dual(3, null),
  dual(4, "2026-11-16T09:30:00Z", "2026-11-20"),
  dual(5, "2026-11-03", "2026-11-20"),
];

describe("a list answer checked against its query", () => {
  it("a created-on filter the service ignored: only the rows issued that day, the counts, and drift with the request id", async () => {
    server = await startServer(() => ({
      json: { dualHedges: wholeList, pagination: { page: 1, perPage: 25, totalResults: 5 } },
    }));
    const { client, logs } = testClient(server.baseUrl);

    const result = await client.listDualHedges({
      customerId: ID.customer,
      createdOn: "2026-11-16",
      page: 1,
      perPage: 25,
      requestId: "req-created-1",
    });

    expect(server.received[0]!.query).toMatchObject({ created_at: "2026-11-16" });
    expect(result.data.items.map((d) => d.id)).toEqual([wholeList[0]!.id, wholeList[3]!.id]);
    expect(result.data.check).toMatchObject({
      rowsSent: 5,
      ignoredFilters: [{ param: "createdOn", value: "2026-11-16", sent: 5, matching: 2 }],
      paging: null,
    });
    expect(result.drift).toContainEqual({
      kind: "ignored-query",
      at: "$.dualHedges[].issuedAt",
      example: "created_at=2026-11-16: 3 of 5 rows do not match",
      count: 3,
    });
    const logged = logs
      .entries()
      .find((entry) => entry.msg === "hedging response drift" && JSON.stringify(entry.drift).includes("ignored-query"));
    expect(logged).toMatchObject({ requestId: "req-created-1", method: "GET", level: 40 });
  });

  it("an updated-on filter matches when either leg was updated that day", async () => {
    server = await startServer(() => ({
      json: { dualHedges: wholeList, pagination: { page: 1, perPage: 25, totalResults: 5 } },
    }));
    const { client } = testClient(server.baseUrl);

    const { data } = await client.listDualHedges({ customerId: ID.customer, updatedOn: "2026-11-20" });
    expect(data.items.map((d) => d.id)).toEqual([wholeList[3]!.id, wholeList[4]!.id]);
    expect(data.check.ignoredFilters).toEqual([{ param: "updatedOn", value: "2026-11-20", sent: 5, matching: 2 }]);
  });

  it("a service that applied the filters: every row kept, nothing reported", async () => {
    server = await startServer(() => ({
      json: { dualHedges: [wholeList[3]], pagination: { page: 2, perPage: 10, totalResults: 11 } },
    }));
    const { client, logs } = testClient(server.baseUrl);

    const result = await client.listDualHedges({
      customerId: ID.customer,
      createdOn: "2026-11-16",
      updatedOn: "2026-11-20",
      page: 2,
      perPage: 10,
    });
    expect(result.data.items).toHaveLength(1);
    expect(result.data.check).toMatchObject({ ignoredFilters: [], paging: null });
    expect(result.drift.filter((d) => d.kind === "ignored-query")).toEqual([]);
    expect(logs.lines.filter((line) => line.includes("ignored-query"))).toEqual([]);
  });

  it.each([
    ["another page", { page: 1, perPage: 25, totalResults: 60 }, 5],
    ["another page size", { page: 2, perPage: 10, totalResults: 60 }, 5],
    ["more rows than a page", { page: 2, perPage: null, totalResults: 60 }, 30],
  ])("paging the service did its own way (%s) is reported", async (_name, pagination, rows) => {
    const conversions = Array.from({ length: rows }, (_, i) => ({
      ...body.conversion,
      id: `6c5d4e3f-2a1b-4c0d-9e8f-${String(i).padStart(12, "0")}`,
    }));
    server = await startServer(() => ({ json: { conversions, pagination } }));
    const { client } = testClient(server.baseUrl);

    const result = await client.listConversions({ page: 2, perPage: 25 });
    expect(result.data.check.paging).toEqual({
      askedPage: 2,
      askedPerPage: 25,
      answeredPage: pagination.page,
      answeredPerPage: pagination.perPage,
      rows,
    });
    expect(result.drift.map((d) => [d.kind, d.at])).toContainEqual(["ignored-query", "$.pagination"]);
  });

  it("a fractional page or page size (already drift) is not taken for another paging", async () => {
    server = await startServer(() => ({
      json: { conversions: [body.conversion], pagination: { page: 2.5, perPage: 25.5, totalResults: 26 } },
    }));
    const { client } = testClient(server.baseUrl);
    expect((await client.listConversions({ page: 2, perPage: 25 })).data.check.paging).toBeNull();
  });

  it("an external customer id the service ignored: only the exact match", async () => {
    const customers = ["ext-41", "ext-42", "EXT-42", "ext-420"].map((externalCustomerId, i) => ({
      ...body.customer,
      id: `1b0ada1e-fa1b-4cfe-a553-${String(i).padStart(12, "0")}`,
      externalCustomerId,
    }));
    server = await startServer(() => ({ json: { customers, pagination: { page: 1, perPage: 25, totalResults: 4 } } }));
    const { client } = testClient(server.baseUrl);

    const { data } = await client.listCustomers({ externalCustomerId: "ext-42", page: 1, perPage: 25 });
    expect(data.items.map((c) => c.externalCustomerId)).toEqual(["ext-42"]);
    expect(data.check.ignoredFilters).toEqual([{ param: "externalCustomerId", value: "ext-42", sent: 4, matching: 1 }]);
  });

  it("sends the query under the names the deployment gives", async () => {
    server = await startServer(() => ({
      json: { dualHedges: [], pagination: { page: 1, perPage: 25, totalResults: 0 } },
    }));
    const { client } = testClient(server.baseUrl, {
      queryNames: { page: "page[number]", perPage: "page[size]", createdOn: "issued_on" },
    });

    await client.listDualHedges({
      customerId: ID.customer,
      page: 1,
      perPage: 25,
      createdOn: "2026-11-16",
      updatedOn: "2026-11-20",
    });
    expect(server.received[0]!.query).toEqual({
      "page[number]": "1",
      "page[size]": "25",
      issued_on: "2026-11-16",
      updated_at: "2026-11-20",
    });
  });
});
