import { demoEmail, expect, signIn, test } from "./fixtures";
import { bookRowStatuses, checkBookPage, sandboxLegs, searchFor, waitForBook } from "./support/book";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { scanAndCapture } from "./support/page-checks";
import { sandboxAuth } from "./support/sandbox-auth";
import { parseCsv } from "./support/csv";

/**
 * The book: the background sync fills it from the embedded sandbox; the book page lists every leg across
 * customers with filters in the URL, sorts, pages and exports; the header's search finds any id or a name. A server
 * of its own, with the sync on (the shared e2e server runs without it, as its specs count upstream calls).
 */
const port = ownPort(5);
let server: OwnServer;
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: "serial" });

type Sandbox = Awaited<ReturnType<typeof sandboxLegs>>;
let sandbox: Sandbox;

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startOwnServer({
    port,
    dataDir: ownDataDir("book", { fresh: true }),
    env: { HEDGING_SYNC_ENABLED: "1", HEDGING_SYNC_START_DELAY_SECONDS: "0", HEDGING_SYNC_RATE_PER_SECOND: "50" },
  });
  sandbox = await sandboxLegs(request, sandboxAuth);
});
test.afterAll(async () => {
  await server?.stop();
});
test.beforeEach(async ({ page }) => {
  await signIn(page, demoEmail("viewer"));
});

test("the book page lists every leg, filters, sorts and pages through the URL", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const total = await waitForBook(page, sandbox.legs.length);
  expect(total).toBe(sandbox.legs.length);
  await expect(page.getByText(/has been read whole from the hedging service since/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Legs in the book" })).toBeVisible();
  await checkBookPage(page, testInfo, "book");

  // Status, through the form: every row shown is Overdue, and as many as the sandbox has.
  const overdue = sandbox.legs.filter(({ leg }) => leg.status === "Overdue");
  expect(overdue.length).toBeGreaterThan(0);
  await page.getByLabel("Status").selectOption("Overdue");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]status=Overdue/);
  await expect(page.getByText(`${overdue.length} legs · page 1 of 1.`)).toBeVisible();
  expect(new Set(await bookRowStatuses(page))).toEqual(new Set(["Overdue"]));

  // A pair and a fixed side narrow further; the address alone reproduces it.
  const sample = sandbox.legs.find(({ leg }) => leg.status === "Active")!.leg;
  const pair = `${sample.fromCurrency}/${sample.toCurrency}`;
  const side = sample.fixedSide === "fromCurrencyAmount" ? "from" : "to";
  const expected = sandbox.legs.filter(
    ({ leg }) => `${leg.fromCurrency}/${leg.toCurrency}` === pair && leg.fixedSide === sample.fixedSide,
  );
  await page.goto(`/book?${new URLSearchParams({ pair, fixed: side })}`);
  await expect(page.getByText(new RegExp(`^${expected.length} legs? · page 1 of 1\\.`))).toBeVisible();
  expect(await page.locator("tr[data-leg-id]").count()).toBe(expected.length);

  // End date range: this week's Active legs (the demo data has some).
  const today = new Date().toISOString().slice(0, 10);
  const weekEnd = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const thisWeek = sandbox.legs.filter(
    ({ leg }) => leg.status === "Active" && leg.endAt >= today && leg.endAt <= weekEnd,
  );
  expect(thisWeek.length).toBeGreaterThan(0);
  await page.goto(`/book?status=Active&end_from=${today}&end_to=${weekEnd}`);
  await expect(page.getByText(new RegExp(`^${thisWeek.length} legs? · page 1 of 1\\.`))).toBeVisible();

  // Sort by remaining amount, then the other way round; the header says which.
  await page.goto("/book");
  await page.getByRole("link", { name: /^Remaining/ }).click();
  await expect(page).toHaveURL(/[?&]sort=remaining/);
  await expect(page.getByRole("columnheader", { name: /Remaining/ })).toHaveAttribute("aria-sort", "ascending");
  await page.getByRole("link", { name: /^Remaining/ }).click();
  await expect(page).toHaveURL(/[?&]sort=-remaining/);
  await expect(page.getByRole("columnheader", { name: /Remaining/ })).toHaveAttribute("aria-sort", "descending");

  // Pages: the second page has other legs, and the sort is kept.
  const first = await page
    .locator("tr[data-leg-id]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-leg-id")));
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=-remaining/);
  const second = await page
    .locator("tr[data-leg-id]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-leg-id")));
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((id) => first.includes(id))).toEqual([]);

  // Each row leads to its dual hedge's live page.
  const row = page.locator("tr[data-leg-id]").first();
  const legId = await row.getAttribute("data-leg-id");
  const owner = sandbox.legs.find(({ leg }) => leg.id === legId)!;
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(`/customers/${owner.customer.id}/dual-hedges/${owner.dual.id}`);
});

