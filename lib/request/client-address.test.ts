import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddressFromHeaders } from "./client-address";
import { installPeerAddressHook } from "./peer-address.mjs";

const h = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("the browser's address from the request headers", () => {
  it("uses the one entry our hook (no proxy) or a replacing proxy wrote", () => {
    expect(clientAddressFromHeaders(h("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("takes the right-most entry, the one an appending proxy wrote, never what the browser forged to its left", () => {
    expect(clientAddressFromHeaders(h("6.6.6.6, 198.51.100.2"))).toBe("198.51.100.2");
  });

  it("counts an IPv4-mapped IPv6 address as IPv4", () => {
    expect(clientAddressFromHeaders(h("::ffff:127.0.0.1"))).toBe("127.0.0.1");
  });

  it("keeps a real IPv6 address, lower-cased", () => {
    expect(clientAddressFromHeaders(h("2001:DB8::1"))).toBe("2001:db8::1");
  });
});

describe("the peer-address hook", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    installPeerAddressHook({ trustProxy: false });
    server = http.createServer((req, res) => res.end(String(req.headers["x-forwarded-for"] ?? "")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("replaces a client-written X-Forwarded-For with the socket address", async () => {
    const spoofed = await fetch(base, { headers: { "x-forwarded-for": "6.6.6.6" } });
    expect(await spoofed.text()).toBe("127.0.0.1");
    const plain = await fetch(base);
    expect(await plain.text()).toBe("127.0.0.1");
  });

  it("is not installed when a trusted proxy sets the header", () => {
    expect(installPeerAddressHook({ trustProxy: true })).toBe(false);
  });
});
