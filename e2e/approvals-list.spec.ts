import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support/page-checks";

// Every staff member reads the list; its address is read as every list's (lib/search-params/approvals.ts).
test.use({ role: "viewer" });

test("approvals: values in the address the list cannot use are named, never replaced in silence; its form sets the rows per page", async ({
  page,
}, testInfo) => {
  await page.goto("/approvals?view=waiting&mine=yes&action=acceptDrawdown&per_page=10");
  const problems = page.getByRole("alert").filter({ hasText: "The address has values this list cannot use" });
  await expect(problems).toContainText("view=waiting");
  await expect(problems).toContainText("mine=yes");
  await expect(problems).not.toContainText("per_page");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, testInfo, "approvals-invalid-params");

  await problems.getByRole("link", { name: "Show the list without them" }).click();
  await expect(page).toHaveURL((url) => url.search === "?action=acceptDrawdown&per_page=10");
  await expect(page.getByText(/^\d+ requests? · page 1 of \d+\./)).toBeVisible();
  const form = page.getByRole("form", { name: "Filter approval requests" });
  await expect(form.getByRole("combobox", { name: "Action" })).toHaveValue("acceptDrawdown");
  await expect(form.getByRole("combobox", { name: "Rows per page" })).toHaveValue("10");

  await form.getByRole("combobox", { name: "Show" }).selectOption({ label: "All" });
  await form.getByRole("combobox", { name: "Rows per page" }).selectOption("50");
  await form.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get("view") === "all" &&
      url.searchParams.get("action") === "acceptDrawdown" &&
      url.searchParams.get("per_page") === "50" &&
      !url.searchParams.has("mine"),
  );
  await expect(page.getByText(/^\d+ requests? · page 1 of \d+\./)).toBeVisible();
  await expect(form.getByRole("combobox", { name: "Show" })).toHaveValue("all");
  await expectNoSeriousA11yViolations(page, testInfo, "approvals-filtered");

  // A link to other filters (Clear) shows them in the form too, not the last choices.
  await form.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/approvals" && url.search === "");
  await expect(form.getByRole("combobox", { name: "Show" })).toHaveValue("pending");
  await expect(form.getByRole("combobox", { name: "Action" })).toHaveValue("");
  await expect(form.getByRole("combobox", { name: "Rows per page" })).toHaveValue("25");
});
