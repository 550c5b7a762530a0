import { demoEmail, expect, signIn, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot } from "./support/page-checks";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";

/**
 * The desk on a sandbox that answers as production does (SANDBOX_PROFILE=production): legs without amounts or
 * dates, one-leg dual hedges, unknown fields. Once the sync has filled the book, the desk reads, says what it
 * cannot know instead of inventing it, and its counts agree with the book page's.
 */
const port = ownPort(21);
let server: OwnServer;

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startOwnServer({
    port,
    dataDir: ownDataDir("desk-production", { fresh: true }),
    env: {
      SANDBOX_PROFILE: "production",
      HEDGING_SYNC_ENABLED: "1",
      HEDGING_SYNC_START_DELAY_SECONDS: "0",
      HEDGING_SYNC_RATE_PER_SECOND: "50",
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test("the desk reads a production-shaped book", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, demoEmail("operator"));
  await expect(async () => {
    await page.goto("/");
    // Rows are in (a production-shaped pass is slow to complete here): the desk reads what the book has so far.
    await expect(page.getByTestId("attention-overdue").getByTestId("attention-count")).not.toHaveText("0", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 120_000, intervals: [1_000, 2_000, 5_000] });

  for (const id of ["overdue", "ending-soon", "settling-soon", "in-process", "mtm", "unknown-calls"])
    await expect(page.getByTestId(`attention-${id}`)).toBeVisible();
  for (const title of ["Exposure by currency pair", "Conversions, last 30 days", "Maturity ladder"])
    await expect(page.getByRole("figure", { name: title }).getByRole("img")).toBeVisible();
  // No error panel (Next's empty route announcer is an alert too).
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, "desk-production");
  await screenshot(page, testInfo, "desk-production");
  await page.screenshot({ path: ".tmp/desk-production.png", fullPage: true });
});
