import { SESSION_COOKIE } from "@/lib/auth/cookie-name";
import { expect, test } from "./fixtures";

test.describe("signed in", () => {
  test.use({ role: "viewer" });

  test("the session cookie is out of scripts' reach and not sent by other sites", async ({ page, context }) => {
    await page.goto("/");
    const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // Served over plain HTTP here; over HTTPS the cookie is Secure (and named __Secure-…).
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  });
});
