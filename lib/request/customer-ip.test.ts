import { describe, expect, it } from "vitest";
import { customerIpFromHeaders, sourceCustomerIp } from "./customer-ip";

const h = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("this browser's address as a customer IP", () => {
  it("is the entry our hook (no proxy) or a replacing proxy wrote", () => {
    expect(customerIpFromHeaders(h("203.0.113.9"))).toBe("203.0.113.9");
  });

  it("is the right-most entry, the one an appending proxy wrote, never what the browser forged to its left", () => {
    expect(customerIpFromHeaders(h(" 10.0.0.2 ,198.51.100.7 "))).toBe("198.51.100.7");
  });

  it("counts an IPv4-mapped IPv6 address as IPv4", () => {
    expect(customerIpFromHeaders(h("10.0.0.1, ::ffff:192.0.2.33"))).toBe("192.0.2.33");
  });

  it("is none for a real IPv6 address, kept as the client address (lib/request/client-address.ts)", () => {
    expect(customerIpFromHeaders(h("::1"))).toBeNull();
    expect(customerIpFromHeaders(h("2001:DB8::1"))).toBeNull();
  });

  it.each([undefined, "", " , ", "unknown", "999.1.1.1", "1.2.3", "not an ip"])("is none for %j", (xff) => {
    expect(customerIpFromHeaders(h(xff))).toBeNull();
  });
});

describe("where the customer IP came from", () => {
  it("is the browser when nothing was typed, or what was typed is the browser's own address", () => {
    expect(sourceCustomerIp(undefined, "203.0.113.9")).toEqual({ ip: "203.0.113.9", source: "browser" });
    expect(sourceCustomerIp("203.0.113.9", "203.0.113.9")).toEqual({ ip: "203.0.113.9", source: "browser" });
  });

  it("is typed when staff entered another address, or the browser has no IPv4 one", () => {
    expect(sourceCustomerIp("198.51.100.7", "203.0.113.9")).toEqual({ ip: "198.51.100.7", source: "typed" });
    expect(sourceCustomerIp("198.51.100.7", null)).toEqual({ ip: "198.51.100.7", source: "typed" });
  });

  it("is nothing when there is neither", () => {
    expect(sourceCustomerIp(undefined, null)).toBeNull();
  });
});
