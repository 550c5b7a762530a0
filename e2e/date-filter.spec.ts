import type { Page } from "@playwright/test";
import { addCalendarDays } from "../lib/domain/dates";
import { formatDate } from "@/lib/format/format";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot } from "./support/page-checks";
import { busiestCustomer, listDualHedges, mostCommon } from "./support/sandbox";

// An en-US browser is where the native date input reads mm/dd/yyyy: the fields must not.
test.use({ role: "viewer", locale: "en-US" });

const AMBIGUOUS =
  "“03/04/2026” could be 3 Apr or 4 Mar: write the month as a word, as 21 Nov 2026, or use yyyy-mm-dd, as 2026-11-21.";

/** Page loads, and the App Router's client-side navigations (each fetches the new page's RSC payload); link prefetches are not navigations. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers["next-router-prefetch"]) return;
    if (request.isNavigationRequest() || headers["rsc"] === "1") count += 1;
  });
  return () => count;
}

test("dual hedge date filter: typed ISO reads as the pages print it, numbers-only dates are refused, focus stays", async ({
  page,
  request,
}, testInfo) => {
  const { customer, dualHedges } = await busiestCustomer(request);
  const created = mostCommon(dualHedges.map((dual) => dual.issuedAt)).value;
  const byCreated = await listDualHedges(request, customer.id, { created_at: created });
  expect(byCreated.total).toBeLessThan(dualHedges.length);
  const listPath = `/customers/${customer.id}/dual-hedges`;
  await page.goto(listPath);
  const field = page.getByRole("textbox", { name: "Created on", exact: true });
  await expect(field).toBeEnabled();
  await expect(field).toHaveAccessibleDescription(/21 Nov 2026 or 2026-11-21/);

  await field.fill(created);
  await field.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("created_on") === created);
  await expect(field).toHaveValue(formatDate(created));
  await expect(
    page.getByText(
      `${byCreated.total} ${byCreated.total === 1 ? "dual hedge matches" : "dual hedges match"} the filters`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Updating…" })).toHaveCount(0);
  await expect(field).toBeFocused();

  const navigations = countNavigations(page);
  await field.fill("03/04/2026");
  await field.press("Enter");
  await expect(page.getByText(AMBIGUOUS)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${AMBIGUOUS.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`));
  await field.press("Tab");
  await expect(page.getByText(AMBIGUOUS)).toBeVisible();
  await page.waitForTimeout(500);
  expect(navigations()).toBe(0);
  await expect(page).toHaveURL((url) => url.searchParams.get("created_on") === created);
  await expectNoSeriousA11yViolations(page, testInfo, "date-filter-refused");
  await screenshot(page, testInfo, "date-filter-refused");

  await field.focus();
  await field.press("Escape");
  await expect(field).toHaveValue(formatDate(created));
  await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText(AMBIGUOUS)).toHaveCount(0);

  await page.getByRole("button", { name: "Clear created on" }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("created_on"));
  await expect(page.getByText(`${dualHedges.length} dual hedges · page 1`)).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
});

test("the calendar opens from the keyboard alone, and a day picked in it filters the list", async ({
  page,
  request,
}, testInfo) => {
  const { customer, dualHedges } = await busiestCustomer(request);
  const created = mostCommon(dualHedges.map((dual) => dual.issuedAt)).value;
  const next = addCalendarDays(created, 1);
  await page.goto(`/customers/${customer.id}/dual-hedges?created_on=${created}`);
  const field = page.getByRole("textbox", { name: "Created on", exact: true });
  const button = page.getByRole("button", { name: "Choose date for Created on" });
  await expect(field).toHaveValue(formatDate(created));
  await expect(button).toBeEnabled();

  for (let step = 0; step < 40 && !(await field.evaluate((element) => element === document.activeElement)); step += 1)
    await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();

  const navigations = countNavigations(page);
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await page.waitForTimeout(500);
  expect(navigations()).toBe(0);
  await expect(field).toHaveValue(formatDate(created));

  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("created_on") === next);
  await expect(field).toHaveValue(formatDate(next));
  const byNext = await listDualHedges(request, customer.id, { created_at: next });
  await expect(
    page.getByText(`${byNext.total} ${byNext.total === 1 ? "dual hedge matches" : "dual hedges match"} the filters`),
  ).toBeVisible();
  expect(navigations()).toBe(1);
  await expect(button).toBeFocused();
  await expectNoSeriousA11yViolations(page, testInfo, "date-filter-picked");
});

test("audit date filters: typed dates submit as ISO, a numbers-only date blocks the form", async ({
  page,
}, testInfo) => {
  await page.goto("/audit");
  const from = page.getByRole("textbox", { name: "From (UTC)" });
  await expect(from).toBeEnabled();

  const navigations = countNavigations(page);
  await from.fill("03/04/2026");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText(AMBIGUOUS)).toBeVisible();
  await expect(from).toBeFocused();
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain("from=");
  expect(navigations()).toBe(0);
  await expectNoSeriousA11yViolations(page, testInfo, "audit-date-refused");
  await screenshot(page, testInfo, "audit-date-refused");

  await from.fill("2026-11-21");
  await page.getByRole("textbox", { name: "To (UTC)" }).fill("21 November 2026");
  await page.getByRole("textbox", { name: "To (UTC)" }).press("Enter");
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("from") === "2026-11-21" && url.searchParams.get("to") === "2026-11-21",
  );
  await expect(from).toHaveValue("21 Nov 2026");
  await expect(page.getByRole("textbox", { name: "To (UTC)" })).toHaveValue("21 Nov 2026");
});

test("audit: values in the address the trail cannot use are named, never dropped in silence; the list comes back without them", async ({
  page,
}) => {
  await page.goto("/audit?from=2026-02-30&page=2abc&action=signInSucceeded");
  const problems = page.getByRole("alert").filter({ hasText: "The address has values this list cannot use" });
  await expect(problems).toContainText("from=2026-02-30");
  await expect(problems).toContainText("page=2abc");
  await expect(page.getByRole("table")).toHaveCount(0);

  await problems.getByRole("link", { name: "Show the list without them" }).click();
  await expect(page).toHaveURL((url) => url.search === "?action=signInSucceeded");
  await expect(page.getByText(/^\d+ entr(y|ies) · page 1 of \d+\./)).toBeVisible();
});

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("audit: a to date before the from date is named, and no export is offered that would leave it out", async ({
    page,
  }) => {
    await page.goto("/audit");
    await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
    await page.goto("/audit?from=2026-11-25&to=2026-11-01");
    const problems = page.getByRole("alert").filter({ hasText: "The address has values this list cannot use" });
    await expect(problems).toContainText(
      "to=2026-11-01: It is before the from date (2026-11-25), so no entry can match.",
    );
    await expect(page.getByRole("textbox", { name: "To (UTC)" }), "kept in the form, to be corrected").toHaveValue(
      "1 Nov 2026",
    );
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    const refused = await page.request.get("/audit/export?from=2026-11-25&to=2026-11-01");
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("It is before the from date");
  });
});
