import { readFile } from "node:fs/promises";
import { formatAmount, formatDate, formatRate, shortId } from "@/lib/format/format";
import { labelDualHedgeLegs, remainingOnFixedSide } from "../lib/domain/leg-roles";
import { statusLabel } from "@/lib/format/status-label";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot } from "./support/page-checks";
import { busiestCustomer, listCustomers, listDualHedges, mostCommon } from "./support/sandbox";
import { clearFaults, setFaults } from "./support/sandbox-faults";
import { parseCsv } from "./support/csv";

const listPath = (customerId: string) => `/customers/${customerId}/dual-hedges`;
const countText = (total: number, page: number, pages: number, filtered = false) =>
  `${total} ${total === 1 ? "dual hedge" : "dual hedges"}${filtered ? (total === 1 ? " matches the filters" : " match the filters") : ""} · page ${page} of ${pages}`;

test.describe("a customer's dual hedges", () => {
  test.use({ role: "viewer" });

  test("lists them server-rendered, one row per leg with role, status, remaining amount and dates", async ({
    page,
    request,
  }, testInfo) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    const response = await page.goto(listPath(customer.id));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Dual hedges" })).toBeVisible();
    await expect(page.getByText(countText(dualHedges.length, 1, 1))).toBeVisible();
    await expect(page.locator("table tbody")).toHaveCount(Math.min(dualHedges.length, 25));

    const first = dualHedges[0]!;
    const group = page
      .getByRole("rowgroup")
      .filter({ has: page.getByRole("link", { name: `Dual hedge ${shortId(first.id)}` }) });
    await expect(group).toContainText(formatDate(first.issuedAt));
    await expect(group).toContainText(`${first.fromCurrency} → ${first.functionalCurrency} → ${first.toCurrency}`);
    await expect(group).toContainText(formatRate(first.rate));
    for (const { leg, label } of labelDualHedgeLegs(first)) {
      const remaining = remainingOnFixedSide(leg)!;
      const row = group.getByRole("row").filter({ hasText: label });
      await expect(row).toContainText(statusLabel(leg.status));
      await expect(row).toContainText(formatAmount(remaining.amount, remaining.currency));
      await expect(row).toContainText(formatDate(leg.endAt));
      await expect(row).toContainText(formatDate(leg.settlementAt));
    }
    await expect(group.getByRole("button", { name: `Copy dual hedge id ${shortId(first.id)}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "dual-hedges");
    await screenshot(page, testInfo, "dual-hedges");
  });

  test("filters live in the URL: page resets, reload keeps the view, Back restores it", async ({ page, request }) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    const created = mostCommon(dualHedges.map((dual) => dual.issuedAt)).value;
    const byCreated = await listDualHedges(request, customer.id, { created_at: created });
    const updated = byCreated.items[0]!.hedges[0]!.updatedAt;
    const byBoth = await listDualHedges(request, customer.id, { created_at: created, updated_at: updated });
    const byUpdated = await listDualHedges(request, customer.id, { updated_at: updated });
    const pages = (total: number) => Math.max(1, Math.ceil(total / 2));

    await page.goto(`${listPath(customer.id)}?per_page=2&page=2`);
    await expect(page.getByText(countText(dualHedges.length, 2, pages(dualHedges.length)))).toBeVisible();

    await page.getByLabel("Created on", { exact: true }).fill(created);
    await page.getByLabel("Created on", { exact: true }).press("Enter");
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get("created_on") === created &&
        !url.searchParams.has("page") &&
        url.searchParams.get("per_page") === "2",
    );
    await expect(page.getByText(countText(byCreated.total, 1, pages(byCreated.total), true))).toBeVisible();
    for (const dual of byCreated.items.slice(0, 2)) {
      await expect(page.getByRole("link", { name: `Dual hedge ${shortId(dual.id)}` })).toBeVisible();
    }

    await page.reload();
    await expect(page.getByLabel("Created on", { exact: true })).toHaveValue(formatDate(created));
    await expect(page.getByText(countText(byCreated.total, 1, pages(byCreated.total), true))).toBeVisible();

    await page.getByLabel("Updated on", { exact: true }).fill(updated);
    await page.getByLabel("Updated on", { exact: true }).press("Enter");
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("updated_on") === updated && url.searchParams.get("created_on") === created,
    );
    await expect(page.getByText(countText(byBoth.total, 1, pages(byBoth.total), true))).toBeVisible();

    await page.getByRole("button", { name: "Clear created on" }).click();
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has("created_on") && url.searchParams.get("updated_on") === updated,
    );
    await expect(page.getByLabel("Created on", { exact: true })).toHaveValue("");
    await expect(page.getByText(countText(byUpdated.total, 1, pages(byUpdated.total), true))).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("created_on") === created && url.searchParams.get("updated_on") === updated,
    );
    await expect(page.getByLabel("Created on", { exact: true })).toHaveValue(formatDate(created));
    await expect(page.getByText(countText(byBoth.total, 1, pages(byBoth.total), true))).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("created_on") === created && !url.searchParams.has("updated_on"),
    );
    await expect(page.getByText(countText(byCreated.total, 1, pages(byCreated.total), true))).toBeVisible();
  });

  test("page size and page navigation with the total count", async ({ page, request }) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    const total = dualHedges.length;
    const pages = Math.ceil(total / 3);
    expect(pages, "the busiest demo customer has at least 7 dual hedges").toBeGreaterThanOrEqual(3);

    await page.goto(`${listPath(customer.id)}?per_page=3`);
    await expect(page.getByLabel("Rows per page")).toHaveValue("3");
    await expect(page.getByText(countText(total, 1, pages))).toBeVisible();
    await expect(page.locator("table tbody")).toHaveCount(3);

    const nav = page.getByRole("navigation", { name: "Dual hedges pages" });
    await nav.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByText(countText(total, 2, pages))).toBeVisible();
    await expect(page.locator("table tbody").first()).toContainText(shortId(dualHedges[3]!.id));

    await nav.getByRole("link", { name: "Last page" }).press("Enter");
    await expect(page.getByText(countText(total, pages, pages))).toBeVisible();
    await expect(page.locator("table tbody")).toHaveCount(total - 3 * (pages - 1));
    await expect(nav.getByText("Next page")).toHaveAttribute("aria-disabled", "true");
    // The key pressed on Last page leaves the focus there, disabled now, not lost to the top of the page.
    await expect(nav.getByText("Last page")).toHaveAttribute("aria-disabled", "true");
    await expect(nav.getByText("Last page")).toBeFocused();

    await page.reload();
    await expect(page.getByText(countText(total, pages, pages))).toBeVisible();
    await page.goBack();
    await expect(page.getByText(countText(total, 2, pages))).toBeVisible();

    await page.getByLabel("Rows per page").selectOption("10");
    await expect(page).toHaveURL((url) => url.searchParams.get("per_page") === "10" && !url.searchParams.has("page"));
    await expect(page.getByText(countText(total, 1, Math.ceil(total / 10)))).toBeVisible();
  });

  test("a page past the end says how many pages there are and leads to the last one, without a pager of its own", async ({
    page,
    request,
  }, testInfo) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    const pages = Math.ceil(dualHedges.length / 3);
    await page.goto(`${listPath(customer.id)}?per_page=3&page=${pages + 5}`);
    await expect(page.getByRole("heading", { name: `Page ${pages + 5} is past the end` })).toBeVisible();
    await expect(page.getByText(`There ${pages === 1 ? "is 1 page" : `are ${pages} pages`} of results.`)).toBeVisible();
    await expect(page.getByText(new RegExp(`page ${pages + 5} of`, "i"))).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Dual hedges pages" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, "dual-hedges-past-the-end");
    await page.getByRole("link", { name: "Go to the last page" }).click();
    await expect(page.getByText(countText(dualHedges.length, pages, pages))).toBeVisible();
    await expect(page.locator("table tbody")).toHaveCount(dualHedges.length - 3 * (pages - 1));
  });

  test("arrow keys on Rows per page step through the sizes without loading each; Enter applies the one shown", async ({
    page,
    request,
  }) => {
    const { customer } = await busiestCustomer(request);
    const loads: string[] = [];
    page.on("request", (sent) => {
      if (sent.headers()["rsc"]) loads.push(sent.url());
    });
    await page.goto(listPath(customer.id));
    const select = page.getByLabel("Rows per page");
    await expect(select).toHaveValue("25");
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(select).toHaveValue("100");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("per_page") === "100");
    await expect(select).toHaveValue("100");
    expect(
      loads.filter((url) => url.includes("per_page=")),
      "one load, for the size applied",
    ).toEqual([expect.stringContaining("per_page=100")]);
  });

  test("a row's link marks that its page is loading while the hedging service is slow", async ({ page, request }) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    const dual = dualHedges[0]!;
    await page.goto(listPath(customer.id));
    await expect(page.getByLabel("Rows per page")).toBeEnabled(); // hydrated: the link navigates client-side
    const link = page.getByRole("link", { name: `Dual hedge ${shortId(dual.id)}` });
    await expect(link.locator(".link-pending")).toHaveCount(0);
    await setFaults(request, [
      { method: "GET", path: `/customers/${customer.id}/dual-hedges/${dual.id}`, delayResponseMs: 2000 },
    ]);
    try {
      await link.click();
      await expect(link.locator(".link-pending")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: `Dual hedge ${shortId(dual.id)}` })).toBeVisible();
    } finally {
      await clearFaults(request);
    }
  });

  test("values in the URL it cannot use are named, not clamped", async ({ page, request }, testInfo) => {
    const { customer } = await busiestCustomer(request);
    await page.goto(`${listPath(customer.id)}?page=0&per_page=500&created_on=2026-02-30`);
    const alert = page.getByRole("alert").filter({ hasText: "The address has values this list cannot use" });
    await expect(alert).toContainText("created_on=2026-02-30: There is no such date.");
    await expect(alert).toContainText("page=0: Page starts at 1.");
    await expect(alert).toContainText("per_page=500: Page size must be between 1 and 100.");
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, "dual-hedges-invalid-url");
    await screenshot(page, testInfo, "dual-hedges-invalid-url");

    await page.goto(`${listPath(customer.id)}?page=abc&updated_on=yesterday`);
    await expect(page.getByRole("alert").filter({ hasText: "page=abc: Page must be a whole number." })).toContainText(
      "updated_on=yesterday",
    );
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(listPath(customer.id));
    await expect(page.getByRole("table")).toBeVisible();
  });

  test("an empty result says so and clears the filters", async ({ page, request }, testInfo) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    await page.goto(`${listPath(customer.id)}?created_on=2001-01-01`);
    await expect(page.getByRole("heading", { name: "No dual hedges match these filters" })).toBeVisible();
    await expect(page.getByText(countText(0, 1, 1, true))).toBeVisible();
    await screenshot(page, testInfo, "dual-hedges-empty");
    await page.getByRole("button", { name: "Clear filters" }).press("Enter");
    await expect(page).toHaveURL(listPath(customer.id));
    await expect(page.getByText(countText(dualHedges.length, 1, 1))).toBeVisible();
    await expect(
      page.getByLabel("Created on", { exact: true }),
      "the focus goes to the first filter, not to the top of the page",
    ).toBeFocused();
  });

  test("a typed date that empties the list, then Clear filters: the date box is empty again too", async ({
    page,
    request,
  }) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    await page.goto(listPath(customer.id));
    const created = page.getByRole("textbox", { name: "Created on" });
    await created.fill("1 Jan 2001");
    await created.press("Enter");
    await expect(page.getByRole("heading", { name: "No dual hedges match these filters" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText(countText(dualHedges.length, 1, 1))).toBeVisible();
    await expect(created).toHaveValue("");
  });

  test("the CSV export holds every page of the filtered list", async ({ page, request, baseURL }) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    await page.goto(`${listPath(customer.id)}?per_page=3`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /^Export CSV/ }).click(),
    ]);
    const [columns, ...rows] = parseCsv(await readFile((await download.path())!, "utf8"));
    expect(columns).toEqual([
      "dual_hedge_id",
      "customer_id",
      "issued_at",
      "from_currency",
      "functional_currency",
      "to_currency",
      "rate",
      "leg_count",
      ...[1, 2].flatMap((n) =>
        [
          "role",
          "id",
          "status",
          "from_currency",
          "to_currency",
          "fixed_side",
          "remaining_amount",
          "remaining_currency",
          "quote",
          "end_at",
          "settlement_at",
          "updated_at",
        ].map((c) => `leg${n}_${c}`),
      ),
    ]);
    expect(rows).toHaveLength(dualHedges.length); // all of them, not the 3 on screen

    const known = dualHedges[dualHedges.length - 1]!;
    const line = rows.find((row) => row[0] === known.id);
    const record = Object.fromEntries(line!.map((value, i) => [columns![i], value]));
    const [leg1, leg2] = labelDualHedgeLegs(known);
    expect(record).toMatchObject({
      customer_id: customer.id,
      issued_at: known.issuedAt,
      from_currency: known.fromCurrency,
      functional_currency: known.functionalCurrency,
      to_currency: known.toCurrency,
      rate: String(known.rate),
      leg_count: "2",
      leg1_role: leg1!.label,
      leg1_id: leg1!.leg.id,
      leg1_status: leg1!.leg.status,
      leg1_remaining_amount: String(leg1!.leg[leg1!.leg.fixedSide]),
      leg1_end_at: leg1!.leg.endAt,
      leg2_id: leg2!.leg.id,
      leg2_settlement_at: leg2!.leg.settlementAt,
    });

    const created = mostCommon(dualHedges.map((dual) => dual.issuedAt)).value;
    const filtered = await page.request.get(`${listPath(customer.id)}/export?created_on=${created}`);
    expect(filtered.headers()["content-type"]).toContain("text/csv");
    const filteredRows = parseCsv(await filtered.text()).slice(1);
    expect(filteredRows).toHaveLength((await listDualHedges(request, customer.id, { created_at: created })).total);
    expect(filteredRows.every((row) => row[2] === created)).toBe(true);

    const refused = await page.request.get(`${listPath(customer.id)}/export?created_on=2026-13-01`);
    expect(refused.status()).toBe(400);
    const signedOut = await fetch(`${baseURL}${listPath(customer.id)}/export`, { redirect: "manual" }); // no cookie at all
    expect(signedOut.status).toBe(307);
    expect(signedOut.headers.get("location")).toContain("/sign-in");
  });

  test("an unknown customer or dual hedge is not found, inside the layout", async ({ page, request }, testInfo) => {
    const { items } = await listCustomers(request);
    for (const path of [
      "/customers/00000000-0000-4000-8000-000000000000/dual-hedges",
      "/customers/not-an-id/dual-hedges",
      `/customers/${items[0]!.id}/dual-hedges/00000000-0000-4000-8000-000000000000`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Not found" }), path).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, testInfo, "not-found");
    await screenshot(page, testInfo, "not-found");
  });

  test("the dual hedge page shows both legs side by side with every field group; a viewer gets no actions", async ({
    page,
    request,
  }, testInfo) => {
    const { customer, dualHedges } = await busiestCustomer(request);
    const dual = dualHedges[0]!;
    await page.goto(listPath(customer.id));
    await page.getByRole("link", { name: `Dual hedge ${shortId(dual.id)}` }).click();
    await expect(page).toHaveURL(`${listPath(customer.id)}/${dual.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Dual hedge ${shortId(dual.id)}` })).toBeVisible();

    for (const { leg, label } of labelDualHedgeLegs(dual)) {
      const card = page.getByRole("article", { name: new RegExp(`^${label}`) });
      await expect(card.getByRole("heading", { level: 2 })).toContainText(statusLabel(leg.status));
      for (const group of [
        "Amounts",
        "Rate and markup",
        "Dates and timeline",
        "Collateral",
        "Settlement",
        "Mark-to-market",
        "Identifiers",
      ]) {
        await expect(card.getByRole("heading", { level: 3, name: group })).toBeVisible();
      }
      await expect(card).toContainText(leg.id);
      await expect(card).toContainText(formatDate(leg.endAt));
      const timeline = card.getByRole("list", { name: "Timeline" });
      await expect(timeline).toContainText("Issued");
      await expect(timeline).toContainText(`Ends ${formatDate(leg.endAt)}`);
      await expect(timeline).toContainText(`Settles ${formatDate(leg.settlementAt)}`);
    }
    await expect(page.getByRole("button", { name: "Cancel dual hedge" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Draw down/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, testInfo, "dual-hedge");
    await screenshot(page, testInfo, "dual-hedge");

    const settled = dualHedges.find((d) => d.hedges.every((leg) => leg.status !== "Active"));
    if (settled) {
      await page.goto(`${listPath(customer.id)}/${settled.id}`);
      for (const leg of settled.hedges) await expect(page.getByText(leg.id, { exact: true })).toBeVisible();
      await expect(page.getByRole("article").first().getByRole("heading", { level: 2 })).toContainText(
        statusLabel(settled.hedges[0]!.status),
      );
      await screenshot(page, testInfo, "dual-hedge-not-active");
    }
  });
});
