import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { businessDayWindowEnd } from "@/lib/format/desk-calendar";
import { demoEmail, expect, signIn, test } from "./fixtures";
import { sandboxLegs, waitForBook } from "./support/book";
import { SYNC_AT_ONCE, ownServerForFile } from "./support/own-server";
import { expectNoSeriousA11yViolations, screenshot, tabUntil } from "./support/page-checks";
import { sandboxAuth } from "./support/sandbox-auth";
import { clearFaults, setFaults } from "./support/sandbox-faults";

/**
 * The desk, on the demo data once the background sync has filled the book: each attention list
 * counts what the sandbox puts there, its rows and "see all" lead to the right pages, the charts render
 * with their tables, axe finds nothing serious, and the keyboard reaches every control. A server of its own with
 * the sync on (the shared e2e server runs without it, as its specs count upstream calls).
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type SandboxLeg = { customer: Json; dual: Json; leg: Json };

ownServerForFile("desk", 23, SYNC_AT_ONCE);

const today = () => new Date().toISOString().slice(0, 10);
// As lib/desk/scope.ts openLeg: the status decides; only a leg without one is judged by its dates.
const open = (leg: Json) =>
  leg.status == null ? !leg.completedAt && !leg.cancelledAt : !["Completed", "Cancelled"].includes(leg.status);
const remaining = (leg: Json): number | null => {
  const amount = leg.fixedSide ? leg[leg.fixedSide] : undefined;
  return typeof amount === "number" ? amount : null;
};

/** What the desk's rules (lib/desk/attention.ts) pick from the sandbox's own lists. */
function expected(legs: SandboxLeg[]) {
  const day = today();
  const until = businessDayWindowEnd(day, 5);
  return {
    until,
    overdue: legs.filter(({ leg }) => leg.status === "Overdue" || (leg.overdueAt && leg.overdueAt < day && open(leg))),
    endingSoon: legs
      .filter(({ leg }) => leg.status === "Active" && leg.endAt >= day && leg.endAt <= until)
      .filter(({ leg }) => (remaining(leg) ?? 1) > 0)
      .sort((a, b) => a.leg.endAt.localeCompare(b.leg.endAt) || a.leg.id.localeCompare(b.leg.id)),
    settling: legs.filter(({ leg }) => open(leg) && leg.settlementAt >= day && leg.settlementAt <= until),
  };
}

async function sandboxCounts(request: APIRequestContext): Promise<{ total: number }> {
  const response = await request.get("/sandbox/requests", { headers: sandboxAuth });
  expect(response.status()).toBe(200);
  return response.json();
}

const card = (page: Page, id: string) => page.getByTestId(`attention-${id}`);
const countOf = (section: Locator) => section.getByTestId("attention-count");

let legs: SandboxLeg[];

test.beforeAll(async ({ request }) => {
  legs = (await sandboxLegs(request, sandboxAuth)).legs as SandboxLeg[];
});

