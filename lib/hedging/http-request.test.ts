import "server-only";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import { createServer as createHttpsServer, globalAgent } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { sendRequest, type HttpRequestInit } from "./http-request";

const JSON_BODY = JSON.stringify({
  id: "dh-1",
  note: "ünïcödé €",
  items: Array.from({ length: 50 }, (_, i) => ({ i })),
});
const init = (overrides: Partial<HttpRequestInit> = {}): HttpRequestInit => ({
  method: "GET",
  headers: { accept: "application/json" },
  signal: new AbortController().signal,
  maxBytes: 1024 * 1024,
  ...overrides,
});

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(created: Server, scheme = "http"): Promise<string> {
  server = created;
  await new Promise<void>((resolve) => created.listen(0, "127.0.0.1", resolve));
  return `${scheme}://127.0.0.1:${(created.address() as AddressInfo).port}/x`;
}

const serve = (handler: RequestListener) => listen(createServer(handler));

describe("sendRequest decodes what a remote service compresses", () => {
  it.each([
    ["gzip", gzipSync],
    ["x-gzip", gzipSync],
    ["deflate", deflateSync],
    ["br", brotliCompressSync],
  ] as const)("%s", async (encoding, compress) => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": encoding });
      res.end(compress(Buffer.from(JSON_BODY)));
    });

    await expect(sendRequest(url, init())).resolves.toEqual({
      status: 200,
      text: JSON_BODY,
      sunset: null,
      retryAfter: null,
    });
  });

  it("counts the cap in decoded bytes: a small gzip that inflates past it is refused and the connection closed", async () => {
    let closed = false;
    const url = await serve((_req, res) => {
      res.on("close", () => (closed = true));
      res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
      res.end(gzipSync(Buffer.alloc(4 * 1024 * 1024, " ")));
    });

    const answer = await sendRequest(url, init({ maxBytes: 64 * 1024 }));

    expect(answer).toMatchObject({ status: 200, text: undefined });
    await expect.poll(() => closed).toBe(true);
  });

  it("a body that claims gzip but is not is an error, not a garbled answer", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
      res.end(JSON_BODY);
    });

    await expect(sendRequest(url, init())).rejects.toThrow();
  });
});

describe("sendRequest reads like fetch", () => {
  it("drops a UTF-8 byte-order mark and keeps the Sunset header", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", Sunset: "Wed, 30 Jun 2027 00:00:00 GMT" });
      res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON_BODY)]));
    });

    await expect(sendRequest(url, init())).resolves.toEqual({
      status: 200,
      text: JSON_BODY,
      sunset: "Wed, 30 Jun 2027 00:00:00 GMT",
      retryAfter: null,
    });
  });

  it("sends the method, headers and body it is given", async () => {
    let seen: { method?: string; type?: string; body: string } = { body: "" };
    const url = await serve((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        seen = { method: req.method, type: req.headers["content-type"], body };
        res.writeHead(201).end("{}");
      });
    });

    const answer = await sendRequest(
      url,
      init({ method: "POST", headers: { "content-type": "application/json" }, body: '{"reason":"x"}' }),
    );

    expect(answer.status).toBe(201);
    expect(seen).toEqual({ method: "POST", type: "application/json", body: '{"reason":"x"}' });
  });
});

describe("sendRequest over https", () => {
  const dir = mkdtempSync(join(tmpdir(), "hedge-desk-tls-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const tls = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  const httpsServer = () =>
    createHttpsServer(tls, (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON_BODY);
    });

  it("refuses a certificate nobody vouches for", async () => {
    const url = await listen(httpsServer(), "https");

    await expect(sendRequest(url, init())).rejects.toMatchObject({ code: "DEPTH_ZERO_SELF_SIGNED_CERT" });
  });

  it("reads the answer of a service whose certificate is trusted", async () => {
    const url = await listen(httpsServer(), "https");
    const before = globalAgent.options.ca;
    globalAgent.options.ca = tls.cert;
    try {
      await expect(sendRequest(url, init())).resolves.toEqual({
        status: 200,
        text: JSON_BODY,
        sunset: null,
        retryAfter: null,
      });
    } finally {
      globalAgent.options.ca = before;
    }
  });
});
