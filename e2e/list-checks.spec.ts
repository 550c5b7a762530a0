import { createServer, type Server } from "node:http";
import canaries from "./canaries.json" with { type: "json" };
import { expect, signIn, test } from "./fixtures";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { createStaffWithCli } from "./support/user-create";
import { parseCsv } from "./support/csv";

/**
 * A hedging service that ignores the query parameters it does not know and pages its own way. Hedge Desk
 * runs against a stand-in on loopback that ignores every filter, pages by 10 whatever size is asked, and (for
 * customers) answers page 1 whatever page is asked. No page and no export may pass the whole list off as filtered.
 */
const port = ownPort(23);
const standInPort = ownPort(24);
const email = "lists-viewer@hedge-desk.test";
const password = "list-checks-password-1";
const SERVICE_PAGE_SIZE = 10;
const CUSTOMER_ID = "1b0ada1e-fa1b-4cfe-a553-01b340c5650e";
const DAY = "2026-11-16";

const uuid = (prefix: string, n: number) => `${prefix}-4a3b-8c2d-${String(n).padStart(12, "0")}`;
const customers = Array.from({ length: 30 }, (_, i) => ({
  id: i === 0 ? CUSTOMER_ID : uuid("1b0ada1e-fa1b", i),
  companyName: `Customer ${i}`,
  companyCountry: "GB",
  externalCustomerId: `ext-${i}`,
  status: "Approved",
}));
const leg = (id: string, updatedAt: string) => ({
  id,
  customerId: CUSTOMER_ID,
  status: "Active",
  transactionId: uuid("4d78ac65-2c3f", 1),
  externalTransactionId: "ext-tx",
  fromCurrency: "MXN",
  toCurrency: "USD",
  externalCustomerId: "ext-0",
  toCurrencyAmount: 1560,
  fromCurrencyAmount: 32161.8,
  fixedSide: "toCurrencyAmount",
  initialCollateralAmount: 1608.09,
  quote: 20.6165,
  externalMarkupPct: null,
  acceptedAtTs: 1763683200,
  issuedAt: "2026-11-02",
  endAt: "2027-02-23",
  updatedAt,
  cancelledAt: null,
  initialCollateralReceivedAt: "2026-11-03",
  fundsReceivedAt: null,
  completedAt: null,
  completedAtTs: null,
  overdueAt: "2027-03-02",
  settlementAt: "2027-02-24",
  settlementType: "full",
  adjustedMtmChangePct: 0.0125,
  adjustedMtmChangeTs: 1763683200,
  spotRate: 20.1,
});
// Every third dual hedge was issued on DAY: 10 of 30, spread over the service's three pages.
const duals = Array.from({ length: 30 }, (_, i) => ({
  id: uuid("3f0c2a1e-8a5b", i),
  issuedAt: i % 3 === 0 ? DAY : "2026-11-02",
  customerId: CUSTOMER_ID,
  functionalCurrency: "EUR",
  fromCurrency: "MXN",
  toCurrency: "USD",
  rate: 20.616512,
  hedges: [leg(uuid("8173b9a7-ee61", 2 * i), "2026-11-02"), leg(uuid("8173b9a7-ee61", 2 * i + 1), "2026-11-02")],
}));
const matching = duals.filter((dual) => dual.issuedAt === DAY).map((dual) => dual.id);
const conversions = Array.from({ length: 30 }, (_, i) => ({
  id: uuid("6c5d4e3f-2a1b", i),
  organizationId: uuid("2b3c4d5e-6f7a", 1),
  fromCurrency: "MXN",
  toCurrency: "USD",
  toCurrencyAmount: 100,
  fromCurrencyAmount: 2010,
  quote: 20.1,
  acceptedAtTs: 1763683200,
  issuedAt: "2026-11-02",
  completedAt: "2026-11-03",
}));

/** The service's own paging: pages of 10, the page asked (unless it ignores that too), every filter ignored. */
function ownPage<T>(key: string, rows: T[], page: number) {
  return {
    [key]: rows.slice((page - 1) * SERVICE_PAGE_SIZE, page * SERVICE_PAGE_SIZE),
    pagination: { page, perPage: SERVICE_PAGE_SIZE, totalResults: rows.length },
  };
}

