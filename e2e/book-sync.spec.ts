import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support/page-checks";

// The e2e server runs without the background sync (scripts/e2e-server.mjs): every pass here is one an admin started.

test.describe("the book's sync page, as an admin", () => {
  test.use({ role: "admin" });

  test("starts a pass now and shows it, with what it cost", async ({ page }) => {
    test.setTimeout(120_000); // a whole pass of the demo data (15 calls) runs in the background meanwhile
    await page.goto("/");
    await page.getByRole("link", { name: "Book sync" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Book sync" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    // The closest item is current: Book sync, not Book as well.
    await expect(nav.getByRole("link", { name: "Book sync" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Book", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Background sync off")).toBeVisible();
    // The classes' measured reads are shown; with the sync off nothing is promised, and the table says none.
    const classes = page.getByRole("region", { name: "Freshness by class" });
    await expect(classes.getByRole("rowheader", { name: "Needs attention" })).toBeVisible();
    await expect(page.getByText("nothing is promised per class")).toBeVisible();
    await expectNoSeriousA11yViolations(page, test.info(), "book-sync");

    await page.getByRole("button", { name: "Start a pass now" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Pass \d+ started/ })).toBeVisible({ timeout: 20_000 });
    // The pass runs in the background: reload until it has ended.
    await expect(async () => {
      await page.reload();
      const passes = page.getByRole("region", { name: "Last sync passes" });
      await expect(passes.getByText("succeeded").first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 80_000 });
    const row = page.getByRole("region", { name: "Last sync passes" }).getByRole("row").nth(1);
    await expect(row).toContainText("Admin (admin@hedge-desk.test)");
    await expectNoSeriousA11yViolations(page, test.info(), "book-sync-after-pass");

    // On the trail, as a security event.
    await page.goto("/audit");
    const trail = page.getByRole("region", { name: "Audit trail entries" });
    await expect(trail.getByText("Book sync started").first()).toBeVisible();
  });
});

test.describe("the book's sync page, as an operator", () => {
  test.use({ role: "operator" });

  test("is not for operators, nor linked for them", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Book sync" })).toHaveCount(0);
    await page.goto("/book/sync");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  });
});
