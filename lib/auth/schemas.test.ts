import { describe, expect, it } from "vitest";
import { safeNextPath, signInSchema } from "./schemas";

describe("safeNextPath", () => {
  it.each([
    ["/", "/"],
    ["/audit", "/audit"],
    ["/audit?staff=abc&page=2", "/audit?staff=abc&page=2"],
    ["/customers/123#legs", "/customers/123#legs"],
    [
      "/customers/abc/dual-hedges?created_on=2026-11-16&page=2",
      "/customers/abc/dual-hedges?created_on=2026-11-16&page=2",
    ],
    ["/conversions?per_page=50#top", "/conversions?per_page=50#top"],
    ["/audit?next=//evil.example", "/audit?next=//evil.example"],
    ["/a/../audit", "/audit"],
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
    // Paths a URL parser normalises to "//host", which a browser follows to another site.
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/./%2e//evil.example/x?y=1",
    // Backslashes, raw or percent-encoded (browsers read "\\" as "/").
    "/\\\\evil.example",
    "/\\evil",
    "/%5c%5cevil.example",
    "/%5C/evil.example",
    "/a/%5c",
    // Percent-encoded slashes that decode to "//".
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    // Tabs, newlines and other controls, which parsers drop ("/\t/evil.example" is "//evil.example").
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%09/evil.example",
    "/\u0000/evil.example",
    "/%73ign-in",
    "/%61pi/auth/sign-out",
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
