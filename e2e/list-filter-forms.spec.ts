import { expect, test } from "./fixtures";

// A list's GET filter form is server-rendered with each field's defaultValue, which the browser reads only when the
// form is first drawn: after a link to other filters (Clear is one, followed in the page) it must show the new ones.
test.use({ role: "viewer" });

const lists = [
  {
    name: "audit trail",
    path: "/audit",
    form: "Filter the audit trail",
    field: "Action",
    query: "action=signInSucceeded",
  },
  { name: "book", path: "/book", form: "Filter the book", field: "Status", query: "status=Active" },
];

for (const list of lists) {
  test(`${list.name}: Clear empties the filter form as well as the address`, async ({ page }) => {
    await page.goto(`${list.path}?${list.query}&per_page=10`);
    // The audit trail's form is a search landmark, the book's a named form.
    const form = page.getByRole("form", { name: list.form }).or(page.getByRole("search", { name: list.form }));
    await expect(form.getByRole("combobox", { name: list.field })).toHaveValue(list.query.split("=")[1]!);
    await form.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL((url) => url.pathname === list.path && url.search === "");
    await expect(form.getByRole("combobox", { name: list.field })).toHaveValue("");
    await expect(form.getByRole("combobox", { name: "Rows per page" })).toHaveValue("25");
  });
}