test("book sync shows what the scheduled sync promises per class, and that it holds", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  await signIn(page, demoEmail("admin"));
  await page.goto("/book/sync");
  await expect(page.getByText(/reads customers continuously, at most 50 calls a second/)).toBeVisible();
  const attention = page
    .getByRole("region", { name: "Freshness by class" })
    .getByRole("row", { name: /Needs attention/ });
  // The demo's dozen customers at 50 calls a second: the ten-minute target holds, and the reads are within it.
  await expect(attention.getByRole("cell").nth(2)).toHaveText("10 min");
  await expect(attention.getByRole("cell").nth(5)).toHaveText("within the promise");
  await expect(
    page.getByText(/It promises customers needing attention read within 10 min, new within 10 min, active within 2 h/),
  ).toBeVisible();
  // The schedule runs no pass: the button moves the customers needing attention to the front instead.
  await expect(page.getByRole("button", { name: "Start a pass now" })).toHaveCount(0);
  await page.getByRole("button", { name: "Read customers needing attention now" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^\d+ customers? needing attention (is|are) read next, ahead of the schedule\.$/ }),
  ).toBeVisible();
  // The desk's refresh does the same, as a plain form post back to the desk.
  await page.goto("/");
  await expect(page.getByTestId("book-freshness")).not.toContainText("A pass");
  await page.getByRole("button", { name: "Read customers needing attention now" }).click();
  await expect(page).toHaveURL("/?refresh=queued");
  await expect(
    page.getByRole("status").filter({ hasText: "The customers behind the lists that need attention are read next" }),
  ).toBeVisible();
  await context.close();
});

