import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { clearFaults, sandboxRequestsSince, setFaults } from "./support/sandbox-faults";
import {
  anyLeg,
  drawThroughSandbox,
  dualHedgeUrl,
  legUrl,
  sandboxAuth,
  takeLeg,
  type LegRef,
} from "./support/sandbox-legs";

/**
 * Not found is HTTP 404, not a 200 page that says so: unknown ids once the service answers 404
 * (held back by the sandbox so the answer comes after a skeleton would have streamed), malformed
 * ids without asking the service at all. Real objects answer 200; other failures stay in the page.
 */
const UNKNOWN = "0b6f1c1e-3d5a-4c6e-9f0a-2b7c8d9e0f1a";
const MALFORMED = "not-an-id";
const SLOW_MS = 800;

test.use({ role: "viewer" });
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

async function firstConversionId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/sandbox/v1/conversions?per_page=1", { headers: sandboxAuth });
  return ((await response.json()) as { conversions: { id: string }[] }).conversions[0]!.id;
}

/** The page the dashboard answers with: its status, and the level-1 heading, inside the navigation. */
async function expectPage(page: Page, path: string, status: number, heading: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }), path).toBeVisible();
}

test("unknown ids answer 404 with the not-found page, even when the service is slow to say so", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // eight pages, each held back by the sandbox
  const t = await anyLeg(request);
  const hedgePath = `/customers/${t.customerId}/hedges/${t.hedgeId}`;
  await setFaults(
    request,
    [
      `/customers/${UNKNOWN}`,
      `/customers/${t.customerId}/dual-hedges/${UNKNOWN}`,
      `/customers/${t.customerId}/dual-hedges/${t.dualHedgeId}`,
      `${hedgePath}/drawdown/${UNKNOWN}`,
      `/conversions/${UNKNOWN}`,
      `/spots/${UNKNOWN}`,
    ].map((path) => ({ method: "GET", path, delayResponseMs: SLOW_MS })),
  );
  const unknownLeg = { ...t, hedgeId: UNKNOWN };
  for (const path of [
    `/customers/${UNKNOWN}`,
    `/customers/${UNKNOWN}/dual-hedges`,
    dualHedgeUrl({ customerId: UNKNOWN, dualHedgeId: t.dualHedgeId }),
    dualHedgeUrl({ ...t, dualHedgeId: UNKNOWN }),
    `${legUrl(unknownLeg)}/drawdown`,
    `${legUrl(unknownLeg)}/early-settlement`,
    `${legUrl(t)}/drawdowns/${UNKNOWN}`,
  ]) {
    await expectPage(page, path, 404, "Not found");
  }
  await expectPage(page, `/conversions/${UNKNOWN}`, 404, "Conversion not found");
  expect((await page.request.get(`/customers/${UNKNOWN}/dual-hedges/export`)).status()).toBe(404);
});

test("malformed ids answer 404 without a call to the service", async ({ page, request }) => {
  const t = await anyLeg(request);
  const since = Date.now();
  for (const path of [
    `/customers/${MALFORMED}`,
    `/customers/${MALFORMED}/dual-hedges`,
    dualHedgeUrl({ ...t, dualHedgeId: MALFORMED }),
    `${legUrl({ ...t, hedgeId: MALFORMED })}/drawdown`,
    `${legUrl({ ...t, hedgeId: MALFORMED })}/early-settlement`,
    `${legUrl(t)}/drawdowns/${MALFORMED}`,
  ]) {
    await expectPage(page, path, 404, "Not found");
  }
  await expectPage(page, `/conversions/${MALFORMED}`, 404, "Conversion not found");
  expect((await page.request.get(`/customers/${MALFORMED}/dual-hedges/export`)).status()).toBe(404);
  expect(await sandboxRequestsSince(request, since), "no upstream call for a malformed id").toEqual([]);
});