let standIn: Server;
let server: OwnServer;
const asked: string[] = [];

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(200_000);
  standIn = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in.invalid");
    asked.push(`${url.pathname}${url.search}`);
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
    const path = url.pathname.replace(/^\/v1/, "");
    const answer =
      path === "/customers"
        ? ownPage("customers", customers, 1) // ignores the page asked, as well as the external id
        : path === `/customers/${CUSTOMER_ID}`
          ? customers[0]
          : path === `/customers/${CUSTOMER_ID}/dual-hedges`
            ? ownPage("dualHedges", duals, page)
            : path === "/conversions"
              ? ownPage("conversions", conversions, page)
              : undefined;
    res.writeHead(answer ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify(answer ?? { message: "Not found", reason: "No such object" }));
  });
  await new Promise<void>((resolve) => standIn.listen(standInPort, "127.0.0.1", resolve));
  const dataDir = ownDataDir("list-checks", { fresh: true });
  createStaffWithCli({ dataDir, email, role: "viewer", password });
  server = await startOwnServer({
    port,
    dataDir,
    env: {
      HEDGING_API_BASE_URL: `http://127.0.0.1:${standInPort}/v1`,
      HEDGING_API_CLIENT_ID: "stand-in-partner",
      HEDGING_API_CLIENT_SECRET: canaries.HEDGING_API_CLIENT_SECRET,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => standIn?.close(resolve));
});

test("dual hedges: a created-on filter the service ignored shows only that day's rows, says so, and exports only them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, email, password);
  const response = await page.goto(`/customers/${CUSTOMER_ID}/dual-hedges?created_on=${DAY}`);
  expect(response?.status()).toBe(200);
  expect(asked.some((line) => line.includes(`created_at=${DAY}`))).toBe(true);

  const notice = page.getByRole("status").filter({ hasText: "The hedging service did not do what this list asked" });
  await expect(notice).toContainText(
    "It did not apply the filter “created on 16 Nov 2026”: of the 10 dual hedges it sent, 4 match.",
  );
  await expect(notice).toContainText("(10 per page). The pages below follow its page size.");
  await expect(
    page.getByText("4 of the 10 dual hedges on this page match the filters · page 1 of 3 of the unfiltered list"),
  ).toBeVisible();
  // The rows shown are exactly the matching ones of the service's page 1; never "30 dual hedges match the filters".
  const shown = await page
    .locator('a[href*="/dual-hedges/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((link) => link.getAttribute("href")!.split("/dual-hedges/")[1]!.split(/[/?#]/)[0]!)),
    ]);
  expect(shown.filter((id) => /^[0-9a-f-]{36}$/.test(id)).sort()).toEqual(
    matching.filter((id) => duals.findIndex((d) => d.id === id) < SERVICE_PAGE_SIZE).sort(),
  );
  await expect(page.getByText(/30 dual hedges match/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV (matching rows only)" })).toBeVisible();

  // Page 2 of the service's own paging, through the pager.
  await page.getByRole("navigation", { name: "Dual hedges pages" }).getByRole("link", { name: /next/i }).click();
  await expect(page.getByText("3 of the 10 dual hedges on this page match the filters · page 2 of 3")).toBeVisible();

  // The export reads every page and writes only the 10 rows issued that day.
  const csv = await page.request.get(`/customers/${CUSTOMER_ID}/dual-hedges/export?created_on=${DAY}`);
  expect(csv.status()).toBe(200);
  const records = parseCsv(await csv.text()).slice(1);
  expect(records.map((record) => record[0]).sort()).toEqual([...matching].sort());

  // Logged as drift, with the request id of the call.
  expect(server.output()).toMatch(/"requestId":"[^"]+"[^\n]*"kind":"ignored-query"/);
});

test("customers: an external id the service ignored shows only the exact match; a page it will not serve is not paged", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, email, password);
  await page.goto("/customers?external_id=ext-7");
  const notice = page.getByRole("status").filter({ hasText: "The hedging service did not do what this list asked" });
  await expect(notice).toContainText(
    "It did not apply the filter “external id ext-7”: of the 10 customers it sent, 1 matches.",
  );
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: "Customer 7", exact: true })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2); // the header and ext-7

  await page.goto("/customers?page=2");
  await expect(page.getByRole("status", { name: "The hedging service did not do what this list asked" })).toContainText(
    "Asked for page 2 with 25 per page, it sent page 1 with 10 customers (10 per page). Hedge Desk cannot page this list",
  );
  await expect(page.getByRole("navigation", { name: "Customers pages" })).toHaveCount(0);
});

test("conversions: the service's own page size is said and followed; the export has every conversion once", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, email, password);
  await page.goto("/conversions");
  await expect(page.getByRole("status", { name: "The hedging service did not do what this list asked" })).toContainText(
    "(10 per page). The pages below follow its page size.",
  );
  await expect(page.getByText(/30 conversions · page 1 of 3\./)).toBeVisible();
  const csv = await page.request.get("/conversions/export");
  expect(csv.status()).toBe(200);
  const ids = parseCsv(await csv.text())
    .slice(1)
    .map((record) => record[0]!);
  expect(ids.sort()).toEqual(conversions.map((c) => c.id).sort());
});
