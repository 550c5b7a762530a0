import { expect, test } from "./fixtures";

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Served over plain HTTP here: HSTS would be ignored, and must never pin localhost.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test("the sign-in page carries the security headers, with a fresh nonce each time", async ({ request }) => {
  const first = await request.get("/sign-in");
  const second = await request.get("/sign-in");
  expectSecurityHeaders(first.headers());
  const nonceOf = (csp = "") => /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonceOf(first.headers()["content-security-policy"])).not.toBe(
    nonceOf(second.headers()["content-security-policy"]),
  );
});

test.describe("signed in", () => {
  test.use({ role: "viewer" });

  test("pages carry the headers, and every script runs under the policy", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/");
    expectSecurityHeaders(await response!.allHeaders());
    // Hydrated (client navigation works) and no script was refused.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit" }).click();
    await page.waitForURL("**/audit");
    expect(violations).toEqual([]);
  });
});
