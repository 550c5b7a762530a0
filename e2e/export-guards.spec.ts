import { expect, test } from "./fixtures";
import { listCustomers } from "./support/sandbox";

/**
 * Exports write the trail in the person's name and may page the hedging service: a link on another site must not
 * start one. The other site here is the same server under another host name (localhost against 127.0.0.1), so the
 * browser marks the navigation cross-site (Sec-Fetch-Site) and still sends the SameSite=Lax session cookie with it.
 */
test.use({ role: "admin" });

test("an export started from a link on another site is refused with a sentence; from Hedge Desk's page it runs", async ({
  page,
  baseURL,
  request,
}) => {
  const elsewhere = baseURL!.replace("127.0.0.1", "localhost");
  const [customer] = (await listCustomers(request)).items;
  const exportRows = async () => {
    await page.goto("/audit?action=csvExported&per_page=100");
    return page.locator("table tbody tr").count();
  };
  const before = await exportRows();
  const exports = [
    "/book/export",
    "/conversions/export",
    "/audit/export",
    `/customers/${customer!.id}/dual-hedges/export`,
  ];
  for (const path of exports) {
    await page.goto(`${elsewhere}/sign-in`);
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = "Your free report";
      document.body.append(link);
    }, `${baseURL}${path}`);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${baseURL}${path}`),
      page.getByRole("link", { name: "Your free report" }).click(),
    ]);
    expect(answer.status(), path).toBe(403);
    await expect(page.getByText("started from another site")).toBeVisible();
  }

  // None of them was written, so none reached the trail.
  expect(await exportRows()).toBe(before);

  // From the book's own page the same export downloads.
  await page.goto("/book");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hedge-desk-book-.*\.csv$/);
  await expect(async () => expect(await exportRows()).toBe(before + 1)).toPass({ timeout: 15_000 });
});
