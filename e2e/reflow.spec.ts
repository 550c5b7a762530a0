import { expect, test } from "./fixtures";
import { busiestCustomer } from "./support/sandbox";

// WCAG 1.4.10: at 320 CSS px nothing but a table's own scroll box may scroll sideways.
test.use({ role: "viewer", viewport: { width: 320, height: 800 } });

test("at 320 px wide the pages do not scroll sideways", async ({ page, request }) => {
  const { customer } = await busiestCustomer(request);
  for (const path of [
    "/",
    "/customers",
    "/conversions",
    `/customers/${customer.id}`,
    `/customers/${customer.id}/dual-hedges`,
    "/audit",
    "/account",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});
