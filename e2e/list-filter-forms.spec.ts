import { expect, test } from "./fixtures";

// A list's GET filter form is server-rendered with each field's defaultValue, which the browser reads only when the
// form is first drawn: after a link to other filters (Clear is one, followed in the page) it must show the new ones.
test.use({ role: "viewer" });

test("audit trail: Clear empties the filter form as well as the address", async ({ page }) => {
  await page.goto("/audit?action=signInSucceeded&per_page=10");
  const form = page.getByRole("search", { name: "Filter the audit trail" });
  await expect(form.getByRole("combobox", { name: "Action" })).toHaveValue("signInSucceeded");
  await form.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/audit" && url.search === "");
  await expect(form.getByRole("combobox", { name: "Action" })).toHaveValue("");
  await expect(form.getByRole("combobox", { name: "Rows per page" })).toHaveValue("25");
});

test("book: Clear empties the filter form as well as the address", async ({ page }) => {
  await page.goto("/book?status=Active&per_page=10");
  const form = page.getByRole("form", { name: "Filter the book" });
  await expect(form.getByRole("combobox", { name: "Status" })).toHaveValue("Active");
  await form.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/book" && url.search === "");
  await expect(form.getByRole("combobox", { name: "Status" })).toHaveValue("");
  await expect(form.getByRole("combobox", { name: "Rows per page" })).toHaveValue("25");
});