test("an address that matches no page answers 404 with the root not-found page, whose way back opens the desk", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  // A plain link (app/not-found.tsx): a full load of the desk.
  await page.getByRole("link", { name: "Go to the desk" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Desk" })).toBeVisible();
});

// The two specs below draw 10 each only to have a drawdown to open: one fresh leg serves both (the demo data's fresh
// legs are few, and the specs that check exact amounts need them).
let drawable: Promise<LegRef> | undefined;
const drawableLeg = (request: APIRequestContext) => (drawable ??= takeLeg(request));

test("real objects of each kind answer 200", async ({ page, request }) => {
  const t: LegRef = await drawableLeg(request);
  const drawdownId = await drawThroughSandbox(request, t, "10");
  await expectPage(page, `/customers/${t.customerId}`, 200, /^(?!Not found$).+/); // the customer's page, by its name
  await expectPage(page, `/customers/${t.customerId}/dual-hedges`, 200, "Dual hedges");
  await expectPage(page, dualHedgeUrl(t), 200, /^Dual hedge /);
  await expectPage(page, `${legUrl(t)}/drawdown`, 200, /^Draw down: /);
  await expectPage(page, `${legUrl(t)}/early-settlement`, 200, /^Settle early: /);
  await expectPage(page, `${legUrl(t)}/drawdowns/${drawdownId}`, 200, /^Drawdown /);
  await expectPage(page, `/conversions/${await firstConversionId(request)}`, 200, /^Conversion /);
  expect((await page.request.get(`/customers/${t.customerId}/dual-hedges/export`)).status()).toBe(200);
});

test("each object's page title names it by short id, so tabs and history can be told apart", async ({
  page,
  request,
}) => {
  const t: LegRef = await drawableLeg(request);
  const short = (id: string) => id.slice(0, 8);
  const drawdownId = await drawThroughSandbox(request, t, "10");
  const conversionId = await firstConversionId(request);
  for (const [path, title] of [
    [`/customers/${t.customerId}/dual-hedges`, `Dual hedges of customer ${short(t.customerId)}`],
    [dualHedgeUrl(t), `Dual hedge ${short(t.dualHedgeId)}`],
    [`${legUrl(t)}/drawdown`, `Draw down leg ${short(t.hedgeId)}`],
    [`${legUrl(t)}/early-settlement`, `Early settlement of leg ${short(t.hedgeId)}`],
    [`${legUrl(t)}/drawdowns/${drawdownId}`, `Drawdown ${short(drawdownId)}`],
    [`/conversions/${conversionId}`, `Conversion ${short(conversionId)}`],
  ]) {
    await page.goto(path!);
    await expect(page, path).toHaveTitle(`${title} · Hedge Desk`);
  }
});

test("a service failure other than 404 stays an error in the page, not a 404", async ({ page, request }) => {
  const t = await anyLeg(request);
  await setFaults(request, [
    { method: "GET", path: `/customers/${t.customerId}/dual-hedges/${t.dualHedgeId}`, fail: 3 },
  ]);
  await expectPage(page, dualHedgeUrl(t), 200, /^Dual hedge /);
  await expect(page.getByRole("alert").filter({ hasText: "This dual hedge could not be loaded" })).toContainText(
    "Service temporarily unavailable",
  );

  // The customer read (the list's existence check) fails with every retry; the list read may fail too.
  await setFaults(request, [{ method: "GET", path: `/customers/${t.customerId}`, fail: 6 }]);
  await expectPage(page, `/customers/${t.customerId}/dual-hedges`, 200, "Dual hedges");
  await expect(page.getByRole("alert").filter({ hasText: "The dual hedges could not be loaded" })).toContainText(
    "Service temporarily unavailable",
  );
  await expect(page.getByText("External id"), "no customer summary: its read failed").toHaveCount(0);
});

test("a slow list still shows its skeleton first", async ({ page, request }) => {
  const t = await anyLeg(request);
  await setFaults(request, [{ method: "GET", path: `/customers/${t.customerId}/dual-hedges`, delayResponseMs: 2_000 }]);
  const response = await page.goto(`/customers/${t.customerId}/dual-hedges`, { waitUntil: "commit" });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Loading dual hedges…" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("status").filter({ hasText: "Loading dual hedges…" })).toHaveCount(0);
});
