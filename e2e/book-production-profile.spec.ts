import { demoEmail, expect, signIn, test } from "./fixtures";
import { bookRowStatuses, checkBookPage, expectPassSucceeded, sandboxLegs, searchFor } from "./support/book";
import { SYNC_AT_ONCE, ownServerForFile } from "./support/own-server";
import { money, scanAndCapture } from "./support/page-checks";
import { csvObjects } from "./support/customer-page";
import { add, toDecimalString } from "@/lib/domain/money";
import { sandboxAuth } from "./support/sandbox-auth";
import { parseCsv } from "./support/csv";

/**
 * The book on a sandbox that answers the way production does (SANDBOX_PROFILE=production): fields missing or null,
 * non-v4 ids, one-leg dual hedges. The sync fills the book from it; the book page and search read every row, showing
 * what the service did not say as "—".
 */
ownServerForFile("book-production-profile", 9, { SANDBOX_PROFILE: "production", ...SYNC_AT_ONCE });

test("the book fills from production-shaped answers and reads them all", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, demoEmail("viewer"));
  // Filled: the first pass over production-shaped answers ends, and succeeds.
  await expectPassSucceeded(browser, baseURL!);
  await page.goto("/book");
  await expect(page.getByText(/complete pass over the hedging service finished/)).toBeVisible();
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
  expect(parseCsv(await csv.text()).length - 1).toBe(total);

  // Search by a dual hedge id as the production-shaped service sends it (non-v4 ids included).
  const { legs } = await sandboxLegs(request, sandboxAuth);
  const { dual } = legs.find(({ dual }) => typeof dual.id === "string")!;
  await searchFor(page, dual.id);
  await expect(page).toHaveURL(new RegExp(`/dual-hedges/${dual.id}$`, "i"));

  await page.goto("/search?q=zz-no-such-thing");
  await expect(page.getByRole("heading", { name: /Nothing in the book matches/ })).toBeVisible();
  await scanAndCapture(page, testInfo, "search-production-not-found");
});

test("a customer's page reads production-shaped rows, its totals exact per currency, an unknown amount counted apart", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, demoEmail("viewer"));
  // The customer whose Active legs the book holds most of (the profile keeps an Active leg's amounts and side).
  const rows = csvObjects(await (await page.request.get("/book/export")).text()).filter(
    (row) => row.not_seen_since === "",
  );
  const active = rows.filter((row) => row.status === "Active");
  const perCustomer = new Map<string, typeof active>();
  for (const row of active) perCustomer.set(row.customer_id!, [...(perCustomer.get(row.customer_id!) ?? []), row]);
  const [customerId, mine] = [...perCustomer].sort((a, b) => b[1].length - a[1].length)[0]!;

  await page.goto(`/customers/${customerId}`);
  await expect(page.getByTestId("customer-exposure")).toContainText(
    `${mine.length} Active ${mine.length === 1 ? "leg" : "legs"}`,
  );
  // Each currency's total is the exact sum of the amounts the book knows; the ones it does not are counted apart.
  const totals = new Map<string, { amount: string | null; unknown: number }>();
  for (const row of mine)
    for (const [currency, amount] of [
      [row.from_currency, row.from_currency_amount],
      [row.to_currency, row.to_currency_amount],
    ] as const) {
      const key = currency || "?";
      const seen = totals.get(key) ?? { amount: null, unknown: 0 };
      if (amount === "") seen.unknown += 1;
      else seen.amount = seen.amount === null ? amount! : toDecimalString(add(seen.amount, amount!));
      totals.set(key, seen);
    }
  const shown = page.getByTestId("customer-currency-totals").getByRole("listitem");
  await expect(shown).toHaveCount(totals.size);
  for (const [currency, { amount, unknown }] of totals) {
    if (currency === "?") continue;
    const item = shown.filter({ hasText: new RegExp(`^${currency}[\\s\\u00a0]`) });
    await expect(item).toContainText(amount === null ? `${currency} —` : money(amount, currency));
    if (unknown > 0) await expect(item).toContainText(`+ ${unknown} without an amount`);
  }
  await scanAndCapture(page, testInfo, "customer-page-production");
});
