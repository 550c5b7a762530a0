import { demoEmail, DEMO_PASSWORD, expect, test } from "./fixtures";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";

// The sign-in limiter counts failures per client address, and every spec signs in from 127.0.0.1:
// this spec gets a server and database of its own, so locking itself out locks out no one else.
const port = ownPort(1);
let server: OwnServer;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startOwnServer({ port, dataDir: ownDataDir("sign-in-limit", { fresh: true }) });
});
test.afterAll(async () => {
  await server?.stop();
});

test("repeated failed sign-ins: the same generic message each time, then refused for a while, even with the right password", async ({
  page,
  request,
}) => {
  // The form's own alert (Next's route announcer is an empty one).
  const alert = page.getByRole("alert").filter({ hasText: /\S/ });
  // Five failures (the default SIGN_IN_RATE_LIMIT_MAX), alternating a known account with a wrong
  // password and an unknown account: a stranger cannot tell them apart.
  const attempts = [
    [demoEmail("operator"), "wrong-password-1"],
    ["nobody@hedge-desk.test", DEMO_PASSWORD],
    [demoEmail("admin"), "wrong-password-2"],
    ["someone.else@hedge-desk.test", "wrong-password-3"],
    [demoEmail("viewer"), "wrong-password-4"],
  ] as const;
  for (const [email, password] of attempts) {
    await page.goto("/sign-in"); // a fresh form each time, so each message is this attempt's
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(alert).toHaveText("Email or password is incorrect.");
    await expect(page).toHaveURL(/\/sign-in$/);
  }

  // The sixth, with the right password, is refused with a clear message and no session.
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(demoEmail("viewer"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(alert).toHaveText(/^Too many sign-in attempts from this address\. Try again in \d+ seconds\.$/);
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes("session_token"))).toEqual([]);

  // better-auth's own endpoint shares the count: 429.
  const direct = await request.post("/api/auth/sign-in/email", {
    headers: { origin: `http://127.0.0.1:${port}` },
    data: { email: demoEmail("viewer"), password: DEMO_PASSWORD },
  });
  expect(direct.status()).toBe(429);
  expect(direct.headers()["set-cookie"] ?? "").not.toContain("session_token");
});
