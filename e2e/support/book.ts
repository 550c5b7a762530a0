import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { demoEmail, signIn } from "../fixtures";
import { scanAndCapture } from "./page-checks";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every leg the sandbox lists, with its customer (read from the sandbox itself, with its own key). */
export async function sandboxLegs(request: APIRequestContext, auth: Record<string, string>) {
  const get = async (path: string): Promise<Json> => {
    const response = await request.get(`/sandbox/v1${path}`, { headers: auth });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as Json;
  };
  const { customers } = await get("/customers?per_page=100");
  const legs: { customer: Json; dual: Json; leg: Json }[] = [];
  for (const customer of customers as Json[]) {
    const { dualHedges } = await get(`/customers/${customer.id}/dual-hedges?per_page=100`);
    for (const dual of dualHedges as Json[]) for (const leg of dual.hedges ?? []) legs.push({ customer, dual, leg });
  }
  return { customers: customers as Json[], legs };
}

/** The book fills from the background sync: wait until its page counts at least `legs` legs. */
export async function waitForBook(page: Page, legs: number, timeoutMs = 120_000): Promise<number> {
  let total = 0;
  await expect(async () => {
    await page.goto("/book");
    const line = await page.getByText(/^\d+ legs? · page \d+ of \d+\./).textContent({ timeout: 2_000 });
    total = Number(line?.match(/^(\d+)/)?.[1] ?? 0);
    expect(total).toBeGreaterThanOrEqual(legs);
  }).toPass({ timeout: timeoutMs, intervals: [1_000, 2_000, 5_000] });
  return total;
}

/**
 * The book's newest sync pass, as an admin reads it on /book/sync (in a context of its own, so the test's page keeps
 * its role): waited for until it has ended, then asserted to have succeeded.
 */
export async function expectPassSucceeded(browser: Browser, baseURL: string, timeoutMs = 150_000): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, demoEmail("admin"));
    const status = page
      .getByRole("region", { name: "Last sync passes" })
      .getByRole("row")
      .nth(1)
      .getByRole("cell")
      .nth(1);
    await expect(async () => {
      await page.goto("/book/sync");
      await expect(status).toHaveText(/^(succeeded|failed|abandoned)$/, { timeout: 1_000 }); // ended
    }).toPass({ timeout: timeoutMs, intervals: [2_000, 5_000] });
    await expect(status).toHaveText("succeeded");
  } finally {
    await context.close();
  }
}

/** The header's search box, as staff use it: type, press Enter. */
export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole("search", { name: "Search the book" }).getByRole("searchbox");
  await box.fill(text);
  await box.press("Enter");
}

export async function bookRowStatuses(page: Page): Promise<string[]> {
  return page.locator("tr[data-leg-id] td:nth-of-type(2) .badge").allTextContents();
}

export async function checkBookPage(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Book" })).toBeVisible();
  await scanAndCapture(page, testInfo, name);
}
