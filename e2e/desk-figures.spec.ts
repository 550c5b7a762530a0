import { demoEmail, expect, signIn, test } from "./fixtures";
import { sandboxLegs, waitForBook } from "./support/book";
import { SYNC_AT_ONCE, ownServerForFile } from "./support/own-server";
import { expectNoSeriousA11yViolations, screenshot, tabUntil } from "./support/page-checks";
import { sandboxAuth } from "./support/sandbox-auth";

/**
 * The desk's figures page (/desk/figures, the same numbers as a table one click away): the three charts'
 * tables with the desk's filters in the address, fresh as the desk says, links back to each chart, axe, the keyboard,
 * print. A server of its own with the sync on, as e2e/desk.spec.ts, so the tables hold the demo data.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

ownServerForFile("desk-figures", 31, SYNC_AT_ONCE);

const TITLES = ["Exposure by currency pair", "Conversions, last 30 days", "Maturity ladder"] as const;

let legs: { customer: Json; dual: Json; leg: Json }[];
/** The pair with most Active legs in the demo data, and how many. */
let top: { pair: string; active: number };

test.beforeAll(async ({ request }) => {
  legs = (await sandboxLegs(request, sandboxAuth)).legs;
  const perPair = new Map<string, number>();
  for (const { leg } of legs.filter(({ leg }) => leg.status === "Active")) {
    const pair = `${leg.fromCurrency}/${leg.toCurrency}`;
    perPair.set(pair, (perPair.get(pair) ?? 0) + 1);
  }
  const [pair, active] = [...perPair].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  top = { pair, active };
});

test.beforeEach(async ({ page }) => {
  await signIn(page, demoEmail("viewer"));
});

test("the charts' tables with the desk's filters, as fresh as the desk, and the way back to each chart", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await waitForBook(page, legs.length);
  await expect(async () => {
    await page.goto(`/desk/figures?pair=${top.pair}`);
    await expect(page.getByTestId("book-freshness")).toContainText("Book as of", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  await expect(page.getByRole("heading", { level: 1, name: "Desk figures" })).toBeVisible();
  await expect(page.getByTestId("book-freshness")).toContainText(/Book as of \d\d:\d\d UTC, (just now|\d+ min ago)/);
  await expect(page.getByRole("link", { name: "Refresh" })).toHaveAttribute("href", `/desk/figures?pair=${top.pair}`);
  await expect(page.getByLabel("Currency pair", { exact: true })).toHaveValue(top.pair);
  for (const title of TITLES) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole("region", { name: title, exact: true }).getByRole("table")).toBeVisible();
  }
  // Every currency settling soon (the desk's card shows the few with most legs), and the way back to that card.
  const settling = page.getByRole("region", { name: "Settling soon, per currency", exact: true });
  await expect(settling.getByRole("table")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the desk: Settling soon, per currency" })).toHaveAttribute(
    "href",
    `/?pair=${top.pair}#settling-soon-title`,
  );
  // Filtered to the pair: the exposure table has that pair alone, counted as the sandbox lists its Active legs; the
  // ladder has a column for it.
  const exposure = page.getByRole("region", { name: "Exposure by currency pair", exact: true });
  await expect(exposure.getByRole("row")).toHaveCount(2);
  await expect(exposure.getByRole("row", { name: top.pair }).getByRole("cell").first()).toHaveText(String(top.active));
  await expect(
    page.getByRole("region", { name: "Maturity ladder", exact: true }).getByRole("columnheader", { name: top.pair }),
  ).toBeVisible();

  await expectNoSeriousA11yViolations(page, testInfo, "desk-figures");
  await screenshot(page, testInfo, "desk-figures");

  // Printed, the tables stay and the controls go.
  await page.emulateMedia({ media: "print" });
  await expect(exposure.getByRole("table")).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // Back to the chart on the desk, with the same filter.
  await page.getByRole("link", { name: "Back to the chart: Maturity ladder" }).click();
  await expect(page).toHaveURL(`/?pair=${top.pair}#ladder`);
  await expect(page.getByRole("figure", { name: "Maturity ladder" })).toBeVisible();
  // And from the chart, its table again, the filter kept.
  await page
    .getByRole("figure", { name: "Exposure by currency pair" })
    .getByRole("link", { name: "The numbers as a table: Exposure by currency pair" })
    .click();
  await expect(page).toHaveURL(`/desk/figures?pair=${top.pair}#exposure`);
});

test("filters through the address, says so when nothing matches, and names a value it cannot read", async ({
  page,
}) => {
  await page.goto("/desk/figures");
  await page.getByLabel("Currency pair", { exact: true }).selectOption(top.pair);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/desk/figures" && url.searchParams.get("pair") === top.pair);
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL("/desk/figures");

  // A pair the book does not hold: each table says, in words, that there is nothing.
  await page.goto("/desk/figures?pair=ZZZ/ZZY");
  await expect(page.getByText("No Active leg in the book.")).toBeVisible();
  await expect(page.getByText("No open leg with an end date in the book.")).toBeVisible();

  await page.goto("/desk/figures?pair=EURO");
  await expect(page.getByRole("alert").filter({ hasText: "The address has values" })).toContainText(
    "Enter a currency pair as two codes, like EUR/USD.",
  );
});

test("the keyboard reaches every control, and each table's scroll box", async ({ page }) => {
  await page.goto("/desk/figures");
  await expect(page.getByRole("heading", { level: 1, name: "Desk figures" })).toBeVisible();
  // Tab until the last table's scroll box (the last control: it comes after its "Back to the chart"), at most 200.
  const all = await tabUntil(page, "div:Maturity ladder (table)", 200);
  expect(all).toMatch(/input:/);
  expect(all).toMatch(/select:/);
  expect(all).toContain("button:Apply");
  expect(all).toContain("a:Refresh");
  for (const title of TITLES) {
    expect(all).toContain(`div:${title} (table)`);
    expect(all).toContain(`a:Back to the chart: ${title}`);
  }
  expect(all).toContain(`a:${top.pair}`);
});
