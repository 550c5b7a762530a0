import { businessDayWindowEnd } from "@/lib/format/desk-calendar";
import { add, toDecimalString } from "@/lib/domain/money";
import { demoEmail, expect, signIn, test } from "./fixtures";
import { sandboxLegs } from "./support/book";
import { bookRowsOf, csvObjects, runPassAsAdmin, sandboxCalls } from "./support/customer-page";
import { ownServerForFile } from "./support/own-server";
import { expectNoSeriousA11yViolations, money, screenshot, tabUntil } from "./support/page-checks";
import { sandboxAuth } from "./support/sandbox-auth";

/**
 * One page per customer, from the book: a customer the book never listed says so; once a pass has read everything, the
 * page's figures are the book's rows for that customer (sums exact per currency), with no call to the service. A server
 * of its own without the background sync: the only pass is the one an admin starts here.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type SandboxLeg = { customer: Json; dual: Json; leg: Json };

const server = ownServerForFile("customer-page", 33);
let legs: SandboxLeg[];
let customer: Json;

const today = () => new Date().toISOString().slice(0, 10);
const open = (leg: Json) =>
  leg.status == null ? !leg.completedAt && !leg.cancelledAt : !["Completed", "Cancelled"].includes(leg.status);

test.beforeAll(async ({ request }) => {
  legs = (await sandboxLegs(request, sandboxAuth)).legs as SandboxLeg[];
  // The customer with Active legs in the most pairs (ties: the most Active legs): the page has most to show.
  const pairs = new Map<string, { customer: Json; pairs: Set<string>; active: number }>();
  for (const { customer: c, leg } of legs.filter(({ leg }) => leg.status === "Active")) {
    const seen = pairs.get(c.id) ?? { customer: c, pairs: new Set(), active: 0 };
    seen.pairs.add(`${leg.fromCurrency}/${leg.toCurrency}`);
    seen.active += 1;
    pairs.set(c.id, seen);
  }
  customer = [...pairs.values()].sort((a, b) => b.pairs.size - a.pairs.size || b.active - a.active)[0]!.customer;
});

test.beforeEach(async ({ page }) => {
  await signIn(page, demoEmail("operator"));
});

test("before the book has read a customer, its page says so and offers the live list", async ({ page }) => {
  const response = await page.goto(`/customers/${customer.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: customer.companyName })).toBeVisible();
  const notice = page.getByTestId("customer-not-in-book");
  await expect(notice.getByRole("heading", { name: "The book has not read this customer yet" })).toBeVisible();
  await expect(notice.getByRole("link", { name: "Open its dual hedges live" })).toHaveAttribute(
    "href",
    `/customers/${customer.id}/dual-hedges`,
  );
  // Refreshing reads the customer and its dual hedges: the page then shows them from the book (1 of this file's 5).
  await notice.getByRole("button", { name: "Refresh this customer now" }).click();
  await expect(page.getByTestId("refresh-outcome")).toHaveText(/^Refreshed: the book has just read every dual hedge/);
  await expect(page.getByTestId("customer-not-in-book")).toHaveCount(0);
  await expect(page.getByTestId("customer-freshness")).toContainText("The book read every dual hedge of this customer");

  for (const path of ["/customers/not-a-customer-id", "/customers/0badc0de-0000-4000-8000-000000000000"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  }
});

test("once the book has read it, the page's figures are the book's rows, with no call to the service", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await runPassAsAdmin(browser, server().baseURL);

  // From the directory, a customer's name opens its page.
  await page.goto("/customers");
  await page.getByRole("link", { name: customer.companyName, exact: true }).click();
  await expect(page).toHaveURL(`/customers/${customer.id}`);
  await expect(page.getByRole("heading", { level: 1, name: customer.companyName })).toBeVisible();

  const before = await sandboxCalls(page.request);
  await page.reload();
  await expect(page.getByTestId("customer-exposure")).toBeVisible();
  expect(await sandboxCalls(page.request), "the page read the book only").toBe(before);

  // Header: what the service says of the customer, and how fresh the book's copy is.
  const header = page.getByRole("main");
  await expect(header).toContainText(customer.externalCustomerId);
  await expect(header).toContainText(customer.companyCountry);
  await expect(page.getByRole("button", { name: `Copy customer id ${customer.id}` })).toBeVisible();
  await expect(page.getByTestId("customer-freshness")).toContainText(
    /The book read every dual hedge of this customer at \d\d:\d\d UTC, (just now|\d+ min ago)\./,
  );

  // The book's rows for this customer (its CSV): Active legs per pair, each side summed exactly.
  const rows = await bookRowsOf(page, customer.id);
  const active = rows.filter((row) => row.status === "Active");
  expect(active.length).toBeGreaterThan(0);
  const perPair = new Map<string, { count: number; from: string; to: string; fromCcy: string; toCcy: string }>();
  const perCurrency = new Map<string, string>();
  const sum = (a: string | undefined, b: string) => (a === undefined ? b : toDecimalString(add(a, b)));
  for (const row of active) {
    const key = `${row.from_currency}/${row.to_currency}`;
    const seen = perPair.get(key) ?? {
      count: 0,
      from: "0",
      to: "0",
      fromCcy: row.from_currency!,
      toCcy: row.to_currency!,
    };
    seen.count += 1;
    seen.from = sum(seen.from, row.from_currency_amount!);
    seen.to = sum(seen.to, row.to_currency_amount!);
    perPair.set(key, seen);
    perCurrency.set(row.from_currency!, sum(perCurrency.get(row.from_currency!), row.from_currency_amount!));
    perCurrency.set(row.to_currency!, sum(perCurrency.get(row.to_currency!), row.to_currency_amount!));
  }
  const table = page.getByRole("region", { name: "Active legs by pair (table)" });
  await expect(page.getByTestId("customer-exposure")).toContainText(
    `${active.length} Active ${active.length === 1 ? "leg" : "legs"} in ${perPair.size}`,
  );
  expect(perPair.size, "every pair is listed on its own up to 30 (lib/customers/figures.ts)").toBeLessThanOrEqual(30);
  await expect(table.getByRole("row")).toHaveCount(perPair.size + 1);
  for (const [pair, want] of perPair) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: pair, exact: true }) });
    await expect(row.getByRole("cell").nth(0)).toHaveText(String(want.count));
    await expect(row.getByRole("cell").nth(1)).toHaveText(money(want.from, want.fromCcy));
    await expect(row.getByRole("cell").nth(2)).toHaveText(money(want.to, want.toCcy));
  }
  const totals = page.getByTestId("customer-currency-totals").getByRole("listitem");
  await expect(totals).toHaveText([...perCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([c, v]) => money(v, c)));

  // Overdue and ending soon: the desk's rules on this customer's legs.
  const mine = legs.filter(({ customer: c }) => c.id === customer.id).map(({ leg }) => leg);
  const day = today();
  const until = businessDayWindowEnd(day, 5);
  const overdue = mine.filter((leg) => leg.status === "Overdue" || (leg.overdueAt && leg.overdueAt < day && open(leg)));
  const endingSoon = active.filter(
    (row) =>
      row.end_at! >= day && row.end_at! <= until && (row.remaining_amount === "" || Number(row.remaining_amount) > 0),
  );
  await expect(page.getByTestId("attention-overdue").getByTestId("attention-count")).toHaveText(String(overdue.length));
  await expect(page.getByTestId("attention-ending-soon").getByTestId("attention-count")).toHaveText(
    String(endingSoon.length),
  );

  // The maturity ladder: the desk's server-drawn chart, its table on the desk's figures page for this customer.
  const ladder = page.getByRole("figure", { name: "Maturity ladder" });
  await expect(ladder.getByRole("img")).toHaveAccessibleName(/^Maturity ladder/);
  const approvals = page.getByRole("region", { name: "Approval requests waiting on this customer's hedges" });
  await expect(approvals).toContainText("None is waiting.");

  await expectNoSeriousA11yViolations(page, testInfo, "customer-page");
  await screenshot(page, testInfo, "customer-page");

  // The keyboard reaches the copy button and the customer's other pages, in order.
  await page.locator("h1").click();
  const reached = await tabUntil(page, "a:The desk for this customer", 30);
  expect(reached).toContain(`button:Copy customer id ${customer.id}`);
  expect(reached).toContain("a:Dual hedges (live, with filters and CSV)");
  expect(reached).toContain("a:Every leg in the book");

  await ladder.getByRole("link", { name: "The numbers as a table: Maturity ladder" }).click();
  await expect(page).toHaveURL(`/desk/figures?customer=${customer.id}#ladder`);
  await page.goBack();
  await page.getByRole("link", { name: "Every leg in the book" }).click();
  await expect(page).toHaveURL(`/book?customer=${customer.id}`);
  await expect(page.getByText(new RegExp(`^${rows.length} legs? · page 1 of`))).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "The desk for this customer" }).click();
  await expect(page).toHaveURL(`/?customer=${customer.id}`);
  await expect(page.getByTestId("attention-overdue").getByTestId("attention-count")).toHaveText(String(overdue.length));
  await page.goBack();
  await page.getByRole("link", { name: "Dual hedges (live, with filters and CSV)" }).click();
  await expect(page).toHaveURL(`/customers/${customer.id}/dual-hedges`);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: customer.companyName }).click();
  await expect(page).toHaveURL(`/customers/${customer.id}`);
});

test("the activity shows a cancel done here with who did it, and the service's own change once the book has read it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const duals = [
    ...new Map(legs.filter(({ customer: c }) => c.id === customer.id).map(({ dual }) => [dual.id, dual])).values(),
  ];
  const bothActive = duals.filter(
    (dual) => dual.hedges.length === 2 && dual.hedges.every((leg: Json) => leg.status === "Active"),
  );
  expect(bothActive.length, "the customer has two dual hedges with both legs Active").toBeGreaterThanOrEqual(2);
  const [ours, theirs] = bothActive as [Json, Json];

  // Staff cancel one here: the trail says who, and the book's re-read sees both legs become Cancelled.
  await page.goto(`/customers/${customer.id}/dual-hedges/${ours.id}`);
  await page.getByRole("button", { name: "Cancel dual hedge" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("Customer asked to unwind (customer page e2e)");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is cancelled" })).toBeVisible();

  // The service cancels the other itself (as if its own back office did): Hedge Desk learns it only by reading.
  const cancelled = await request.post(`/sandbox/v1/customers/${customer.id}/dual-hedges/${theirs.id}/cancel`, {
    headers: { ...sandboxAuth, "X-Customer-IP": "203.0.113.50" },
    data: { reason: "Cancelled at the service (e2e)" },
  });
  expect(cancelled.status()).toBe(200);

  const activity = page.getByTestId("customer-activity");
  const entry = (text: string | RegExp) => activity.getByRole("listitem").filter({ hasText: text });
  await expect(async () => {
    await page.goto(`/customers/${customer.id}#activity`);
    await expect(entry(`Cancel dual hedge on dual hedge ${ours.id.slice(0, 8)}`)).toHaveCount(1, { timeout: 1_000 });
    await expect(
      entry(new RegExp(`of dual hedge ${ours.id.slice(0, 8)} became Cancelled \\(was Active\\)`)),
    ).toHaveCount(2, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(entry(`Cancel dual hedge on dual hedge ${ours.id.slice(0, 8)}`)).toContainText(
    "by operator@hedge-desk.test: done",
  );
  // Not read yet, the service's own cancel is not there: the page shows no change it has not seen.
  await expect(entry(`of dual hedge ${theirs.id.slice(0, 8)} became`)).toHaveCount(0);

  // Refreshing this customer reads it now (2 of 5), and the page it comes back to shows what it read.
  await page.getByRole("button", { name: "Refresh this customer now" }).click();
  await expect(page.getByTestId("refresh-outcome")).toHaveText(/^Refreshed:/);
  const serviceChange = entry(
    new RegExp(`of dual hedge ${theirs.id.slice(0, 8)} became Cancelled \\(was Active\\), by the service`),
  );
  await expect(serviceChange).toHaveCount(2);
  await expect(serviceChange.first()).toContainText(/The book saw it between \d\d:\d\d UTC and \d\d:\d\d UTC/);
  await expect(entry(`on dual hedge ${theirs.id.slice(0, 8)}`)).toHaveCount(0); // no staff did it
  await expectNoSeriousA11yViolations(page, testInfo, "customer-activity");
  await screenshot(page, testInfo, "customer-activity");

  // Each entry leads to its dual hedge.
  await serviceChange
    .first()
    .getByRole("link", { name: `dual hedge ${theirs.id.slice(0, 8)}` })
    .click();
  await expect(page).toHaveURL(`/customers/${customer.id}/dual-hedges/${theirs.id}`);

  // Paged, newest first: the next page holds older entries only, and the newest page is one link away.
  await page.goto(`/customers/${customer.id}#activity`);
  const firstPage = await activity
    .locator("time")
    .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(firstPage).toHaveLength(20);
  expect([...firstPage].sort().reverse()).toEqual(firstPage);
  await page.getByRole("navigation", { name: "Activity pages" }).getByRole("link", { name: "Older activity" }).click();
  await expect(page).toHaveURL(/[?&]activity=/);
  const secondPage = await activity
    .locator("time")
    .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage[0]! <= firstPage.at(-1)!).toBe(true);
  await page.getByRole("link", { name: "Newest activity" }).click();
  await expect(page).toHaveURL(`/customers/${customer.id}#activity`);

  await page.goto(`/customers/${customer.id}?activity=not-a-page`);
  await expect(page.getByRole("alert").filter({ hasText: "activity=not-a-page is not a page" })).toBeVisible();
  await expect(activity.getByRole("listitem")).toHaveCount(20);
});

test("notes: added before any JavaScript runs, confirmed by what was saved, kept as text, listed and found by search", async ({
  page,
  browser,
}, testInfo) => {
  // A browser that runs no script: the form still posts, and the page it comes back to names the note saved.
  const context = await browser.newContext({
    baseURL: server().baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const text = `<b>Asked</b> about the March renewal & "fees" ${Date.now()}`;
  try {
    const plain = await context.newPage();
    await plain.goto(`/customers/${customer.id}`);
    await plain.getByLabel("New note").fill(text);
    await plain.getByRole("button", { name: "Add note" }).click();
    await expect(plain).toHaveURL(new RegExp(`/customers/${customer.id}\\?note=\\d+#notes$`));
    await expect(plain.getByTestId("note-outcome")).toHaveText(
      new RegExp(`^Your note of \\d\\d:\\d\\d UTC is saved: “${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}”$`),
    );
  } finally {
    await context.close();
  }

  // Listed newest first with who and when, the markup shown as the text it is.
  await page.goto(`/customers/${customer.id}#notes`);
  const newest = page.getByTestId("customer-notes").getByRole("listitem").first();
  await expect(newest).toContainText(text);
  await expect(newest).toContainText("operator@hedge-desk.test");
  await expect(newest.locator("b")).toHaveCount(0);
  await expect(page.getByTestId("note-outcome")).toHaveText(""); // no confirmation without a note just saved
  // On the trail, so on the customer's activity: who added it.
  await expect(page.getByTestId("customer-activity").getByRole("listitem").first()).toContainText(
    "Note added by operator@hedge-desk.test",
  );
  await expectNoSeriousA11yViolations(page, testInfo, "customer-notes");

  // The address cannot make the page confirm a note of another customer, nor say words of its own.
  await page.goto(`/customers/${customer.id}?note=999999999&note_refused=<i>forged</i>#notes`);
  await expect(page.getByTestId("note-outcome")).toHaveText("");

  // The header search finds the customer by a note's words, and shows its newest note.
  await page.getByRole("search", { name: "Search the book" }).getByRole("searchbox").fill("March renewal");
  await page.getByRole("search", { name: "Search the book" }).getByRole("searchbox").press("Enter");
  const hit = page.getByRole("listitem").filter({ hasText: "A note on the customer contains the search" });
  await expect(hit.getByRole("link", { name: customer.companyName })).toHaveAttribute(
    "href",
    `/customers/${customer.id}`,
  );
  await expect(hit.getByTestId("search-note")).toContainText(text);

  // A viewer reads the notes but is offered no form.
  const viewer = await browser.newContext({ baseURL: server().baseURL });
  try {
    const viewerPage = await viewer.newPage();
    await signIn(viewerPage, demoEmail("viewer"));
    await viewerPage.goto(`/customers/${customer.id}#notes`);
    await expect(viewerPage.getByTestId("customer-notes")).toContainText(text);
    await expect(viewerPage.getByLabel("New note")).toHaveCount(0);
    await expect(viewerPage.getByText("Operators and admins add notes; you can read them here.")).toBeVisible();
    await expect(viewerPage.getByRole("button", { name: "Refresh this customer now" })).toHaveCount(0);
    await expect(viewerPage.getByRole("link", { name: "Refresh", exact: true })).toHaveAttribute(
      "href",
      `/customers/${customer.id}`,
    );
  } finally {
    await viewer.close();
  }
});

test("the refresh is on the trail and limited per person", async ({ page }, testInfo) => {
  // Two refreshes so far in this file (its first and third tests): three more are allowed in ten minutes, then none.
  await page.goto(`/customers/${customer.id}`);
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole("button", { name: "Refresh this customer now" }).click();
    await expect(page.getByTestId("refresh-outcome")).toHaveText(/^Refreshed:/);
    await page.goto(`/customers/${customer.id}`); // a fresh page: the next outcome is the next click's
  }
  const before = await sandboxCalls(page.request);
  await page.getByRole("button", { name: "Refresh this customer now" }).click();
  await expect(page.getByTestId("refresh-outcome")).toHaveText(
    "Not refreshed: you have refreshed 5 customers in the last 10 minutes, the most allowed. The sync keeps reading every customer meanwhile.",
  );
  expect(await sandboxCalls(page.request), "a refused refresh calls nothing").toBe(before);
  await expectNoSeriousA11yViolations(page, testInfo, "customer-refresh-limited");

  // On the customer's activity (newest first, the refused one on top) and on the audit trail: five done, one refused.
  const mine = page
    .getByTestId("customer-activity")
    .getByRole("listitem")
    .filter({ hasText: "Customer refresh by operator@hedge-desk.test" });
  await expect(mine.first()).toContainText("refused (rate-limited)");
  await expect(mine.nth(1)).not.toContainText("refused");
  await page.goto(`/audit?action=customerRefreshed&customer=${customer.id}`);
  const rows = page.getByRole("region", { name: "Audit trail entries" }).getByRole("row");
  await expect(rows.filter({ hasText: "recorded" })).toHaveCount(5);
  await expect(rows.filter({ hasText: "refused" })).toHaveCount(1);
});

test("the directory: the book's columns, sorts and filters with counts, read from the book alone", async ({
  page,
}, testInfo) => {
  // Every leg in the book (its CSV), counted per customer by the desk's rules.
  const response = await page.request.get("/book/export");
  const all = csvObjects(await response.text()).filter((row) => row.not_seen_since === "");
  const day = today();
  const until = businessDayWindowEnd(day, 5);
  const byId = new Map<string, Json>(legs.map(({ leg }) => [leg.id as string, leg]));
  const counts = new Map<string, { active: number; overdue: number; ending: number }>();
  for (const row of all) {
    const seen = counts.get(row.customer_id!) ?? { active: 0, overdue: 0, ending: 0 };
    const leg: Json = { ...byId.get(row.leg_id!), status: row.status };
    if (row.status === "Active") seen.active += 1;
    if (row.status === "Overdue" || (leg.overdueAt && leg.overdueAt < day && open(leg))) seen.overdue += 1;
    if (
      row.status === "Active" &&
      row.end_at! >= day &&
      row.end_at! <= until &&
      (row.remaining_amount === "" || Number(row.remaining_amount) > 0)
    )
      seen.ending += 1;
    counts.set(row.customer_id!, seen);
  }
  const withOverdue = [...counts.values()].filter((c) => c.overdue > 0).length;
  const withEnding = [...counts.values()].filter((c) => c.ending > 0).length;

  await page.goto("/customers");
  await expect(
    page.getByText(
      /Active legs, Overdue, Ending soon, Last activity and Book read are the book's, as of \d\d:\d\d UTC/,
    ),
  ).toBeVisible();
  const mine = counts.get(customer.id)!;
  const row = page.locator(`tr[data-customer-id="${customer.id}"]`);
  await expect(row.getByRole("cell").nth(4)).toHaveText(String(mine.active));
  await expect(row.getByRole("cell").nth(5)).toHaveText(String(mine.overdue));
  await expect(row.getByRole("cell").nth(6)).toHaveText(String(mine.ending));
  const tabs = page.getByRole("navigation", { name: "Filter customers by the book" });
  await expect(tabs.getByRole("link", { name: /^Has overdue/ })).toHaveText(`Has overdue (${withOverdue})`);
  await expect(tabs.getByRole("link", { name: /^Has ending soon/ })).toHaveText(
    `Has ending soon (5 business days) (${withEnding})`,
  );
  await expectNoSeriousA11yViolations(page, testInfo, "customers-directory");
  await screenshot(page, testInfo, "customers-directory");

  // A filter is read from the book alone: no call to the service.
  const before = await sandboxCalls(page.request);
  await tabs.getByRole("link", { name: /^Has overdue/ }).click();
  await expect(page).toHaveURL(/\/customers\?has=overdue$/);
  await expect(tabs.getByRole("link", { name: /^Has overdue/ })).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByText(new RegExp(`^${withOverdue} customers? with an overdue leg · page 1 of 1\\.`)),
  ).toBeVisible();
  const overdueCells = await page
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((r) => r.querySelectorAll("td")[5]!.textContent));
  expect(overdueCells).toHaveLength(withOverdue);
  expect(overdueCells.every((text) => Number(text) > 0)).toBe(true);
  expect(await sandboxCalls(page.request), "the book answered").toBe(before);

  // Sorted by a book column, most first, then the other way round; the header says which.
  await page.goto("/customers");
  await page.getByRole("link", { name: /^Active legs/ }).click();
  await expect(page).toHaveURL(/[?&]sort=-active/);
  await expect(page.getByRole("columnheader", { name: /Active legs/ })).toHaveAttribute("aria-sort", "descending");
  const active = async () =>
    await page
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((r) => Number(r.querySelectorAll("td")[4]!.textContent)));
  const descending = await active();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBe(Math.max(...[...counts.values()].map((c) => c.active)));
  await page.getByRole("link", { name: /^Active legs/ }).click();
  await expect(page).toHaveURL(/[?&]sort=active/);
  await expect(page.getByRole("columnheader", { name: /Active legs/ })).toHaveAttribute("aria-sort", "ascending");
  const ascending = await active();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await expect(page.getByText(/Sorted and filtered by the book, as of \d\d:\d\d UTC/)).toBeVisible();

  // The keyboard reaches the tabs and the sort headers.
  await page.locator("h1").click();
  const reached = await tabUntil(page, "a:Book read, sort descending", 60);
  expect(reached).toContain("a:Has overdue (" + withOverdue + ")");
  expect(reached).toMatch(/a:Active legs ↑, sorted ascending; sort descending/);

  await page.goto("/customers?sort=bogus&has=everything");
  const problem = page.getByRole("alert").filter({ hasText: "The address has values this list cannot use" });
  await expect(problem).toContainText("sort=bogus");
  await expect(problem).toContainText("has=everything");
});
