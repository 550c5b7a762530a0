import { describe, expect, it } from "vitest";
import { placeActionError } from "./error-placement";

const routes = {
  fields: ["amount", "customerIp"] as const,
  ipRejected: "customerIp" as const,
  validation: "amount" as const,
};

describe("placeActionError", () => {
  it("puts our own field errors on their fields", () => {
    const placed = placeActionError(
      { kind: "validation", message: "Check", fieldErrors: { amount: ["Minimum 10"], other: ["x"] } },
      routes,
    );
    expect(placed).toEqual({ fields: { amount: "Minimum 10" }, general: null });
  });

  it("puts the service's 451 next to the customer IP and its 422 next to the amount, with the reason", () => {
    expect(
      placeActionError({ kind: "ip-rejected", message: "IP address could not be parsed", status: 451 }, routes),
    ).toEqual({
      fields: { customerIp: "IP address could not be parsed" },
      general: null,
    });
    expect(
      placeActionError(
        {
          kind: "validation",
          message: "Request failed validation",
          reason: "minimum: The amount 9 EUR …",
          status: 422,
        },
        routes,
      ),
    ).toEqual({ fields: { amount: "Request failed validation — minimum: The amount 9 EUR …" }, general: null });
  });

  it("keeps 403, 404 and 412 for the whole request", () => {
    const expired = {
      kind: "precondition" as const,
      message: "Can't perform this action",
      reason: "Proposal is in *Expired* state",
    };
    expect(placeActionError(expired, routes)).toEqual({ fields: {}, general: expired });
    const forbidden = { kind: "forbidden" as const, message: "Insufficient permissions" };
    expect(placeActionError(forbidden, routes).general).toBe(forbidden);
  });

  it("has nowhere to put a 451 when the form has no IP field", () => {
    const error = { kind: "ip-rejected" as const, message: "IP address could not be parsed" };
    expect(placeActionError(error, { fields: [] as const })).toEqual({ fields: {}, general: error });
  });
});