test.describe("an operator", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoEmail("operator"));
  });

  test("sees each attention list as the demo data fills it, with links to the legs and the book", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await waitForBook(page, legs.length);
    const want = expected(legs);
    expect(want.overdue.length, "the demo data has overdue legs").toBeGreaterThan(0);
    expect(want.endingSoon.length, "the demo data has legs ending this week").toBeGreaterThan(0);

    // Once the first pass is complete (conversions too), the desk says as of when.
    await expect(async () => {
      await page.goto("/");
      await expect(page.getByTestId("book-freshness")).toContainText("Book as of", { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    // The desk reads the book alone: loading it makes no call to the hedging service.
    const before = await sandboxCounts(page.request);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Desk" })).toBeVisible();
    expect((await sandboxCounts(page.request)).total).toBe(before.total);
    await expect(page.getByTestId("book-freshness")).toContainText(/Book as of \d\d:\d\d UTC, (just now|\d+ min ago)/);
    await expect(page.getByRole("button", { name: "Refresh the book now" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Refresh" })).toHaveCount(0);

    await expect(countOf(card(page, "overdue"))).toHaveText(String(want.overdue.length));
    await expect(countOf(card(page, "ending-soon"))).toHaveText(String(want.endingSoon.length));
    await expect(countOf(card(page, "settling-soon"))).toHaveText(String(want.settling.length));
    // A few currencies (those with most legs) and a header row; the rest one link away, on the figures page.
    const currencies = new Set(want.settling.flatMap(({ leg }) => [leg.fromCurrency ?? null, leg.toCurrency ?? null]));
    await expect(card(page, "settling-soon").getByRole("row")).toHaveCount(Math.min(currencies.size, 5) + 1);
    await expect(card(page, "settling-soon").getByRole("link", { name: "every currency's amount" })).toHaveCount(
      currencies.size > 5 ? 1 : 0,
    );

    // Soonest first, each with its fixed side's remaining amount and the operator's two next steps.
    const ending = card(page, "ending-soon");
    const first = want.endingSoon[0]!;
    const firstName = `${first.customer.companyName} · ${first.leg.fromCurrency}/${first.leg.toCurrency}`;
    await expect(ending.getByRole("listitem").first().getByRole("link").first()).toHaveText(firstName);
    await expect(ending.getByRole("listitem").first()).toContainText("left on the fixed side");
    await expect(ending.getByRole("link", { name: /^Early settlement for / }).first()).toBeVisible();

    await expectNoSeriousA11yViolations(page, testInfo, "desk");
    await screenshot(page, testInfo, "desk");
    await page.screenshot({ path: ".tmp/desk.png", fullPage: true });

    // A row leads to its dual hedge; the Draw down link to that leg's drawdown.
    await ending.getByRole("listitem").first().getByRole("link").first().click();
    await expect(page).toHaveURL(`/customers/${first.customer.id}/dual-hedges/${first.dual.id}`);
    await page.goBack();
    const drawable = card(page, "ending-soon")
      .getByRole("link", { name: /^Draw down for / })
      .first();
    if (await drawable.count()) {
      await drawable.click();
      await expect(page).toHaveURL(/\/hedges\/[^/]+\/drawdown$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/draw/i);
      await page.goBack();
    }

    // "See all" opens the book with the same rule as filters, and the book counts the same legs.
    await card(page, "overdue")
      .getByRole("link", { name: `See all ${want.overdue.length} in the book` })
      .click();
    await expect(page).toHaveURL(/\/book\?status=Overdue$/);
    await page.goBack();
    await card(page, "ending-soon")
      .getByRole("link", { name: `See all ${want.endingSoon.length} in the book` })
      .click();
    await expect(page).toHaveURL(`/book?status=Active&end_from=${today()}&end_to=${want.until}`);
    await expect(page.getByText(new RegExp(`^${want.endingSoon.length} legs? · page 1 of 1\\.`))).toBeVisible();
  });

  test("the charts are pictures with a title and a description, and their numbers are a table one click away", async ({
    page,
  }) => {
    for (const [title, id] of [
      ["Exposure by currency pair", "exposure"],
      ["Conversions, last 30 days", "conversions"],
      ["Maturity ladder", "ladder"],
    ] as const) {
      await page.goto("/");
      const figure = page.getByRole("figure", { name: title });
      const picture = figure.getByRole("img");
      await expect(picture).toHaveAttribute("aria-labelledby", `${id}-title ${id}-desc`);
      await expect(picture).toHaveAccessibleName(new RegExp(`^${title}`));
      // The tables are not on the desk (its render is its cost): a link under each chart leads to its own.
      await expect(figure.getByRole("table")).toHaveCount(0);
      await figure.getByRole("link", { name: `The numbers as a table: ${title}` }).click();
      await expect(page).toHaveURL(`/desk/figures#${id}`);
      const table = page.getByRole("region", { name: title, exact: true }).getByRole("table");
      await expect(table).toBeVisible();
      expect(await table.getByRole("row").count()).toBeGreaterThan(1);
    }
    // Exposure: the Active legs of the most common pair, counted as the sandbox lists them.
    const active = legs.filter(({ leg }) => leg.status === "Active");
    const perPair = new Map<string, number>();
    for (const { leg } of active) {
      const pair = `${leg.fromCurrency}/${leg.toCurrency}`;
      perPair.set(pair, (perPair.get(pair) ?? 0) + 1);
    }
    const [topPair, topCount] = [...perPair].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const row = page
      .getByRole("region", { name: "Exposure by currency pair", exact: true })
      .getByRole("row", { name: topPair });
    await expect(row.getByRole("cell").first()).toHaveText(String(topCount));
    await row.getByRole("link", { name: topPair }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/book" &&
        url.searchParams.get("status") === "Active" &&
        url.searchParams.get("pair") === topPair,
    );
    await expect(page.getByText(new RegExp(`^${topCount} legs? · page 1 of 1\\.`))).toBeVisible();
  });

  test("filters by pair and customer through the address, and names a pair it cannot read", async ({ page }) => {
    const want = expected(legs);
    const { leg, customer } = want.overdue[0]!;
    const pair = `${leg.fromCurrency}/${leg.toCurrency}`;
    await page.goto("/");
    await page.getByLabel("Currency pair", { exact: true }).selectOption(pair);
    await page.getByLabel("Customer", { exact: true }).fill(customer.id);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("pair") === pair && url.searchParams.get("customer") === customer.id,
    );
    const mine = want.overdue.filter(
      (o) => o.customer.id === customer.id && `${o.leg.fromCurrency}/${o.leg.toCurrency}` === pair,
    );
    await expect(countOf(card(page, "overdue"))).toHaveText(String(mine.length));
    await expect(page.getByLabel("Currency pair", { exact: true })).toHaveValue(pair);

    // A name no customer has: said in place of figures that would all be empty.
    await page.goto("/?customer=no%20such%20company%20zq");
    await expect(page.getByRole("status").filter({ hasText: "No customer in the book matches" })).toContainText(
      "“no such company zq”",
    );
    await expect(page.getByRole("link", { name: "The desk without filters" })).toHaveAttribute("href", "/");
    // The same on the figures' tables, which would all be empty too.
    await page.goto("/desk/figures?customer=no%20such%20company%20zq");
    await expect(page.getByRole("status").filter({ hasText: "No customer in the book matches" })).toContainText(
      "“no such company zq”",
    );
    await expect(page.getByRole("table")).toHaveCount(0);

    await page.goto("/?pair=EURO");
    await expect(page.getByRole("alert").filter({ hasText: "The address has values" })).toContainText(
      "Enter a currency pair as two codes, like EUR/USD.",
    );
  });

  test("the keyboard reaches every control", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    // Tab through the page until the last chart's link to its table (the last control), at most 150 steps.
    const all = await tabUntil(page, "a:The numbers as a table: Maturity ladder", 150);
    for (const title of ["Exposure by currency pair", "Conversions, last 30 days", "Maturity ladder"])
      expect(all).toContain(`a:The numbers as a table: ${title}`);
    expect(all).toContain("button:Apply");
    expect(all).toMatch(/select:/);
    expect(all).toMatch(/input:/);
    expect(all).toMatch(/a:See all \d+ in the book/);
    expect(all).toMatch(/a:Draw down/);
  });
});

test.describe("an operator refreshing the book", () => {
  test("a plain form post starts a pass and comes back to the same desk with the pass running; the button does the same", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, demoEmail("operator"));
    await page.goto("/?pair=EUR/USD");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Refresh the book now" }) });
    // What a browser without JavaScript sends (the desk streams, so such a browser cannot show it: the post is made
    // here as it would): the form's own fields, posted to its action.
    expect(await form.getAttribute("method")).toMatch(/^post$/i);
    const post = await form.evaluate((element: HTMLFormElement) => ({
      url: element.action,
      fields: Object.fromEntries([...new FormData(element)].map(([name, value]) => [name, String(value)])),
    }));
    // The pass's first list read is held a few seconds, so the desk the post comes back to shows it running.
    await setFaults(page.request, [{ method: "GET", path: "/customers", delayResponseMs: 5_000 }]);
    try {
      const response = await page.request.post(post.url, {
        multipart: post.fields,
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe("/?pair=EUR/USD&refresh=started");
      await page.goto(response.headers().location!);
      await expect(page.getByRole("status").filter({ hasText: "A pass has started" })).toBeVisible();
      await expect(page.getByTestId("book-freshness")).toContainText(/A pass is running since \d\d:\d\d UTC/);
      await expect(page.getByLabel("Currency pair", { exact: true })).toHaveValue("EUR/USD");
    } finally {
      await clearFaults(page.request);
    }
    // The pass ends: the desk is as of now again.
    await expect(async () => {
      await page.goto("/");
      await expect(page.getByTestId("book-freshness")).not.toContainText("A pass is running", { timeout: 1_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
    await expect(page.getByTestId("book-freshness")).toContainText(/Book as of \d\d:\d\d UTC, just now/);

    // With JavaScript, the button posts the same action.
    await page.getByRole("button", { name: "Refresh the book now" }).click();
    await expect(page).toHaveURL("/?refresh=started");
    await expect(page.getByRole("status").filter({ hasText: "A pass has started" })).toBeVisible();
  });
});

test.describe("a viewer", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demoEmail("viewer"));
  });

  test("sees the same lists without the operators' links, and a reload link for refresh", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Desk" })).toBeVisible();
    await expect(countOf(card(page, "overdue"))).toHaveText(String(expected(legs).overdue.length));
    await expect(page.getByRole("link", { name: /^Draw down/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Early settlement/ })).toHaveCount(0);
    // Viewers may not start a pass: they keep the link that reloads the desk.
    await expect(page.getByRole("button", { name: "Refresh the book now" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Refresh" })).toHaveAttribute("href", "/");
  });

  test("at 320 px wide the filled desk does not scroll sideways (e2e/reflow.spec.ts sees an empty book)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/");
    await expect(countOf(card(page, "settling-soon"))).not.toHaveText("0");
    // The settling-soon table, wider than a card at 320 px, scrolls in its own box (WCAG 1.4.10 allows it).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
