import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { formatDate, formatTimestamp, shortId } from "@/lib/format/format";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot } from "./support/page-checks";
import { sandboxAuth } from "./support/sandbox-auth";
import { parseCsv } from "./support/csv";

/**
 * Conversions: the list (pagination, URL state, bad URL values), the CSV of all pages, the detail
 * page and the lookup box, all checked against what the sandbox API itself says. Ids are found
 * through the sandbox, never hard-coded. The spot fallback cannot be reached here (the sandbox
 * knows every spot as a conversion): lib/hedging/conversion-or-spot.test.ts covers it.
 */

interface SandboxConversion {
  id: string;
  organizationId: string;
  fromCurrency: string;
  toCurrency: string;
  fromCurrencyAmount: number;
  toCurrencyAmount: number;
  quote: number;
  acceptedAtTs: number;
  issuedAt: string;
  completedAt: string | null;
}
interface SandboxPage {
  conversions: SandboxConversion[];
  pagination: { page: number; perPage: number; totalResults: number };
}

const ZONE = "Europe/London"; // playwright.config.ts timezoneId

async function sandboxPage(request: APIRequestContext, page: number, perPage: number): Promise<SandboxPage> {
  const response = await request.get(`/sandbox/v1/conversions?page=${page}&per_page=${perPage}`, {
    headers: sandboxAuth,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SandboxPage;
}

async function allSandboxConversions(
  request: APIRequestContext,
): Promise<{ total: number; conversions: SandboxConversion[] }> {
  const first = await sandboxPage(request, 1, 100);
  const conversions = [...first.conversions];
  for (let page = 2; page <= Math.ceil(first.pagination.totalResults / 100); page += 1) {
    conversions.push(...(await sandboxPage(request, page, 100)).conversions);
  }
  return { total: first.pagination.totalResults, conversions };
}

const rowIds = (page: Page) =>
  page
    .locator("tbody tr[data-conversion-id]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-conversion-id")));

/** The browser island has re-rendered the times in the browser's zone (not the server's UTC). */
async function hydrated(page: Page) {
  await expect(page.getByText(`in ${ZONE}.`)).toBeVisible();
}

async function checkA11yAndScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousA11yViolations(page, testInfo, name);
  await screenshot(page, testInfo, name);
}

