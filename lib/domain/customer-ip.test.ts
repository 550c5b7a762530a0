import { describe, expect, it } from "vitest";
import { CUSTOMER_IP_MESSAGE, customerIpProblem, isIPv4, toIPv4 } from "./customer-ip";

describe("what a typed customer IP may be", () => {
  it.each(["0.0.0.0", "1.2.3.4", "10.0.0.1", "127.0.0.1", "203.0.113.7", "255.255.255.255", " 192.168.1.10 "])(
    "takes %s",
    (ip) => {
      expect(isIPv4(ip.trim())).toBe(true);
      expect(customerIpProblem(ip)).toBeNull();
    },
  );

  it.each([
    ["256.1.1.1", "octet above 255"],
    ["1.2.3.999", "octet above 255"],
    ["-1.2.3.4", "negative"],
    ["1.2.3", "three octets"],
    ["1.2.3.4.5", "five octets"],
    ["01.2.3.4", "leading zero"],
    ["1.2.3.010", "leading zero"],
    ["1.2.3.00", "double zero"],
    ["1..3.4", "empty octet"],
    ["a.b.c.d", "letters"],
    ["0x7f.0.0.1", "hex"],
    ["::1", "IPv6"],
    ["::ffff:1.2.3.4", "IPv4-mapped IPv6 is converted by toIPv4, not accepted raw"],
    ["1.2.3.4/24", "CIDR"],
    ["1.2.3.4:80", "port"],
    ["１.２.３.４", "full-width digits"],
  ])("refuses %s (%s), saying how to write one", (ip) => {
    expect(isIPv4(ip)).toBe(false);
    expect(customerIpProblem(ip)).toBe(CUSTOMER_IP_MESSAGE);
  });

  it("leaves an empty field to this browser's address", () => {
    for (const value of [undefined, "", "  "]) expect(customerIpProblem(value)).toBeNull();
    expect(isIPv4("")).toBe(false);
  });
});

describe("toIPv4", () => {
  it.each([
    ["1.2.3.4", "1.2.3.4"],
    ["::ffff:1.2.3.4", "1.2.3.4"],
    ["::FFFF:127.0.0.1", "127.0.0.1"],
    ["0:0:0:0:0:ffff:10.1.2.3", "10.1.2.3"],
    ["[::ffff:1.2.3.4]", "1.2.3.4"],
    ["1.2.3.4:51234", "1.2.3.4"],
    [" 9.9.9.9 ", "9.9.9.9"],
  ])("reads %s as %s", (input, expected) => {
    expect(toIPv4(input)).toBe(expected);
  });

  it.each([
    "::1",
    "2001:db8::1",
    "fe80::1%eth0",
    "::ffff:999.1.1.1",
    "::ffff:abcd",
    "1.2.3.4.5",
    "",
    "unknown",
    null,
    undefined,
  ])("gives null for %s", (input) => {
    expect(toIPv4(input)).toBeNull();
  });

  it("agrees with isIPv4 on what it returns", () => {
    expect(isIPv4(toIPv4("::ffff:8.8.4.4")!)).toBe(true);
  });
});
