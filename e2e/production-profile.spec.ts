import type { APIRequestContext, Page } from "@playwright/test";
import { isSpotOnly, isUsableLeg, toStoredId } from "../lib/sandbox/production-profile";
import { demoEmail, expect, signIn, test } from "./fixtures";
import { sandboxAuth } from "./support/sandbox-auth";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";

/**
 * The money flows against a sandbox that answers the way production does (SANDBOX_PROFILE=production,
 * lib/sandbox/production-profile): display-only fields missing or null, non-v4 ids, one-leg dual
 * hedges, extra fields, fractional pagination, mutation answers without their fields, conversions
 * known only as spots. Every page must read, and every accepted trade must read as accepted.
 */
const port = ownPort(3);
let server: OwnServer;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test.use({ baseURL: `http://127.0.0.1:${port}` });
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startOwnServer({
    port,
    dataDir: ownDataDir("production-profile", { fresh: true }),
    env: { SANDBOX_PROFILE: "production" },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function sandbox(request: APIRequestContext, path: string): Promise<Json> {
  const response = await request.get(`/sandbox/v1${path}`, { headers: sandboxAuth });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as Json;
}

/** Every dual hedge of every customer, as the production-shaped sandbox answers (ids as sent on the wire). */
async function allDualHedges(request: APIRequestContext) {
  const { customers } = await sandbox(request, "/customers?per_page=100");
  const found: { customerId: string; dual: Json }[] = [];
  for (const customer of customers as Json[]) {
    const { dualHedges } = await sandbox(request, `/customers/${customer.id}/dual-hedges?per_page=100`);
    for (const dual of dualHedges as Json[]) found.push({ customerId: customer.id, dual });
  }
  return found;
}

/** No error panel: every answer here is one production may send, so every page must read it. */
const noErrorPanel = async (page: Page) => {
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0); // Next's route announcer is outside main
};

/** Never tell staff that a trade that went through failed. */
const noRefusal = noErrorPanel;

test("lists and dual hedge pages read every production-shaped answer, marking what is missing", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, demoEmail("viewer"));
  await page.goto("/customers");
  await expect(page.getByRole("table")).toBeVisible();
  await noErrorPanel(page);

  const duals = await allDualHedges(request);
  const customers = [...new Set(duals.map(({ customerId }) => customerId))];
  for (const customerId of customers) {
    const response = await page.goto(`/customers/${customerId}/dual-hedges?per_page=100`);
    expect(response?.status(), customerId).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Dual hedges" })).toBeVisible();
    await noErrorPanel(page);
  }

  const oneLeg = duals.find(({ dual }) => dual.hedges?.length === 1);
  const noLegs = duals.find(({ dual }) => !Array.isArray(dual.hedges));
  const sparse = duals.find(({ dual }) => !("issuedAt" in dual) || dual.issuedAt === null);
  const nonV4 = duals.find(({ dual }) => toStoredId(dual.id) !== dual.id);
  for (const [name, found] of Object.entries({ oneLeg, noLegs, sparse, nonV4 })) {
    expect(found, `the production profile has a ${name} dual hedge`).toBeDefined();
    const response = await page.goto(`/customers/${found!.customerId}/dual-hedges/${found!.dual.id}`);
    expect(response?.status(), name).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: /^Dual hedge / })).toBeVisible();
    await noErrorPanel(page);
  }
  await page.goto(`/customers/${oneLeg!.customerId}/dual-hedges/${oneLeg!.dual.id}`);
  await expect(page.getByRole("heading", { level: 2, name: /leg/i })).toHaveCount(1);
  await page.goto(`/customers/${sparse!.customerId}/dual-hedges/${sparse!.dual.id}`);
  await expect(page.getByText("—").first()).toBeVisible();

  // As production's examples: an Active leg with every date filled is not shown cancelled or completed.
  const everyDate = duals.find(({ dual }) =>
    (dual.hedges ?? []).some((leg: Json) => leg.status === "Active" && leg.cancelledAt && leg.completedAt),
  );
  expect(everyDate, "the production profile has an Active leg with every date filled").toBeDefined();
  const filledLeg = (everyDate!.dual.hedges as Json[]).find((leg) => leg.status === "Active" && leg.cancelledAt)!;
  await page.goto(`/customers/${everyDate!.customerId}/dual-hedges/${everyDate!.dual.id}`);
  const card = page.getByRole("article").filter({ hasText: filledLeg.id });
  await expect(card.getByRole("list", { name: "Timeline" })).toBeVisible();
  await expect(card.getByRole("list", { name: "Timeline" })).not.toContainText("Cancelled");
  await expect(card.getByRole("list", { name: "Timeline" })).not.toContainText("Completed");
  await expect(card).toContainText("(sent, but the leg is Active)");
});