test.describe("conversions", () => {
  test.use({ role: "viewer" });

  test("the list shows the total and each page of the sandbox's conversions", async ({ page, request }, testInfo) => {
    const one = await sandboxPage(request, 1, 25);
    const two = await sandboxPage(request, 2, 25);
    const total = one.pagination.totalResults;
    expect(total).toBeGreaterThan(25);

    await page.goto("/conversions");
    await expect(page.getByRole("heading", { level: 1, name: "Conversions" })).toBeVisible();
    await expect(page.getByText(`${total} conversions · page 1 of ${Math.ceil(total / 25)}.`)).toBeVisible();
    await hydrated(page);
    expect(await rowIds(page)).toEqual(one.conversions.map((c) => c.id));

    // One row, column by column.
    const sample = one.conversions[0]!;
    const cells = page.locator(`tr[data-conversion-id="${sample.id}"] td`);
    await expect(cells.nth(0)).toContainText(shortId(sample.id));
    await expect(cells.nth(0).getByRole("button", { name: `Copy conversion id ${shortId(sample.id)}` })).toBeVisible();
    await expect(cells.nth(1)).toHaveText(formatDate(sample.issuedAt));
    await expect(cells.nth(2)).toHaveText(formatTimestamp(sample.acceptedAtTs, ZONE));
    await expect(cells.nth(3)).toHaveText(`${sample.fromCurrency} → to ${sample.toCurrency}`);
    await expect(cells.nth(4)).toContainText(sample.fromCurrency);
    await expect(cells.nth(5)).toContainText(sample.toCurrency);
    await expect(cells.nth(7)).toHaveText(sample.completedAt === null ? "Pending" : formatDate(sample.completedAt));
    await checkA11yAndScreenshot(page, testInfo, "conversions-list");

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/conversions\?page=2$/);
    await expect(page.getByText(`${total} conversions · page 2 of`)).toBeVisible();
    const pageTwo = await rowIds(page);
    expect(pageTwo).toEqual(two.conversions.map((c) => c.id));
    expect(pageTwo.filter((id) => one.conversions.some((c) => c.id === id))).toEqual([]);
  });

  test("the server paints accepted times in UTC, labelled, before the browser shows its own zone", async ({
    browser,
    context,
    page,
    request,
    baseURL,
  }) => {
    const sample = (await sandboxPage(request, 1, 1)).conversions[0]!;
    expect(formatTimestamp(sample.acceptedAtTs, "UTC")).toMatch(/ UTC$/);

    // The server's HTML as it is, without the island that re-renders it: UTC, and it says so. (Read,
    // not looked at: without JavaScript the streamed part behind loading.tsx is never swapped in.)
    const noScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      timezoneId: ZONE,
      storageState: await context.storageState(),
    });
    const firstPaint = await noScript.newPage();
    await firstPaint.goto("/conversions?per_page=1");
    await expect(firstPaint.locator("tbody time")).toHaveText(formatTimestamp(sample.acceptedAtTs, "UTC"));
    await expect(firstPaint.locator("p", { hasText: "Accepted times in UTC." })).toHaveCount(1);
    await noScript.close();

    await page.goto("/conversions?per_page=1");
    await hydrated(page);
    await expect(page.locator("tbody time")).toHaveText(formatTimestamp(sample.acceptedAtTs, ZONE));
    await expect(page.locator("tbody time")).toHaveAttribute(
      "datetime",
      new Date(Math.round(sample.acceptedAtTs * 1000)).toISOString(),
    );
  });

  test("page and page size survive a reload and the back button", async ({ page, request }) => {
    const total = (await sandboxPage(request, 1, 1)).pagination.totalResults;
    const third = await sandboxPage(request, 3, 10);

    await page.goto("/conversions?page=3&per_page=10");
    await expect(page.getByText(`${total} conversions · page 3 of ${Math.ceil(total / 10)}.`)).toBeVisible();
    expect(await rowIds(page)).toEqual(third.conversions.map((c) => c.id));
    await expect(page.getByLabel("Rows per page")).toHaveValue("10");

    await page.reload();
    await expect(page.getByText(`page 3 of ${Math.ceil(total / 10)}.`)).toBeVisible();
    expect(await rowIds(page)).toEqual(third.conversions.map((c) => c.id));

    // A new page size starts again at page 1.
    await page.getByLabel("Rows per page").selectOption("50");
    await expect(page).toHaveURL(/\/conversions\?per_page=50$/);
    await expect(page.getByText(`${total} conversions · page 1 of ${Math.ceil(total / 50)}.`)).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(Math.min(50, total));

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/conversions\?page=2&per_page=50$/);
    await page.reload();
    await expect(page.getByText(`page 2 of ${Math.ceil(total / 50)}.`)).toBeVisible();
    await expect(page.getByLabel("Rows per page")).toHaveValue("50");

    await page.goBack();
    await expect(page).toHaveURL(/\/conversions\?per_page=50$/);
    await expect(page.getByText(`page 1 of ${Math.ceil(total / 50)}.`)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/conversions\?page=3&per_page=10$/);
    await expect(page.getByText(`page 3 of ${Math.ceil(total / 10)}.`)).toBeVisible();
    await expect(page.getByLabel("Rows per page")).toHaveValue("10");
    expect(await rowIds(page)).toEqual(third.conversions.map((c) => c.id));
  });

  test("a page past the end says how many pages there are and leads to the last one", async ({ page, request }) => {
    const total = (await sandboxPage(request, 1, 1)).pagination.totalResults;
    const pages = Math.ceil(total / 50);
    await page.goto(`/conversions?page=${pages + 3}&per_page=50`);
    await expect(page.getByRole("heading", { name: `Page ${pages + 3} is past the end` })).toBeVisible();
    await expect(page.getByText(`${total} conversions. Accepted times in`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Conversions pages" })).toHaveCount(0);
    await page.getByRole("link", { name: "Go to the last page" }).click();
    await expect(page).toHaveURL(new RegExp(`/conversions\\?page=${pages}&per_page=50$`));
    await expect(page.getByText(`${total} conversions · page ${pages} of ${pages}.`)).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(total - 50 * (pages - 1));
  });

  test("bad page values in the URL get a clear message, inside the dashboard", async ({ page }, testInfo) => {
    for (const [query, text] of [
      ["page=0", "Page starts at 1."],
      ["page=abc", "Page must be a whole number."],
      ["page=1.5", "Page must be a whole number."],
      ["per_page=500", "Page size must be between 1 and 100."],
      ["per_page=0", "Page size must be between 1 and 100."],
    ] as const) {
      const response = await page.goto(`/conversions?${query}`);
      expect(response?.status(), query).toBe(200);
      const alert = page.getByRole("alert", { name: "The address has values this list cannot use" });
      await expect(alert, query).toContainText(query);
      await expect(alert, query).toContainText(text);
      await expect(page.locator("table"), query).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
    await page.goto("/conversions?page=0&per_page=500");
    await expect(
      page.getByRole("alert", { name: "The address has values this list cannot use" }).getByRole("listitem"),
    ).toHaveCount(2);
    await checkA11yAndScreenshot(page, testInfo, "conversions-bad-url");
    await page.getByRole("link", { name: "Show the list without them" }).click();
    await expect(page).toHaveURL(/\/conversions$/);
    await expect(page.locator("tbody tr")).toHaveCount(25);
  });

  test("the CSV export holds every page, with a header row and the sandbox's values", async ({ page, request }) => {
    const { total, conversions } = await allSandboxConversions(request);
    expect(total).toBeGreaterThan(100); // more than one upstream page of 100

    await page.goto("/conversions");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV (all pages)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^conversions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");

    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true); // the last record ends with CRLF too
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([
      "Conversion id",
      "Organization id",
      "From currency",
      "To currency",
      "From amount",
      "To amount",
      "Rate",
      "Accepted at (UTC)",
      "Accepted at (unix seconds)",
      "Issued",
      "Completed",
      "Status",
    ]);
    expect(rows).toHaveLength(total);
    expect(rows.map((row) => row[0])).toEqual(conversions.map((c) => c.id));

    // A pending one and one from the second upstream page, field by field.
    for (const sample of [conversions.find((c) => c.completedAt === null)!, conversions[100]!]) {
      const row = rows.find((cells) => cells[0] === sample.id)!;
      expect(row).toEqual([
        sample.id,
        sample.organizationId,
        sample.fromCurrency,
        sample.toCurrency,
        expect.any(String),
        expect.any(String),
        expect.any(String),
        new Date(Math.round(sample.acceptedAtTs * 1000)).toISOString(),
        expect.any(String),
        sample.issuedAt,
        sample.completedAt ?? "",
        sample.completedAt === null ? "Pending" : "Completed",
      ]);
      expect(Number(row[4])).toBe(sample.fromCurrencyAmount);
      expect(Number(row[5])).toBe(sample.toCurrencyAmount);
      expect(Number(row[6])).toBe(sample.quote);
      expect(Number(row[8])).toBe(sample.acceptedAtTs);
    }
  });

  test("the CSV export needs a session", async ({ browser, baseURL }) => {
    const anonymous = await browser.newContext({ baseURL, storageState: undefined });
    const response = await anonymous.request.get("/conversions/export", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toContain("/sign-in?next=%2Fconversions%2Fexport");
    await anonymous.close();
  });

  test("the detail page shows every field, and Pending for a conversion not completed", async ({
    page,
    request,
  }, testInfo) => {
    const { conversions } = await allSandboxConversions(request);
    const pending = conversions.find((c) => c.completedAt === null)!;
    const completed = conversions.find((c) => c.completedAt !== null)!;
    expect(pending, "the sandbox seeds some conversions that are not completed").toBeTruthy();

    await page.goto(`/conversions/${pending.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Conversion ${shortId(pending.id)}` })).toBeVisible();
    await hydrated(page);
    const field = (label: string) =>
      page
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
        .locator("dd");
    await expect(field("Conversion id")).toContainText(pending.id);
    await expect(field("Organization id")).toHaveText(pending.organizationId);
    await expect(field("Pair")).toHaveText(`${pending.fromCurrency} → to ${pending.toCurrency}`);
    await expect(field("From amount")).toContainText(pending.fromCurrency);
    await expect(field("To amount")).toContainText(pending.toCurrency);
    await expect(field("Issued")).toHaveText(formatDate(pending.issuedAt));
    await expect(field("Accepted at")).toHaveText(formatTimestamp(pending.acceptedAtTs, ZONE));
    await expect(field("Completed")).toHaveText("Pending");
    await expect(page.getByText("deprecated spots endpoint")).toHaveCount(0);
    await checkA11yAndScreenshot(page, testInfo, "conversion-detail-pending");

    await page.goto(`/conversions/${completed.id}`);
    await expect(field("Completed")).toHaveText(formatDate(completed.completedAt));
    await checkA11yAndScreenshot(page, testInfo, "conversion-detail-completed");

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Conversions" }).click();
    await expect(page).toHaveURL(/\/conversions$/);
  });

  test("the lookup box goes to a pasted id, and refuses one that is not an id", async ({ page, request }, testInfo) => {
    const target = (await sandboxPage(request, 2, 25)).conversions[3]!;

    await page.goto("/conversions");
    const box = page.getByRole("search", { name: "Find a conversion by id" });
    await box.getByLabel("Conversion id").fill("not-a-conversion-id");
    await box.getByRole("button", { name: "Go to conversion" }).click();
    await expect(box.getByRole("alert")).toHaveText(
      "Conversion id must be an id like 1b0ada1e-fa1b-4cfe-a553-01b340c5650e.",
    );
    await expect(box.getByLabel("Conversion id")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/conversions$/);

    // Pasted with spaces around it and in capitals: still the same conversion.
    await box.getByLabel("Conversion id").fill(`  ${target.id.toUpperCase()} `);
    await expect(box.getByRole("alert")).toHaveCount(0);
    await box.getByRole("button", { name: "Go to conversion" }).click();
    await expect(page).toHaveURL(new RegExp(`/conversions/${target.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Conversion ${shortId(target.id)}` })).toBeVisible();

    // A well-formed id the service does not know, and a path that is not an id: the not-found page, with the box.
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const path of [`/conversions/${unknown}`, "/conversions/not-an-id"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Conversion not found" }), path).toBeVisible();
      await expect(page.getByRole("search", { name: "Find a conversion by id" })).toBeVisible();
    }
    await checkA11yAndScreenshot(page, testInfo, "conversion-not-found");
    await page.getByLabel("Conversion id").fill(target.id);
    await page.getByRole("button", { name: "Go to conversion" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Conversion ${shortId(target.id)}` })).toBeVisible();
  });

  test("the copy button copies the full id", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const first = (await sandboxPage(request, 1, 1)).conversions[0]!;
    await page.goto("/conversions?per_page=1");
    const cell = page.locator(`tr[data-conversion-id="${first.id}"] td`).first();
    const button = cell.getByRole("button", { name: `Copy conversion id ${shortId(first.id)}` });
    await button.click();
    await expect(button).toHaveText("Copied");
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText(
      `Copied conversion id ${shortId(first.id)}`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.id);
  });
});
