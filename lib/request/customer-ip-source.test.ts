import { describe, expect, it } from "vitest";
import { sourceCustomerIp } from "./customer-ip-source";

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
