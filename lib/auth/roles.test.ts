import { describe, expect, it } from "vitest";
import { compareRoles, hasRole, isRole, ROLES } from "./roles";

describe("staff roles", () => {
  it("orders viewer < operator < admin", () => {
    expect([...ROLES].sort(compareRoles)).toEqual(["viewer", "operator", "admin"]);
    expect(compareRoles("viewer", "admin")).toBeLessThan(0);
    expect(compareRoles("admin", "operator")).toBeGreaterThan(0);
    expect(compareRoles("operator", "operator")).toBe(0);
  });

  it.each([
    ["viewer", "viewer", true],
    ["viewer", "operator", false],
    ["viewer", "admin", false],
    ["operator", "viewer", true],
    ["operator", "operator", true],
    ["operator", "admin", false],
    ["admin", "viewer", true],
    ["admin", "operator", true],
    ["admin", "admin", true],
  ] as const)("a %s meets the minimum %s: %s", (role, minimum, expected) => {
    expect(hasRole(role, minimum)).toBe(expected);
  });

  it("gives an unknown or missing role no rights at all", () => {
    for (const role of [undefined, null, "", "Admin", "root", 2, { role: "admin" }]) {
      expect(isRole(role)).toBe(false);
      expect(hasRole(role, "viewer")).toBe(false);
    }
  });
});
