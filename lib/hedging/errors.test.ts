import "server-only";
import { describe, expect, it } from "vitest";
import { HedgingError, isHedgingError, kindOfStatus } from "./errors";

describe("kindOfStatus", () => {
  it.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "not-found"],
    [412, "precondition"],
    [422, "validation"],
    [451, "ip-rejected"],
    [500, "unavailable"],
    [503, "unavailable"],
    ["network", "unavailable"],
    ["timeout", "unavailable"],
    ["bad-response", "bad-response"],
    [400, "unexpected"],
    [302, "unexpected"],
  ] as const)("%s → %s", (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind);
  });
});

describe("HedgingError", () => {
  it("serialises without stack or cause, and is recognised even when not the same class", () => {
    const error = new HedgingError({
      status: "network",
      message: "Could not reach the hedging service",
      requestId: "r-1",
      method: "GET",
      path: "/customers",
      cause: new Error("connect ECONNREFUSED 10.0.0.1:443"),
    });

    expect(JSON.parse(JSON.stringify(error))).toStrictEqual({
      name: "HedgingError",
      status: "network",
      kind: "unavailable",
      message: "Could not reach the hedging service",
      requestId: "r-1",
    });
    const lookalike = Object.assign(new Error("x"), { name: "HedgingError", kind: "unavailable", requestId: "r" });
    expect(isHedgingError(lookalike)).toBe(true);
    expect(isHedgingError(new Error("x"))).toBe(false);
  });
});
