import type { Browser, BrowserContext, Page } from "@playwright/test";
import { demoEmail, expect, signIn, test } from "./fixtures";
import { postAction, serverActions } from "./server-actions";
import { expectNoSeriousA11yViolations } from "./support/page-checks";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { createStaffWithCli } from "./support/user-create";
import { parseCsv } from "./support/csv";

// A server and database of its own: accounts here are disabled and reset without touching the shared demo accounts.
const port = ownPort(13);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = ownDataDir("staff-lifecycle", { fresh: true });
const alice = "alice.lifecycle@example.test";
const password = "alice's first passphrase";
const newPassword = "alice's own new passphrase";
let server: OwnServer | undefined;

test.use({ baseURL });

test.beforeAll(async () => {
  createStaffWithCli({ dataDir, email: alice, role: "operator", password });
  server = await startOwnServer({ port, dataDir });
});
test.afterAll(async () => {
  await server?.stop();
});

async function browserAs(
  browser: Browser,
  email: string,
  secret: string,
  next = "/",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email, secret, next);
  return { context, page };
}

/** The form's own alert (Next's route announcer is an empty one), waited for with the message expected. */
async function expectSignInRefused(browser: Browser, email: string, secret: string, message: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await context.close();
}

const quoteDrawdown = () => serverActions().find((action) => action.name === "quoteDrawdownAction")!;

test("disable, re-enable and reset a staff account; each step is on the trail once", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await browserAs(browser, demoEmail("admin"), "hedge-desk-demo", "/staff");
  admin.page.on("dialog", (dialog) => void dialog.accept());
  await expect(admin.page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expectNoSeriousA11yViolations(admin.page, test.info(), "staff");

  // The last enabled admin cannot be disabled (the demo admin is the only one here).
  await admin.page.getByRole("button", { name: `Disable ${demoEmail("admin")}` }).click();
  await expect(admin.page.getByRole("status").filter({ hasText: "at least one admin" })).toBeVisible();

  // Disable: Alice's open session is refused at her next action and page load, and she cannot sign in.
  const first = await browserAs(browser, alice, password);
  await admin.page.getByRole("button", { name: `Disable ${alice}` }).click();
  await expect(admin.page.getByRole("status").filter({ hasText: "signed out everywhere" })).toBeVisible();
  const refused = await postAction(
    first.context.request,
    quoteDrawdown(),
    [{ customerId: "7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5f" }],
    { origin: baseURL },
  );
  expect(await refused.text()).toContain('"kind":"unauthenticated"');
  await first.page.goto("/conversions");
  await expect(first.page).toHaveURL(/\/sign-in\?next=%2Fconversions$/);
  await expectSignInRefused(browser, alice, password, "This account is disabled");

  // Re-enable: she signs in again.
  await admin.page.getByRole("button", { name: `Enable ${alice}` }).click();
  await expect(admin.page.getByRole("status").filter({ hasText: "can sign in again" })).toBeVisible();
  const again = await browserAs(browser, alice, password);

  // Reset: the temporary password is shown once; her sessions end; she must choose a new one.
  await admin.page.getByRole("button", { name: `Reset password of ${alice}` }).click();
  const temporary = (await admin.page.getByTestId("temporary-password").textContent())!.trim();
  expect(temporary).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await admin.page.reload();
  await expect(admin.page.getByTestId("temporary-password")).toHaveCount(0);
  await expect(admin.page.getByText(temporary)).toHaveCount(0);
  await again.page.goto("/");
  await expect(again.page).toHaveURL(/\/sign-in/);
  await expectSignInRefused(browser, alice, password, "Email or password is incorrect");

  const elsewhere = await browserAs(browser, alice, temporary, "/change-password");
  const changing = await browserAs(browser, alice, temporary, "/change-password");
  await changing.page.goto("/conversions");
  await expect(changing.page).toHaveURL(/\/change-password$/);
  const blocked = await postAction(
    changing.context.request,
    quoteDrawdown(),
    [{ customerId: "7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5f" }],
    { origin: baseURL },
  );
  expect(await blocked.text()).toContain("Choose a new password first");
  await expectNoSeriousA11yViolations(changing.page, test.info(), "change-password");
  await changing.page.getByLabel("Current password").fill(temporary);
  await changing.page.getByLabel(/^New password/).fill(newPassword);
  await changing.page.getByLabel("Repeat the new password").fill(newPassword);
  await changing.page.getByRole("button", { name: "Change password" }).click();
  await changing.page.waitForURL((url) => url.pathname === "/");
  await expect(changing.page.getByLabel("Signed in as")).toContainText(alice);
  // The other session, signed in with the temporary password, is over.
  await elsewhere.page.goto("/change-password");
  await expect(elsewhere.page).toHaveURL(/\/sign-in/);
  await expectSignInRefused(browser, alice, temporary, "Email or password is incorrect");
  await (await browserAs(browser, alice, newPassword)).context.close();

  // The trail: each event once, filterable by its kind from the form.
  await admin.page.goto("/audit");
  await admin.page.getByLabel("Action").selectOption({ label: "Account disabled" });
  await admin.page.getByRole("button", { name: "Apply filters" }).click();
  await expect(admin.page).toHaveURL(/action=staffDisabled/);
  const aliceRows = (page: Page) => page.getByRole("table").getByRole("row").filter({ hasText: alice });
  await expect(aliceRows(admin.page)).toHaveCount(1);
  const expected: Record<string, number> = {
    staffCreated: 1,
    staffEnabled: 1,
    passwordReset: 1,
    passwordChanged: 1,
    // Alice's own successful sign-ins: first, again, elsewhere, changing, and with the new password.
    signInSucceeded: 5,
    // Disabled once, then the old password and the temporary one after they stopped working.
    signInFailed: 3,
  };
  for (const [kind, count] of Object.entries(expected)) {
    await admin.page.goto(`/audit?action=${kind}`);
    await expect(aliceRows(admin.page), kind).toHaveCount(count);
  }
  await admin.page.goto(`/audit?action=staffDisabled`);
  await expect(aliceRows(admin.page)).toContainText("recorded");
  const csv = await admin.page.request.get("/audit/export?action=security");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(
    parseCsv(await csv.text()).filter(
      (cells) => cells[4] === "passwordReset" && cells.some((cell) => cell.includes(alice)),
    ),
  ).toHaveLength(1);
  expect(lines.some((line) => line.includes(temporary) || line.includes(password))).toBe(false);
  await admin.context.close();
  for (const opened of [first, again, elsewhere, changing]) await opened.context.close();
});
