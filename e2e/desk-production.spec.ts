import { demoEmail, expect, signIn, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot } from "./support/page-checks";
import { expectPassSucceeded } from "./support/book";
import { SYNC_AT_ONCE, ownServerForFile } from "./support/own-server";

/**
 * The desk on a sandbox that answers as production does (SANDBOX_PROFILE=production): legs without amounts or
 * dates, one-leg dual hedges, unknown fields. Once the sync has filled the book, the desk reads, says what it
 * cannot know instead of inventing it, and its counts agree with the book page's.
 */
ownServerForFile("desk-production", 21, { SANDBOX_PROFILE: "production", ...SYNC_AT_ONCE });

test("the desk reads a production-shaped book", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, demoEmail("operator"));
  // The first pass over production-shaped answers ends, and succeeds: the desk reads a complete book.
  await expectPassSucceeded(browser, baseURL!);
  // The desk signed into showed the book mid-pass: its figures catch up in the background (never making a load wait),
  // so a reload or two later they are the finished pass's.
  await expect(async () => {
    await page.goto("/");
    await expect(page.getByTestId("book-freshness")).toContainText("Book as of", { timeout: 1_000 });
    await expect(page.getByTestId("book-changed-since")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] });
  await expect(page.getByTestId("attention-overdue").getByTestId("attention-count")).not.toHaveText("0");

  for (const id of ["overdue", "ending-soon", "settling-soon", "in-process", "mtm", "unknown-calls"])
    await expect(page.getByTestId(`attention-${id}`)).toBeVisible();
  for (const title of ["Exposure by currency pair", "Conversions, last 30 days", "Maturity ladder"])
    await expect(page.getByRole("figure", { name: title }).getByRole("img")).toBeVisible();
  // No error panel (Next's empty route announcer is an alert too).
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, "desk-production");
  await screenshot(page, testInfo, "desk-production");
  await page.screenshot({ path: ".tmp/desk-production.png", fullPage: true });

  // The charts' numbers, one click away: tables that say what they cannot know (legs without amounts or dates).
  await page.getByRole("link", { name: "The numbers as a table: Maturity ladder" }).click();
  await expect(page).toHaveURL("/desk/figures#ladder");
  for (const title of ["Exposure by currency pair", "Conversions, last 30 days", "Maturity ladder"])
    await expect(page.getByRole("region", { name: title, exact: true }).getByRole("table")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, "desk-figures-production");
});