test("the book page names what it cannot use and says what to do when nothing matches", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/book?status=Sleeping&end_from=2026-13-01");
  const problem = page.getByRole("alert").filter({ hasText: "The address has values this list cannot use" });
  await expect(problem).toContainText("status=Sleeping");
  await expect(problem).toContainText("end_from=2026-13-01");
  await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveCount(0);
  await checkBookPage(page, testInfo, "book-bad-url");

  await page.goto("/book?customer=no-such-customer-anywhere");
  await expect(page.getByRole("heading", { name: "No leg matches these filters" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Clear all filters" })).toBeVisible();
  await checkBookPage(page, testInfo, "book-no-match");
});

test("the CSV holds every matching leg and is in the audit trail", async ({ page }) => {
  const overdue = sandbox.legs.filter(({ leg }) => leg.status === "Overdue");
  await page.goto("/book?status=Overdue");
  const href = await page.getByRole("link", { name: /Export CSV/ }).getAttribute("href");
  expect(href).toBe("/book/export?status=Overdue");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const [header, ...records] = parseCsv(await response.text());
  expect(header!.slice(0, 5)).toEqual(["leg_id", "dual_hedge_id", "customer_id", "company_name", "status"]);
  const ids = records.map((record) => record[0]);
  expect(ids.sort()).toEqual(overdue.map(({ leg }) => leg.id).sort());
  // Amounts as the service sent them (exact text), not as the page formats them.
  const sample = overdue[0]!.leg;
  const record = records.find((cells) => cells[0] === sample.id)!;
  expect(record[header!.indexOf("fixed_side")]).toBe(sample.fixedSide);

  await expect(async () => {
    await page.goto("/audit?action=csvExported");
    await expect(page.getByRole("table")).toContainText('{"status":"Overdue"}', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  expect((await page.request.get("/book/export?fixed=sideways")).status()).toBe(400);
});

test("search lands on the one object an id names, from any id", async ({ page }) => {
  test.setTimeout(120_000);
  await waitForBook(page, sandbox.legs.length);
  const { customer, dual, leg } = sandbox.legs.find(({ leg }) => leg.externalTransactionId)!;
  const dualPath = `/customers/${customer.id}/dual-hedges/${dual.id}`;
  for (const [what, text, path] of [
    ["dual hedge id", dual.id, dualPath],
    ["leg id", leg.id, dualPath],
    ["transaction id", leg.transactionId, dualPath],
    ["external transaction id", leg.externalTransactionId, dualPath],
    ["customer id", customer.id.toUpperCase(), `/customers/${customer.id}`],
    ["external customer id", customer.externalCustomerId, `/customers/${customer.id}`],
  ] as const) {
    await page.goto("/book");
    await searchFor(page, text);
    await expect(page, what).toHaveURL(path);
  }
});

test("search lists names, exact ids first, and says what to do when nothing matches", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // A word several customers' names share.
  const word = sandbox.customers[0]!.companyName.split(" ")[0] as string;
  const named = sandbox.customers.filter((c) => c.companyName.toLowerCase().includes(word.toLowerCase()));
  await page.goto("/book");
  await searchFor(page, word.toLowerCase());
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word.toLowerCase())}`);
  await expect(page.getByText(`${named.length} ${named.length === 1 ? "match" : "matches"} for`)).toBeVisible();
  for (const customer of named)
    await expect(page.getByRole("link", { name: customer.companyName, exact: true })).toBeVisible();
  await scanAndCapture(page, testInfo, "search-names");

  await searchFor(page, "zz-nothing-by-this-name");
  await expect(page.getByRole("heading", { name: /Nothing in the book matches/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "search the customers live" })).toBeVisible();
  await scanAndCapture(page, testInfo, "search-not-found");

  const unknownId = "0badc0de-0000-4000-8000-000000000000";
  await searchFor(page, unknownId);
  await expect(page.getByRole("link", { name: "open the customer live" })).toHaveAttribute(
    "href",
    `/customers/${unknownId}/dual-hedges`,
  );

  await page.goto(`/search?q=${"x".repeat(201)}`);
  await expect(page.getByRole("alert").filter({ hasText: "200 characters" })).toBeVisible();
});

test("past the exact count, the pager pages by cursor and names no page it does not know", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // The same book served again with a count limit below its size: the demo book is then "more than 20" legs.
  await server.stop();
  server = await startOwnServer({
    port,
    dataDir: ownDataDir("book", { fresh: false }),
    env: { BOOK_EXACT_TOTAL_LIMIT: "20" },
  });
  // "More than 20 legs (about N in the book, an estimate) · page 1. Rows …": the page named only when known.
  const countLine = page.getByText(/^More than 20 legs/);
  const ids = () =>
    page.locator("tr[data-leg-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-leg-id")));
  // The whole list in this order, 100 legs a page by the pager's Next links.
  const whole: (string | null)[] = [];
  await page.goto("/book?sort=-remaining&per_page=100");
  for (let n = 1; n < 20; n++) {
    whole.push(...(await ids()));
    const next = page.getByRole("link", { name: "Next page" });
    if ((await next.getAttribute("aria-disabled")) === "true") break;
    const at = page.url();
    await next.click();
    await expect(page).not.toHaveURL(at);
  }
  expect(whole).toHaveLength(sandbox.legs.length);
  expect(sandbox.legs.length).toBeGreaterThan(50);

  await page.goto("/book?sort=-remaining");
  await expect(countLine).toContainText(" · page 1.");
  expect(await ids()).toEqual(whole.slice(0, 25));
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]cursor=a~-remaining~/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  // Reached by cursor, the page's position is not known: the count line names none.
  await expect(countLine).toBeVisible();
  await expect(countLine).not.toContainText(" · page");
  await expect(page.getByRole("navigation", { name: "Book pages" })).not.toContainText(/Page \d/);
  expect(await ids()).toEqual(whole.slice(25, 50));
  await checkBookPage(page, testInfo, "book-by-cursor");
  const cursorUrl = new URL(page.url());

  await page.getByRole("link", { name: "Next page" }).click();
  await expect(async () => expect(await ids()).toEqual(whole.slice(50, 75))).toPass({ timeout: 10_000 });
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(async () => expect(await ids()).toEqual(whole.slice(25, 50))).toPass({ timeout: 10_000 });
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(countLine).toContainText(" · page 1.");
  expect(await ids()).toEqual(whole.slice(0, 25));

  // Last page: the order's last 25, read from the end; nothing follows it.
  await page.getByRole("link", { name: "Last page" }).click();
  await expect(page).toHaveURL(/[?&]cursor=last~-remaining/);
  await expect(async () => expect(await ids()).toEqual(whole.slice(-25))).toPass({ timeout: 10_000 });
  await expect(page.getByRole("link", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");

  // A typed page number opens only within the first 20 legs (an offset past them would walk every leg it skips):
  // further in, the page says why and offers the first page, the last page and the filters, and shows no rows.
  await page.goto("/book?sort=-remaining&per_page=10&page=2");
  await expect(countLine).toContainText(" · page 2.");
  expect(await ids()).toEqual(whole.slice(10, 20));
  await page.goto("/book?sort=-remaining&per_page=10&page=3");
  const tooDeep = page.getByRole("alert").filter({ hasText: "Page 3 cannot be opened by its number" });
  await expect(tooDeep).toContainText("Only pages 1 to 2 open by number, as more than 20 legs are in the book");
  await expect(countLine).toBeVisible();
  await expect(page.locator("tr[data-leg-id]")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Book pages" })).toHaveCount(0);
  await checkBookPage(page, testInfo, "book-page-too-deep");
  // Unfiltered, it offers to filter, not to "narrow the filters" the list does not have.
  await expect(tooDeep.getByRole("link", { name: "Filter the book" })).toHaveAttribute("href", "#book-filters");
  await tooDeep.getByRole("link", { name: "Go to the last page" }).click();
  await expect(page).toHaveURL(/[?&]cursor=last~-remaining/);
  await expect(async () => expect(await ids()).toEqual(whole.slice(-10))).toPass({ timeout: 10_000 });
  await page.goto("/book?sort=-remaining&per_page=10&page=3&status=Active");
  await expect(page.getByRole("alert", { name: "Page 3 cannot be opened by its number" })).toContainText(
    "more than 20 legs match these filters",
  );
  await page.getByRole("link", { name: "Go to the first page" }).click();
  await expect(page).toHaveURL(/status=Active/);
  await expect(page).not.toHaveURL(/page=3/);
  await expect(countLine).toContainText(" · page 1.");

  // A cursor under another sort, or one altered by hand, is named, not an error page.
  await page.goto(`/book?sort=end&cursor=${encodeURIComponent(cursorUrl.searchParams.get("cursor")!)}`);
  await expect(page.getByRole("alert").filter({ hasText: "another sort" })).toBeVisible();
  await checkBookPage(page, testInfo, "book-cursor-other-sort");
  await page.goto("/book?sort=-remaining&cursor=a~-remaining~1e9~EUR~not-a-leg");
  await expect(page.getByRole("alert").filter({ hasText: "not one the book wrote" })).toBeVisible();
});
