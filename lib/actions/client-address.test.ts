import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddressFromHeaders, customerIpFromHeaders } from "./client-address";
import { installPeerAddressHook } from "./peer-address";

const h = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("the browser's address from the request headers", () => {
  it("without TRUST_PROXY uses the header Next (or our hook) set from the socket", () => {
    expect(clientAddressFromHeaders(h("203.0.113.9"), { trustProxy: false })).toBe("203.0.113.9");
    expect(customerIpFromHeaders(h("203.0.113.9"), { trustProxy: false })).toBe("203.0.113.9");
  });

  it("without TRUST_PROXY ignores client-written hops and takes the nearest one", () => {
    expect(clientAddressFromHeaders(h("6.6.6.6, 198.51.100.2"), { trustProxy: false })).toBe("198.51.100.2");
  });

  it("with TRUST_PROXY=1 takes the left-most X-Forwarded-For entry", () => {
    expect(clientAddressFromHeaders(h("203.0.113.9, 10.0.0.2, 10.0.0.3"), { trustProxy: true })).toBe("203.0.113.9");
    expect(customerIpFromHeaders(h(" 198.51.100.7 ,10.0.0.2"), { trustProxy: true })).toBe("198.51.100.7");
  });

  it("counts an IPv4-mapped IPv6 address as IPv4", () => {
    expect(clientAddressFromHeaders(h("::ffff:127.0.0.1"), { trustProxy: false })).toBe("127.0.0.1");
    expect(customerIpFromHeaders(h("::ffff:192.0.2.33, 10.0.0.1"), { trustProxy: true })).toBe("192.0.2.33");
  });

  it("keeps a real IPv6 address as the client address but gives no customer IP for it", () => {
    expect(clientAddressFromHeaders(h("2001:DB8::1"), { trustProxy: false })).toBe("2001:db8::1");
    expect(customerIpFromHeaders(h("::1"), { trustProxy: false })).toBeNull();
  });

  it.each([undefined, "", " , ", "unknown", "999.1.1.1", "1.2.3", "not an ip"])("gives no customer IP for %j", (xff) => {
    for (const trustProxy of [false, true]) expect(customerIpFromHeaders(h(xff), { trustProxy })).toBeNull();
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
