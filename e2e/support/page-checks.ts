import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { formatAmount } from "@/lib/format/format";

/** Every rule axe has; only serious and critical findings fail the test (all are attached for reading). */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Next streams a title from generateMetadata after the page's content: axe reads the page once its title has come.
  await expect(page, `the title of ${name}`).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: "application/json",
  });
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(" ")).join(" | ")}`),
    `axe on ${name}`,
  ).toEqual([]);
}

/** A full-page screenshot under the test's output folder (test-results/…/<name>.png), attached to the report. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

export async function scanAndCapture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, testInfo, name);
  await screenshot(page, testInfo, name);
}

/** An amount as the pages show it (lib/format/format's formatAmount: "GBP 1,234.50"). */
export function money(value: number | string, currency: string): string {
  return formatAmount(value, currency);
}

/**
 * Presses Tab until the control named `last` has focus (at most `maxSteps` times) and returns every control reached,
 * one per line as "tag:accessible text" ("a:Draw down", "button:Apply"), for the test to check what the keyboard reaches.
 */
export async function tabUntil(page: Page, last: string, maxSteps: number): Promise<string> {
  const reached = new Set<string>();
  for (let i = 0; i < maxSteps && !reached.has(last); i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return "";
      return `${el.tagName.toLowerCase()}:${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60)}`;
    });
    if (name) reached.add(name);
  }
  return [...reached].join("\n");
}
