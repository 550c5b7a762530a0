import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot } from "./support/page-checks";
import { listCustomers } from "./support/sandbox";

test.describe("customers (their own page; the desk is the signed-in home)", () => {
  test.use({ role: "viewer" });

  test("lists every customer with country, external id and status; its search is in the address", async ({
    page,
    request,
  }, testInfo) => {
    const { items, total } = await listCustomers(request);
    await page.goto("/customers");
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(`${total} customers · page 1 of 1`)).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(Math.min(total, 25) + 1);

    for (const customer of [items[0]!, items.find((c) => c.status !== "Approved")!]) {
      const row = page
        .getByRole("row")
        .filter({ has: page.getByRole("link", { name: customer.companyName, exact: true }) });
      await expect(row).toContainText(customer.companyCountry);
      await expect(row).toContainText(customer.externalCustomerId);
      await expect(row).toContainText(customer.status);
    }
    await expectNoSeriousA11yViolations(page, testInfo, "customers");
    await screenshot(page, testInfo, "customers");

    await page.goto("/customers?per_page=10");
    await expect(page).toHaveURL(/\/customers\?per_page=10$/);
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  });

  test("a row leads to the customer's page, and from there to its dual hedges", async ({ page, request }) => {
    const customer = (await listCustomers(request)).items.find((c) => c.status === "Approved")!;
    await page.goto("/customers");
    await page.getByRole("link", { name: customer.companyName, exact: true }).click();
    await expect(page).toHaveURL(`/customers/${customer.id}`);
    await expect(page.getByRole("heading", { level: 1, name: customer.companyName })).toBeVisible();
    // Whether or not the book has read it yet, its live list is one link away.
    await page
      .getByRole("link", { name: /^(Dual hedges \(live, with filters and CSV\)|Open its dual hedges live)$/ })
      .click();
    await expect(page).toHaveURL(`/customers/${customer.id}/dual-hedges`);
    await expect(page.getByRole("heading", { level: 1, name: "Dual hedges" })).toBeVisible();
    await expect(page.getByText(customer.companyName).first()).toBeVisible();
  });

  test("searches by external customer id, kept in the URL through reload and back", async ({
    page,
    request,
  }, testInfo) => {
    const { items, total } = await listCustomers(request);
    const target = items[3]!;
    await page.goto("/customers");
    await page.getByLabel("External customer id").fill(target.externalCustomerId);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?external_id=${target.externalCustomerId}$`));
    await expect(page.getByText("1 customer with external id")).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("link", { name: target.companyName, exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("External customer id")).toHaveValue(target.externalCustomerId);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);

    await page.getByLabel("External customer id").fill("no-such-external-id");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(
      page.getByRole("heading", { name: "No customer has the external id no-such-external-id" }),
    ).toBeVisible();
    await screenshot(page, testInfo, "customers-search-empty");

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?external_id=${target.externalCustomerId}$`));
    await expect(page.getByRole("link", { name: target.companyName, exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Clear search" }).press("Enter");
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByText(`${total} customers`)).toBeVisible();
    await expect(page.getByLabel("External customer id"), "the focus goes back to the search box").toBeFocused();
  });

  test("page size and page navigation, with the total", async ({ page, request }) => {
    const { total } = await listCustomers(request);
    const pages = Math.ceil(total / 10);
    expect(pages, "the demo data has more than 10 customers").toBeGreaterThanOrEqual(2);
    await page.goto("/customers");
    await page.getByLabel("Rows per page").selectOption("10");
    await expect(page).toHaveURL(/\?per_page=10$/);
    await expect(page.getByText(`${total} customers · page 1 of ${pages}`)).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(11);

    const nav = page.getByRole("navigation", { name: "Customers pages" });
    await nav.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`${total} customers · page 2 of ${pages}`)).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(Math.min(10, total - 10) + 1);

    await page.reload();
    await expect(page.getByText(`${total} customers · page 2 of ${pages}`)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(`${total} customers · page 1 of ${pages}`)).toBeVisible();
  });

  test("the go-to box checks the id and goes straight to the customer", async ({ page, request }) => {
    const customer = (await listCustomers(request)).items.find((c) => c.status === "Approved")!;
    await page.goto("/customers");
    const box = page.getByLabel("Go to customer id");
    await box.fill("not-a-customer-id");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Enter a customer id like" })).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/customers$/);

    await box.fill(`  ${customer.id.toUpperCase()} `);
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page).toHaveURL(`/customers/${customer.id}`);
    await expect(page.getByText(customer.companyName).first()).toBeVisible();

    await page.goto("/customers");
    await page.getByLabel("Go to customer id").fill("00000000-0000-4000-8000-000000000000");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("values in the URL it cannot use are named, not clamped", async ({ page }, testInfo) => {
    await page.goto("/customers?page=0&per_page=abc");
    const alert = page.getByRole("alert").filter({ hasText: "The address has values this list cannot use" });
    await expect(alert).toContainText("page=0: Page starts at 1.");
    await expect(alert).toContainText("per_page=abc: Page size must be a whole number.");
    await expect(page.getByRole("table")).toHaveCount(0);
    await screenshot(page, testInfo, "customers-invalid-url");
    await alert.getByRole("link", { name: "Show the list without them" }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole("table")).toBeVisible();
  });
});
