import { demoEmail, expect, signIn, test } from "./fixtures";
import { bookRowStatuses, checkBookPage, sandboxLegs, searchFor } from "./support/book";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { scanAndCapture } from "./support/page-checks";
import { sandboxAuth } from "./support/sandbox-auth";

/**
 * The book on a sandbox that answers the way production does (SANDBOX_PROFILE=production): fields missing or null,
 * non-v4 ids, one-leg dual hedges. The sync fills the book from it; the book page and search read every row, showing
 * what the service did not say as "—".
 */
const port = ownPort(9);
let server: OwnServer;

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startOwnServer({
    port,
    dataDir: ownDataDir("book-production-profile", { fresh: true }),
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

test("the book fills from production-shaped answers and reads them all", async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, demoEmail("viewer"));
  // Filled: a complete pass, or (should a pass stall on these answers, which is the sync's to say) the same rows twice.
  let last = -1;
  await expect(async () => {
    await page.goto("/book");
    const complete = await page.getByText(/complete pass over the hedging service finished/).isVisible();
    const shown = await page
      .getByText(/^\d+ legs? · page \d+ of \d+\./)
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    const count = Number(shown?.match(/^(\d+)/)?.[1] ?? 0);
    const stable = count > 0 && count === last;
    last = count;
    expect(complete || stable).toBe(true);
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  const line = await page.getByText(/^\d+ legs? · page \d+ of \d+\./).textContent();
  const total = Number(line?.match(/^(\d+)/)?.[1]);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  // Unknown values are shown as unknown, never made up.
  await page.goto("/book?per_page=100");
  await expect(page.locator("tr[data-leg-id] td").filter({ hasText: /^—$/ }).first()).toBeVisible();
  await checkBookPage(page, testInfo, "book-production");

  await page.goto("/book?status=Active&per_page=100");
  expect(new Set(await bookRowStatuses(page))).toEqual(new Set(["Active"]));

  const csv = await page.request.get("/book/export");
  expect(csv.status()).toBe(200);
  const rows = (await csv.text()).trimEnd().split("\r\n");
  expect(rows.length - 1).toBe(total);

  // Search by a dual hedge id as the production-shaped service sends it (non-v4 ids included).
  const { legs } = await sandboxLegs(request, sandboxAuth);
  const { dual } = legs.find(({ dual }) => typeof dual.id === "string")!;
  await searchFor(page, dual.id);
  await expect(page).toHaveURL(new RegExp(`/dual-hedges/${dual.id}$`, "i"));

  await page.goto("/search?q=zz-no-such-thing");
  await expect(page.getByRole("heading", { name: /Nothing in the book matches/ })).toBeVisible();
  await scanAndCapture(page, testInfo, "search-production-not-found");
});
