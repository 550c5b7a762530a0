import { demoEmail, DEMO_PASSWORD, expect, signIn, test } from "./fixtures";
import { parseCsv } from "./support/csv";

test.describe("signed out", () => {
  test("every page redirects to sign-in, and comes back after it", async ({ page, request }) => {
    for (const [path, location] of [
      ["/", "/sign-in"],
      ["/audit", "/sign-in?next=%2Faudit"],
      ["/staff", "/sign-in?next=%2Fstaff"],
      ["/audit/export", "/sign-in?next=%2Faudit%2Fexport"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(
        new URL(response.headers().location!, "http://x").pathname +
          new URL(response.headers().location!, "http://x").search,
      ).toBe(location);
    }
    await page.goto("/audit?action=changeStaffRole");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Faudit%3Faction%3DchangeStaffRole$/);
    await page.getByLabel("Email").fill(demoEmail("viewer"));
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/audit\?action=changeStaffRole$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  });

  test("a wrong password and an unknown account get the same generic message", async ({ page }) => {
    for (const [email, password] of [
      [demoEmail("viewer"), "not-the-password"],
      ["nobody@hedge-desk.test", DEMO_PASSWORD],
    ]) {
      await page.goto("/sign-in");
      await page.getByLabel("Email").fill(email!);
      await page.getByLabel("Password").fill(password!);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect." })).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
    }
  });

  test("a foreign next= is ignored", async ({ page }) => {
    await signIn(page, demoEmail("viewer"), DEMO_PASSWORD, "/");
    await page.context().clearCookies();
    await page.goto("/sign-in?next=https%3A%2F%2Fevil.example%2F");
    await page.getByLabel("Email").fill(demoEmail("viewer"));
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

test("signing out revokes the session on the server: the old cookie no longer works", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, demoEmail("operator"));
  await expect(page.getByLabel("Signed in as")).toContainText("operator@hedge-desk.test");
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("hedge-desk.session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  const replay = await browser.newContext({ baseURL });
  await replay.addCookies(cookies);
  const replayPage = await replay.newPage();
  await replayPage.goto("/");
  await expect(replayPage).toHaveURL(/\/sign-in$/);
  await expect(replayPage.getByRole("heading", { name: "Sign in to Hedge Desk" })).toBeVisible();
  await replay.close();
});

test.describe("as a viewer", () => {
  test.use({ role: "viewer" });

  test("the Staff page is neither offered nor served", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Audit" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
    await page.goto("/staff");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(page.getByRole("combobox")).toHaveCount(0);
  });

  test("the CSV export is refused", async ({ page }) => {
    const response = await page.request.get("/audit/export");
    expect(response.status()).toBe(403);
  });
});

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("changes a role, sees it in the audit trail, and cannot remove the last admin", async ({ page }) => {
    await page.goto("/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    const operatorRole = page.getByLabel("Role of operator@hedge-desk.test", { exact: true });
    await expect(operatorRole).toHaveValue("operator");

    await operatorRole.selectOption("viewer");
    await page.getByRole("button", { name: "Save role of operator@hedge-desk.test" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: Viewer." })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Role of operator@hedge-desk.test", { exact: true })).toHaveValue("viewer");

    // Put it back, so other tests keep their operator.
    await page.getByLabel("Role of operator@hedge-desk.test", { exact: true }).selectOption("operator");
    await page.getByRole("button", { name: "Save role of operator@hedge-desk.test" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: Operator." })).toBeVisible();

    await page.getByLabel("Role of admin@hedge-desk.test", { exact: true }).selectOption("operator");
    await page.getByRole("button", { name: "Save role of admin@hedge-desk.test" }).click();
    await expect(page.getByRole("status").filter({ hasText: "at least one admin" })).toBeVisible();

    await page.goto("/audit?action=roleChanged");
    // This admin's rows only: other specs' refused attempts by a viewer may share the trail.
    const rows = page.getByRole("table").getByRole("row").filter({ hasText: "admin@hedge-desk.test" });
    await expect(rows).toHaveCount(3); // two changes + the refused demotion, newest first
    await expect(rows.nth(0)).toContainText("refused");
    await expect(rows.nth(0)).toContainText("last-admin");
    await expect(rows.nth(1)).toContainText("recorded");
    await expect(rows.nth(1)).toContainText("previous: viewer");

    const csv = await page.request.get("/audit/export?action=roleChanged");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const [header, ...records] = parseCsv(await csv.text());
    expect(header!.slice(0, 3)).toEqual(["id", "occurred_at", "staff_email"]);
    expect(records.filter((record) => record[2] === "admin@hedge-desk.test")).toHaveLength(3);

    // A date the export cannot read is refused, never read as "no filter" (the whole trail).
    const refused = await page.request.get("/audit/export?from=2026-02-30");
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("from=2026-02-30: There is no such date.");
  });
});
