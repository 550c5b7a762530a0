import { expect, test } from "./fixtures";
import { sandboxAuth } from "./support/sandbox-auth";

test.describe("signed in", () => {
  // The home page needs a session now (staff sign-in): a demo viewer's, see e2e/fixtures.ts.
  test.use({ role: "viewer" });

  test("the home page (the desk) and the customers list render on the server", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain("<svg");
    await expect(page.getByRole("heading", { level: 1, name: "Desk" })).toBeVisible();
    const customers = await page.goto("/customers");
    expect(customers?.status()).toBe(200);
    expect(await customers?.text()).toContain("<table");
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  });

  test("the health check shows staff the database and the hedging service", async ({ page }) => {
    const response = await page.request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok", upstream: "ok" });
  });
});

test("the health check tells a stranger only that the app is ready", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the embedded sandbox serves demo data at /sandbox/v1", async ({ request }) => {
  const anonymous = await request.get("/sandbox/v1/customers");
  expect(anonymous.status()).toBe(401);

  const customers = await request.get("/sandbox/v1/customers", { headers: sandboxAuth });
  expect(customers.status()).toBe(200);
  const customerList = await customers.json();
  expect(customerList.pagination.totalResults).toBeGreaterThanOrEqual(12);

  const approved = customerList.customers.find((customer: { status: string }) => customer.status === "Approved");
  const hedges = await request.get(`/sandbox/v1/customers/${approved.id}/dual-hedges`, { headers: sandboxAuth });
  expect(hedges.status()).toBe(200);
  expect((await hedges.json()).dualHedges.length).toBeGreaterThan(0);

  const conversions = await request.get("/sandbox/v1/conversions?per_page=100", { headers: sandboxAuth });
  expect(conversions.status()).toBe(200);
  expect((await conversions.json()).pagination.totalResults).toBeGreaterThanOrEqual(150);

  const openapi = await request.get("/sandbox/v1/openapi.json");
  expect(openapi.status()).toBe(200);
  const document = await openapi.json();
  expect(Object.keys(document.paths)).toContain("/customers/{customerId}/dual-hedges");
});
