import type { Route } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A form used before its script has run must never confirm a value other than the one shown: the staff page's
 * forms are inert (disabled) until hydrated. The page's scripts are held back here, so the test acts at first paint,
 * before any hydration, however fast or slow the machine is; then they are let through.
 */
test.use({ role: "admin" });

test("the staff page's forms are inert at first paint, and once hydrated confirm exactly what was saved", async ({
  page,
}) => {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/_next/static/**/*.js", (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto("/staff", { waitUntil: "commit" });
  const policy = page.getByRole("region", { name: "Four eyes on money" });
  const cancelRule = policy.getByLabel("Cancel a dual hedge");
  const save = policy.getByRole("button", { name: "Save approval policy" });
  await expect(save).toBeVisible();
  expect(held.length).toBeGreaterThan(0); // the page is painted, its scripts not yet run

  // At first paint: every control of the page's forms is disabled, so nothing can be chosen or pressed.
  const controls = page.locator("main").locator("select, input, textarea, button");
  const count = await controls.count();
  expect(count).toBeGreaterThan(4);
  for (let i = 0; i < count; i += 1) await expect(controls.nth(i)).toBeDisabled();
  const shownBefore = await cancelRule.inputValue();
  await cancelRule
    .selectOption({ label: "Always needs approval" }, { force: true, timeout: 1_000 })
    .catch(() => undefined);
  await save.click({ force: true, timeout: 1_000 }).catch(() => undefined);

  // The scripts run: the form wakes with the saved policy shown and no confirmation of anything.
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(cancelRule).toBeEnabled();
  await expect(cancelRule).toHaveValue(shownBefore);
  await expect(policy.getByText(/^Saved/)).toHaveCount(0);

  // Used once hydrated, the confirmation names the value the server saved, and the page shows it after a reload.
  await cancelRule.selectOption({ label: "Always needs approval" });
  await save.click();
  await expect(
    policy.getByText(/^Saved, from now on: Cancel a dual hedge: Always needs a second person's approval\./),
  ).toBeVisible();
  await page.reload();
  await expect(cancelRule).toHaveValue("always");
  await cancelRule.selectOption({ label: "Off" });
  await save.click();
  await expect(policy.getByText(/^Saved, from now on: Cancel a dual hedge: No approval needed\./)).toBeVisible();
});
