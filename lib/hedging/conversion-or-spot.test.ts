import "server-only";
import { afterEach, describe, expect, it } from "vitest";
import { SPOT_SUNSET } from "@/lib/sandbox/routes/conversions";
import { getConversionOrSpot, SPOT_REMOVAL_DATE } from "./conversion-or-spot";
import { HedgingError } from "./errors";
import * as body from "./testing/bodies";
import { testClient } from "./testing/client";
import { startServer, type Answer, type Received, type TestServer } from "./testing/server";

const { ID } = body;
const CONVERSION_PATH = `/v1/conversions/${ID.conversion}`;
const SPOT_PATH = `/v1/spots/${ID.conversion}`;
const notFound = (resource: string): Answer => ({ status: 404, json: { message: `${resource} not found` } });
const spotHeaders = {
  Deprecation: "@1767225600",
  Sunset: "Thu, 15 Jul 2027 00:00:00 GMT",
  Link: `</v1/conversions/${ID.conversion}>; rel="successor-version"`,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(byPath: Record<string, Answer>) {
  server = await startServer(
    (request: Received) => byPath[request.path] ?? { status: 500, json: { message: "unexpected path" } },
  );
  return { server, ...testClient(server.baseUrl) };
}

const paths = () => server!.received.map(({ method, path }) => `${method} ${path}`);

describe("getConversionOrSpot", () => {
  it("falls back to the deprecated spot when the conversion answers 404, and says so", async () => {
    const spot = { ...body.conversion, completedAt: "2026-11-21" };
    const { client, logs } = await serve({
      [CONVERSION_PATH]: notFound("Conversion"),
      [SPOT_PATH]: { json: spot, headers: spotHeaders },
    });

    const result = await getConversionOrSpot({ conversionId: ID.conversion, requestId: "req-fallback" }, client);

    expect(result).toEqual({ conversion: spot, source: "spot", requestId: "req-fallback" });
    expect(paths()).toEqual([`GET ${CONVERSION_PATH}`, `GET ${SPOT_PATH}`]);
    expect(server!.received.map((request) => request.headers["x-request-id"])).toEqual([
      "req-fallback",
      "req-fallback",
    ]);
    // The removal date is in the log line of the spot call (the transport logs `Sunset`).
    expect(logs.entries().find((entry) => entry.path === `/spots/${ID.conversion}`)).toMatchObject({
      sunset: spotHeaders.Sunset,
    });
  });

  it("uses the conversion when it exists, and never calls the spot endpoint", async () => {
    const { client } = await serve({
      [CONVERSION_PATH]: { json: body.conversion },
      [SPOT_PATH]: { json: body.conversion },
    });

    const result = await getConversionOrSpot({ conversionId: ID.conversion }, client);

    expect(result.source).toBe("conversion");
    expect(result.conversion).toEqual(body.conversion);
    expect(result.requestId).toBe(server!.received[0]!.headers["x-request-id"]);
    expect(paths()).toEqual([`GET ${CONVERSION_PATH}`]);
  });

  it("is not found when neither endpoint knows the id", async () => {
    const { client } = await serve({ [CONVERSION_PATH]: notFound("Conversion"), [SPOT_PATH]: notFound("Spot") });

    const failure = await getConversionOrSpot({ conversionId: ID.conversion }, client).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HedgingError);
    expect(failure).toMatchObject({ kind: "not-found", status: 404, path: `/conversions/${ID.conversion}` });
    expect(paths()).toEqual([`GET ${CONVERSION_PATH}`, `GET ${SPOT_PATH}`]);
  });

  it("does not fall back on other failures of the conversion call", async () => {
    const { client } = await serve({
      [CONVERSION_PATH]: { status: 401, json: { message: "Authentication required" } },
      [SPOT_PATH]: { json: body.conversion },
    });

    await expect(getConversionOrSpot({ conversionId: ID.conversion }, client)).rejects.toMatchObject({
      kind: "unauthorized",
    });
    expect(paths()).toEqual([`GET ${CONVERSION_PATH}`]);
  });

  it("reports a spot failure other than 404 as that failure", async () => {
    const { client } = await serve({
      [CONVERSION_PATH]: notFound("Conversion"),
      [SPOT_PATH]: { status: 403, json: { message: "Insufficient permissions" } },
    });

    await expect(getConversionOrSpot({ conversionId: ID.conversion }, client)).rejects.toMatchObject({
      kind: "forbidden",
      path: `/spots/${ID.conversion}`,
    });
  });

  it("names the same removal date as the sandbox's Sunset header", () => {
    expect(SPOT_SUNSET.toISOString().slice(0, 10)).toBe(SPOT_REMOVAL_DATE);
  });
});
