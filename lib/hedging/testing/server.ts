import "server-only";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  path: string;
  search: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer =
  | { status?: number; json?: unknown; text?: string; contentType?: string; headers?: Record<string, string> }
  | "hang" // never answer: for timeouts
  | "drop" // close the socket without an answer: a network error
  | { status: number; partial: string; then: "cut" | "stall" }; // the status line and part of the body, then the socket closes or nothing more comes

export interface TestServer {
  baseUrl: string;
  received: Received[];
  hanging(): number;
  close(): Promise<void>;
}

/** `respond` may answer later (a promise): a slow service whose answer the test releases. */
export async function startServer(
  respond: (request: Received, index: number) => Answer | Promise<Answer>,
): Promise<TestServer> {
  const received: Received[] = [];
  let hanging = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://test.invalid");
      const request: Received = {
        method: req.method ?? "",
        path: url.pathname,
        search: url.search,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(request);
      const answer = await respond(request, received.length - 1);
      if (res.destroyed) return;
      if (answer === "hang") {
        hanging += 1;
        return void res.once("close", () => (hanging -= 1));
      }
      if (answer === "drop") return void req.socket.destroy();
      if ("partial" in answer) {
        res.writeHead(answer.status, {
          "Content-Type": "application/json",
          "Content-Length": String(answer.partial.length + 100),
        });
        res.write(answer.partial);
        if (answer.then === "cut") return void setTimeout(() => req.socket.destroy(), 20);
        hanging += 1;
        return void res.once("close", () => (hanging -= 1));
      }
      const isJson = answer.json !== undefined;
      res.writeHead(answer.status ?? 200, {
        "Content-Type": answer.contentType ?? (isJson ? "application/json" : "text/plain"),
        ...answer.headers,
      });
      res.end(isJson ? JSON.stringify(answer.json) : (answer.text ?? ""));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    hanging: () => hanging,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // including the ones left hanging on purpose
        server.close(() => resolve());
      }),
  };
}

/** A base URL on a port that was free a moment ago and is closed now: connection refused. */
export async function closedPortBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
