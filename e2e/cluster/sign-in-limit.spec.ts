import { demoEmail, DEMO_PASSWORD, expect, test } from "../fixtures";
import { actionAnswerWith, answeredBy, instanceAddresses, steerAwayFrom } from "./support/instances";

/**
 * Runs last (file order): it locks this browser's address (127.0.0.1) out of signing in for the
 * window. SIGN_IN_RATE_LIMIT_MAX is set by scripts/test-cluster.mjs.
 */
const LIMIT = Number(process.env.SIGN_IN_RATE_LIMIT_MAX ?? 5);

test("failed sign-ins spread over both instances trip the one limit, which then holds on both", async ({ page }) => {
  await page.goto("/sign-in");
  const form = {
    email: page.getByLabel("Email"),
    password: page.getByLabel("Password"),
    submit: page.getByRole("button", { name: "Sign in" }),
  };
  // The form's own alert (Next's route announcer is an alert too).
  const alert = page.locator("form").getByRole("alert");
  const attempt = async (password: string) => {
    await form.email.fill(demoEmail("operator"));
    await form.password.fill(password);
    const [answer] = await Promise.all([page.waitForResponse(actionAnswerWith("password")), form.submit.click()]);
    return answeredBy(answer);
  };

  const failedOn: string[] = [];
  for (let failure = 1; failure <= LIMIT; failure++) {
    if (failedOn.length > 0) await steerAwayFrom(page.request, failedOn.at(-1)!);
    // A different forged X-Forwarded-For each time: nginx appends the real address, which the app
    // takes (lib/request/client-address.ts), so every failure counts against 127.0.0.1.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${failure}` });
    failedOn.push(await attempt(`wrong-password-${failure}`));
    await expect(alert).toHaveText("Email or password is incorrect.");
  }
  expect(new Set(failedOn).size, `failures answered by ${failedOn.join(", ")}`).toBe(2);

  // Now even the right password is refused, by either instance.
  const refusedOn = new Set<string>();
  for (let tries = 0; tries < 4 && refusedOn.size < 2; tries++) {
    const instance = await attempt(DEMO_PASSWORD);
    await expect(alert).toHaveText(/^Too many sign-in attempts from this address\. Try again in \d+ seconds\.$/);
    await expect(page).toHaveURL(/\/sign-in$/);
    refusedOn.add(instance);
    await steerAwayFrom(page.request, instance);
  }
  expect([...refusedOn].sort()).toEqual([...instanceAddresses].sort());
});