test("cancel: whatever the service's 2xx answer holds, staff read that it is cancelled", async ({ page, request }) => {
  test.setTimeout(120_000);
  const duals = await allDualHedges(request);
  const target = duals.find(
    ({ dual }) => (dual.hedges ?? []).length > 0 && dual.hedges.every((leg: Json) => isUsableLeg(leg)),
  );
  expect(target).toBeDefined();
  await signIn(page, demoEmail("operator"));
  await page.goto(`/customers/${target!.customerId}/dual-hedges/${target!.dual.id}`);
  await page.getByRole("button", { name: "Cancel dual hedge" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("Production-shaped answer (e2e)");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is cancelled." })).toBeVisible();
  await noRefusal(page);

  await page.goto(`/audit?action=cancelDualHedge`);
  await expect(page.getByRole("row").filter({ hasText: "succeeded" }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: /\bfailed\b|unknown/ })).toHaveCount(0);
});

test("drawdown quote → accept: a production-shaped proposal is accepted and shown as accepted", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const legs = (await allDualHedges(request)).flatMap(({ customerId, dual }) =>
    ((dual.hedges ?? []) as Json[])
      .filter((leg) => isUsableLeg(leg))
      .map((leg) => ({ customerId, dualHedgeId: dual.id as string, leg })),
  );
  const ref = legs.find(
    ({ leg }) =>
      ["USD", "EUR", "GBP", "MXN"].includes(
        leg.fixedSide === "fromCurrencyAmount" ? leg.fromCurrency : leg.toCurrency,
      ) && leg[leg.fixedSide] >= 1000,
  );
  expect(ref).toBeDefined();
  const amount = String(Math.floor(ref!.leg[ref!.leg.fixedSide] / 4));

  await signIn(page, demoEmail("operator"));
  await page.goto(`/customers/${ref!.customerId}/dual-hedges/${ref!.dualHedgeId}/hedges/${ref!.leg.id}/drawdown`);
  await page.getByLabel(/^Amount in [A-Z]{3}$/).fill(amount);
  await page.getByRole("button", { name: "Get drawdown quote" }).click();
  await expect(page.getByRole("heading", { name: /^Drawdown quote for / })).toBeVisible();
  await page.getByRole("button", { name: "Accept drawdown" }).click();
  // On the drawdown's page, or in place when the answer held no readable id: either way, said to be accepted.
  await expect(page.getByRole("status").filter({ hasText: "Drawdown accepted." })).toBeVisible();
  await noRefusal(page);
});

test("early settlement quote → accept: accepted, whatever the answer leaves out", async ({ page, request }) => {
  test.setTimeout(120_000);
  const legs = (await allDualHedges(request)).flatMap(({ customerId, dual }) =>
    ((dual.hedges ?? []) as Json[])
      .filter((leg) => isUsableLeg(leg))
      .map((leg) => ({ customerId, dualHedgeId: dual.id as string, leg })),
  );
  const ref = legs.at(-1);
  expect(ref).toBeDefined();

  await signIn(page, demoEmail("operator"));
  await page.goto(
    `/customers/${ref!.customerId}/dual-hedges/${ref!.dualHedgeId}/hedges/${ref!.leg.id}/early-settlement`,
  );
  await page.getByRole("button", { name: "Get early settlement quote" }).click();
  await expect(page.getByRole("heading", { name: "Early settlement quote" })).toBeVisible();
  await page.getByRole("button", { name: "Accept early settlement" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Early settlement accepted." })).toBeVisible();
  await noRefusal(page);
});

test("conversions: the list reads, a conversion reads, and one known only as a spot is read from the deprecated endpoint", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { conversions } = await sandbox(request, "/conversions?per_page=100");
  const spotOnly = (conversions as Json[]).find((c) => isSpotOnly(toStoredId(c.id)));
  const regular = (conversions as Json[]).find((c) => !isSpotOnly(toStoredId(c.id)));
  expect(spotOnly && regular).toBeTruthy();

  await signIn(page, demoEmail("viewer"));
  expect((await page.goto("/conversions"))?.status()).toBe(200);
  await expect(page.getByRole("table")).toBeVisible();
  await noErrorPanel(page);

  expect((await page.goto(`/conversions/${regular!.id}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: /^Conversion / })).toBeVisible();
  await expect(page.getByRole("region", { name: "Read from the deprecated spots endpoint" })).toHaveCount(0);

  expect((await page.goto(`/conversions/${spotOnly!.id}`))?.status()).toBe(200);
  await expect(page.getByRole("region", { name: "Read from the deprecated spots endpoint" })).toBeVisible();
  await noErrorPanel(page);
});
