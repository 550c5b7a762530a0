import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { demoEmail, signIn } from "../fixtures";
import { parseCsv } from "./csv";
import { sandboxAuth } from "./sandbox-auth";

/** Requests the sandbox has answered so far (all of them, GETs included): what a page cost the service. */
export async function sandboxCalls(request: APIRequestContext): Promise<number> {
  const response = await request.get("/sandbox/requests", { headers: sandboxAuth });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** A downloaded CSV's records, each keyed by the header's names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ""])));
}

/** The book's own rows for a customer: its CSV export, as staff would download it. */
export async function bookRowsOf(page: Page, customerId: string): Promise<Record<string, string>[]> {
  const response = await page.request.get(`/book/export?customer=${customerId}`);
  expect(response.status()).toBe(200);
  return csvObjects(await response.text()).filter((row) => row.not_seen_since === "");
}

/** An admin starts a pass on /book/sync (in a context of its own) and waits until it has succeeded. */
export async function runPassAsAdmin(browser: Browser, baseURL: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, demoEmail("admin"));
    await page.goto("/book/sync");
    await page.getByRole("button", { name: "Start a pass now" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Pass \d+ started/ })).toBeVisible({ timeout: 20_000 });
    const status = page
      .getByRole("region", { name: "Last sync passes" })
      .getByRole("row")
      .nth(1)
      .getByRole("cell")
      .nth(1);
    await expect(async () => {
      await page.reload();
      await expect(status).toHaveText(/^(succeeded|failed|abandoned)$/, { timeout: 1_000 });
    }).toPass({ timeout: 120_000, intervals: [1_000, 2_000] });
    await expect(status).toHaveText("succeeded");
  } finally {
    await context.close();
  }
}
