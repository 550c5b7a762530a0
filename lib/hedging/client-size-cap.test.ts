import "server-only";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { upstreamMessage } from "@/lib/hedging/upstream-message";
import { HedgingError } from "./errors";
import * as body from "./testing/bodies";
import { testClient } from "./testing/client";

const CAP = 64 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "x");
const ENDLESS_LIMIT = 50 * 1024 * 1024;

interface Stream {
  baseUrl: string;
  /** Bytes the server managed to hand to the socket before the client hung up. */
  written(): number;
  /** Resolves when the client closed the connection. */
  closed: Promise<void>;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A real server whose answer is a JSON-looking stream of up to 50 MB that it keeps writing while the client reads. */
async function streamingServer(headers: Record<string, string> = {}): Promise<Stream> {
  let written = 0;
  let onClose!: () => void;
  const closed = new Promise<void>((resolve) => (onClose = resolve));
  server = createServer((req, res) => {
    res.on("close", onClose);
    res.writeHead(200, { "Content-Type": "application/json", ...headers });
    const pump = () => {
      while (!res.destroyed && written < ENDLESS_LIMIT) {
        written += CHUNK.length;
        if (!res.write(CHUNK)) return void res.once("drain", pump);
      }
    };
    pump();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, written: () => written, closed };
}

async function failure(promise: Promise<unknown>): Promise<HedgingError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HedgingError);
  return error as HedgingError;
}

describe("an answer over the size cap", () => {
  it("is a clear error, and the client hangs up instead of reading on", async () => {
    const stream = await streamingServer();
    const { client } = testClient(stream.baseUrl, { maxResponseBytes: CAP, timeoutMs: 20_000 });

    const started = Date.now();
    const error = await failure(client.getCustomer({ customerId: body.ID.customer }));

    expect(error.status).toBe("bad-response");
    expect(error.message).toBe(
      "The hedging service sent an answer larger than 65536 bytes, the most Hedge Desk reads (HEDGING_API_MAX_RESPONSE_BYTES)",
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await stream.closed; // the server sees the connection closed...
    const atClose = stream.written();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.written()).toBe(atClose); // ...and writes no more
    // Only the cap plus what the sockets buffer was ever sent, far from the 50 MB on offer.
    expect(atClose).toBeLessThan(16 * 1024 * 1024);
    expect(upstreamMessage(error)).toBe(
      "The hedging service sent an answer larger than 65536 bytes, more than Hedge Desk accepts. Hedge Desk stopped reading it; give support the reference.",
    );
  });

  it("is refused from its Content-Length before the body is read; to a quote it is an error", async () => {
    const stream = await streamingServer({ "Content-Length": String(ENDLESS_LIMIT) });
    const { client } = testClient(stream.baseUrl, { maxResponseBytes: 8 * 1024 * 1024, timeoutMs: 20_000 });

    const error = await failure(client.quoteEarlySettlement({ customerId: body.ID.customer, hedgeId: body.ID.hedge }));

    expect(error.message).toContain("larger than 8 MB");
    expect(error.httpStatus).toBe(200);
    expect(upstreamMessage(error)).toBe(
      "The hedging service sent an answer larger than 8 MB, more than Hedge Desk accepts. A quote on its own moves no money: ask for a new one.",
    );
    await stream.closed;
  });

  it("to a mutation answered 2xx it is a success with nothing read: the cancel happened", async () => {
    const stream = await streamingServer();
    const { client } = testClient(stream.baseUrl, { maxResponseBytes: CAP, timeoutMs: 20_000 });

    const result = await client.cancelDualHedge({
      customerId: body.ID.customer,
      dualHedgeId: body.ID.dualHedge,
      reason: "r",
      customerIp: "203.0.113.7",
    });

    expect(result.data).toBeNull();
    expect(result.drift).toMatchObject([{ kind: "unreadable-body", at: "$" }]);
    await stream.closed;
    expect(stream.written()).toBeLessThan(16 * 1024 * 1024);
  });

  it("under the cap reads as usual", async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body.customer));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const { client } = testClient(`http://127.0.0.1:${port}/v1`, { maxResponseBytes: CAP });

    const { data } = await client.getCustomer({ customerId: body.ID.customer });
    expect(data.id).toBe(body.ID.customer);
  });
});

describe("a call abandoned by its caller", () => {
  it("stops at once and closes the connection, long before the client's own timeout", async () => {
    let onClose!: () => void;
    const closed = new Promise<void>((resolve) => (onClose = resolve));
    server = createServer((_req, res) => res.on("close", onClose)); // never answers
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const { client } = testClient(`http://127.0.0.1:${port}/v1`, { timeoutMs: 20_000 });

    const started = Date.now();
    const error = await failure(client.listCustomers({ signal: AbortSignal.timeout(300) }));
    await closed;

    expect(error.message).toBe("The call to the hedging service was abandoned before it answered");
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
