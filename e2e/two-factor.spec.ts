import type { Browser, Page, Request } from "@playwright/test";
import { currentTotp, wrongTotp } from "../test/support/totp";
import { demoEmail, DEMO_PASSWORD, expect, test } from "./fixtures";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { createStaffWithCli } from "./support/user-create";
import { expectNoSeriousA11yViolations } from "./support/page-checks";

// Its own server and database: it turns on the requirement for every operator and admin, which
// would send other specs' fresh accounts to enrol.
const port = ownPort(17);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = ownDataDir("two-factor", { fresh: true });
const password = "two-factor e2e password";
const admin = "totp-admin@example.test";
const operator = "totp-operator@example.test";
const viewer = "totp-viewer@example.test";
let server: OwnServer | undefined;

test.use({ baseURL });
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  for (const [email, role] of [
    [admin, "admin"],
    [operator, "operator"],
    [viewer, "viewer"],
  ] as const) {
    createStaffWithCli({ dataDir, email, role, password });
  }
  server = await startOwnServer({ port, dataDir });
});
test.afterAll(async () => {
  await server?.stop();
});

const formAlert = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });

async function passwordStep(page: Page, email: string, secret = password): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function hasSession(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some(
    (cookie) => cookie.name.endsWith("session_token") && cookie.value !== "",
  );
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/sign-in");
}

/** Through the account page, as a person would; returns what the page showed. */
async function enrol(page: Page, whileShown?: () => Promise<void>): Promise<{ secret: string; backupCodes: string[] }> {
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByLabel("Setup key", { exact: true }).inputValue()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole("link", { name: "open the setup link" })).toHaveAttribute(
    "href",
    /^otpauth:\/\/totp\/Hedge%20Desk:/,
  );
  await expect(page.getByRole("heading", { name: "Save your backup codes" })).toBeVisible();
  await expect(page.getByText("they will not be shown again")).toBeVisible();
  const backupCodes = (
    await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents()
  ).map((code) => code.trim());
  expect(backupCodes).toHaveLength(10);
  await whileShown?.();
  // A code of the wrong shape is refused with what a code looks like, not "check the highlighted fields" with none highlighted.
  await page.getByLabel("Code from the app").fill("12345");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Enter the 6-digit code from your authenticator app." }),
  ).toBeVisible();
  await page.getByLabel("Code from the app").fill(currentTotp(secret));
  // Turning it on rotates the session cookie: the page rendered after it must read the new one, not bounce via sign-in.
  const signInVisits: string[] = [];
  const noteSignIn = (request: Request) =>
    void (new URL(request.url()).pathname === "/sign-in" && signInVisits.push(request.url()));
  page.on("request", noteSignIn);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Signing in asks for a code from your authenticator app")).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" })).toHaveCount(0);
  page.off("request", noteSignIn);
  expect(signInVisits).toEqual([]);
  return { secret, backupCodes };
}

let adminSecret = "";

test("enrol on the account page, then sign in with password and code; a wrong code is refused; a backup code works once", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await passwordStep(page, admin);
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "account-off");

  const { secret, backupCodes } = await enrol(page, async () =>
    expectNoSeriousA11yViolations(page, testInfo, "account-setup"),
  );
  adminSecret = secret;
  await expectNoSeriousA11yViolations(page, testInfo, "account-on");
  await signOut(page);

  // The password alone signs nobody in: the form asks for the code.
  await passwordStep(page, admin);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  expect(page.url()).toContain("/sign-in");
  expect(await hasSession(page)).toBe(false);
  await page.getByLabel("Authentication code").fill(wrongTotp(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(formAlert(page)).toContainText("That code is not right");
  expect(await hasSession(page)).toBe(false);
  await page.goto("/conversions");
  await page.waitForURL((url) => url.pathname === "/sign-in");

  await passwordStep(page, admin);
  await page.getByLabel("Authentication code").fill(currentTotp(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByLabel("Signed in as")).toContainText(admin);
  // The trail, once per event: the enrolment, the wrong code, and both sign-ins (password only, then password and code).
  for (const [action, count] of [
    ["twoFactorEnrolled", 1],
    ["signInFailed", 1],
    ["signInSucceeded", 2],
  ] as const) {
    await page.goto(`/audit?action=${action}`);
    await expect(page.getByRole("row").filter({ hasText: admin }), action).toHaveCount(count);
  }
  await signOut(page);

  // A backup code instead of the app: once.
  for (const attempt of ["first", "again"] as const) {
    await passwordStep(page, admin);
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    if (attempt === "first") {
      await page.waitForURL((url) => url.pathname === "/");
      await signOut(page);
    } else {
      await expect(formAlert(page)).toContainText("That backup code is not right, or it was used already");
      expect(await hasSession(page)).toBe(false);
    }
  }
});

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("required by an admin: an operator without it is sent to enrol and nowhere else; viewers and demo accounts are not", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  expect(adminSecret, "the enrolment test above runs first").not.toBe("");
  await passwordStep(page, admin);
  await page.getByLabel("Authentication code").fill(currentTotp(adminSecret));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/staff");
  await page.getByLabel("Require two-factor sign-in for operators and admins").check();
  await page.getByRole("button", { name: "Save setting" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: two-factor is required." })).toBeVisible();

  const operatorPage = await freshPage(browser);
  await passwordStep(operatorPage, operator);
  await operatorPage.waitForURL((url) => url.pathname === "/account");
  await expect(
    operatorPage.getByRole("alert").filter({ hasText: "Admins require two-factor sign-in for your role" }),
  ).toBeVisible();
  for (const elsewhere of ["/", "/conversions", "/audit"]) {
    await operatorPage.goto(elsewhere);
    await operatorPage.waitForURL((url) => url.pathname === "/account");
  }
  const refusedExport = await operatorPage.request.get("/conversions/export");
  expect(refusedExport.status()).toBe(403);
  expect(await refusedExport.text()).toContain("two-factor");
  const { secret } = await enrol(operatorPage);
  await operatorPage.goto("/conversions");
  await expect(operatorPage).toHaveURL(/\/conversions$/);
  // While required for the role, it cannot be turned off.
  await operatorPage.goto("/account");
  await operatorPage.getByLabel("Password").fill(password);
  await operatorPage.getByLabel("Code from the app").fill(currentTotp(secret));
  await operatorPage.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(operatorPage.getByRole("alert").filter({ hasText: "it cannot be turned off" })).toBeVisible();

  const viewerPage = await freshPage(browser);
  await passwordStep(viewerPage, viewer);
  await viewerPage.waitForURL((url) => url.pathname === "/");
  await viewerPage.goto("/conversions");
  await expect(viewerPage).toHaveURL(/\/conversions$/);

  const demoPage = await freshPage(browser);
  await passwordStep(demoPage, demoEmail("operator"), DEMO_PASSWORD);
  await demoPage.waitForURL((url) => url.pathname === "/");
  await demoPage.goto("/account");
  await expect(demoPage.getByText("Demo accounts cannot use two-factor sign-in")).toBeVisible();
});
