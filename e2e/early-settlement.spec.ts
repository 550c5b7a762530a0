import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { callsWith, recordActionCalls, replayAction } from "./support/action-calls";
import { money, scanAndCapture } from "./support/page-checks";
import {
  currentLeg,
  drawThroughSandbox,
  dualHedgeUrl,
  fixedCurrency,
  fixedRemaining,
  legUrl,
  takeLeg,
} from "./support/sandbox-legs";

/**
 * Early settlement against the e2e server's sandbox (30-second proposals).
 * The countdown is the drawdown flow's own component; here it is checked with a browser clock ten
 * minutes fast, then moved past expiry.
 */

const FRESH_COUNTDOWN = /^0:([12]\d|30)$/;
const rate = (value: number) =>
  new Intl.NumberFormat("en-GB", { minimumFractionDigits: 0, maximumFractionDigits: 6 }).format(value);

const quoteButton = (page: Page) => page.getByRole("button", { name: "Get early settlement quote" });
const proposalHeading = (page: Page) => page.getByRole("heading", { name: "Early settlement quote" });
const acceptButton = (page: Page) => page.getByRole("button", { name: "Accept early settlement" });
const term = (page: Page, name: string) =>
  page.locator("dt", { hasText: name }).locator("xpath=following-sibling::dd[1]");

test.describe("as an operator", () => {
  test.use({ role: "operator" });

  test("quote, expiry and a fresh quote, then accept once: the leg comes back settled", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const ref = await takeLeg(request);
    const currency = fixedCurrency(ref.leg);
    const calls = recordActionCalls(page);
    await page.clock.install({ time: new Date(Date.now() + 10 * 60_000) }); // the browser's clock is ten minutes fast

    await page.goto(dualHedgeUrl(ref));
    await page.locator(`a[href$="/hedges/${ref.hedgeId}/early-settlement"]`).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Settle early: / })).toBeVisible();
    await scanAndCapture(page, testInfo, "early-settlement-1-page");

    await quoteButton(page).click();
    await expect(proposalHeading(page)).toBeFocused();
    await expect(term(page, `Amount in ${currency}`)).toHaveText(money(fixedRemaining(ref.leg), currency));
    await expect(term(page, "Locked rate of the leg")).toHaveText(rate(ref.leg.quote));
    await expect(term(page, "Early-settlement rate")).toHaveText(/^\d/);
    await expect(page.getByText("The early-settlement rate is lower than the locked rate.")).toBeVisible();
    await expect(term(page, "Difference")).toHaveText(/^-[\d.,]+ \(-[\d.]+%\)$/);
    await expect(page.getByRole("timer")).toHaveText(FRESH_COUNTDOWN);
    await scanAndCapture(page, testInfo, "early-settlement-2-proposal");

    const first = await page.getByTestId("proposal-id").textContent();
    await page.clock.fastForward(31_000);
    await expect(page.getByRole("timer")).toHaveText("0:00");
    await expect(acceptButton(page)).toBeDisabled();
    await scanAndCapture(page, testInfo, "early-settlement-3-expired");

    await page.getByRole("button", { name: "Get a new quote" }).click();
    await expect(page.getByTestId("proposal-id")).not.toHaveText(first!);
    await expect(page.getByRole("timer")).toHaveText(FRESH_COUNTDOWN);
    await expect(acceptButton(page)).toBeEnabled();

    await acceptButton(page).dblclick();
    await expect(page.getByRole("status").filter({ hasText: "Early settlement accepted." })).toBeVisible();
    expect(callsWith(calls, "earlySettlementProposalId"), "one accept sent for a double click").toHaveLength(1);
    const settled = page.getByRole("region", { name: "The leg after early settlement" });
    await expect(settled.getByText("Completed", { exact: true })).toBeVisible();
    await expect(settled).toContainText(money(0, currency));
    const changes = page.getByRole("table", { name: "What changed on the leg" });
    await expect(
      changes
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: "Status", exact: true }) })
        .getByRole("cell"),
    ).toHaveText(["Active", "Completed", "Changed"]);
    await scanAndCapture(page, testInfo, "early-settlement-4-settled");

    const again = await replayAction(page, callsWith(calls, "earlySettlementProposalId")[0]!);
    expect(again).toContain(
      "An accept of this quote was already sent, and a quote is never accepted twice. If that accept was not confirmed, check the hedge before getting a new quote.",
    );
    expect((await currentLeg(request, ref)).status).toBe("Completed");
  });

  test("an accept the service refuses shows its message and reason, and offers a new quote", async ({
    page,
    request,
  }, testInfo) => {
    const ref = await takeLeg(request);
    await page.goto(legUrl(ref) + "/early-settlement");
    await quoteButton(page).click();
    await expect(proposalHeading(page)).toBeFocused();
    const first = await page.getByTestId("proposal-id").textContent();
    await drawThroughSandbox(request, ref, "10"); // the leg changes under the proposal

    await acceptButton(page).click();
    const refusal = page.getByRole("alert", { name: "The early settlement was not accepted" });
    await expect(refusal).toContainText("Can't perform this action");
    await expect(refusal).toContainText("Reason: The hedge changed after this proposal was made");
    await expect(acceptButton(page)).toBeDisabled();
    await scanAndCapture(page, testInfo, "early-settlement-5-refused");

    await page.getByRole("button", { name: "Get a new quote" }).click();
    await expect(page.getByTestId("proposal-id")).not.toHaveText(first!);
    await expect(refusal).toHaveCount(0);
    await expect(acceptButton(page)).toBeEnabled();
    expect((await currentLeg(request, ref)).status).toBe("Active");
  });
});

test.describe("as a viewer", () => {
  test.use({ role: "viewer" });

  test("sees the leg but no quote or accept controls", async ({ page, request }, testInfo) => {
    const ref = await takeLeg(request);
    await page.goto(dualHedgeUrl(ref));
    await expect(page.locator(`a[href$="/hedges/${ref.hedgeId}/early-settlement"]`)).toHaveCount(0);

    await page.goto(legUrl(ref) + "/early-settlement");
    await expect(page.getByRole("region", { name: "View only" })).toContainText("needs the operator role");
    await expect(page.locator("#leg-heading")).toBeVisible();
    await expect(quoteButton(page)).toHaveCount(0);
    await expect(acceptButton(page)).toHaveCount(0);
    await scanAndCapture(page, testInfo, "early-settlement-viewer");
  });
});
