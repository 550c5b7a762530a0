import { describe, expect, it } from "vitest";
import { safeNextPath, signInSchema } from "./schemas";

describe("safeNextPath", () => {
  it.each([
    ["/", "/"],
    ["/audit", "/audit"],
    ["/audit?staff=abc&page=2", "/audit?staff=abc&page=2"],
    ["/customers/123#legs", "/customers/123#legs"],
  ])("keeps the same-site path %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "audit",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/sign-in",
    "/sign-in?next=/audit",
    "/api/auth/sign-out",
  ])("sends %j home instead", (next) => {
    expect(safeNextPath(next)).toBe("/");
  });
});

describe("signInSchema", () => {
  it("needs an email and a password, nothing about the password's shape", () => {
    expect(signInSchema.safeParse({ email: "a@b.test", password: "x" }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "not-an-email", password: "x" }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "a@b.test", password: "" }).success).toBe(false);
  });
});
