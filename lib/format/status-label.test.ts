import { describe, expect, it } from "vitest";
import { statusLabel } from "./status-label";

describe("statusLabel", () => {
  it("reads InProcess as words, and any other status as sent, including names an object has built in", () => {
    expect(statusLabel("InProcess")).toBe("In process");
    expect(statusLabel("Active")).toBe("Active");
    expect(statusLabel("Frozen")).toBe("Frozen");
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) expect(statusLabel(name)).toBe(name);
  });
});
