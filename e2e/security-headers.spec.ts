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

/** A response that is not a page (a file, a build asset, a 404 of either): no nonce to give, but the same protection. */
function expectFileHeaders(headers: Record<string, string>) {
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test("files, build assets and their 404s carry the headers too", async ({ request }) => {
  const signIn = await (await request.get("/sign-in")).text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(signIn)?.[1];
  expect(script, "the sign-in page loads a build script").toBeTruthy();
  for (const path of [script!, "/robots.txt", "/icon.svg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectFileHeaders(response.headers());
  }
  // (A page path without a session is a redirect to sign-in; a page 404 is the signed-in test below.)
  for (const path of ["/_next/static/chunks/no-such-file.js", "/no-such-file.txt"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectFileHeaders(response.headers());
  }
  // Behind a TLS-terminating proxy, a build asset asks browsers to stay on https.
  const overHttps = await request.get(script!, { headers: { "x-forwarded-proto": "https" } });
  expect(overHttps.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
});

test.describe("signed in, a path with a dot", () => {
  test.use({ role: "viewer" });

  test("/customers/x.y is a page (a 404) with the page's headers", async ({ page }) => {
    const response = await page.goto("/customers/x.y");
    expect(response!.status()).toBe(404);
    expectSecurityHeaders(await response!.allHeaders());
  });
});
