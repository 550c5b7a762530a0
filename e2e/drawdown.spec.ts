import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { callsWith, recordActionCalls, replayAction } from "./support/action-calls";
import { money, scanAndCapture } from "./support/page-checks";
import { clearFaults, setFaults } from "./support/sandbox-faults";
import {
  currentLeg,
  drawThroughSandbox,
  dualHedgeUrl,
  fixedCurrency,
  fixedRemaining,
  legUrl,
  takeLeg,
  type LegRef,
} from "./support/sandbox-legs";

/**
 * The drawdown flow against the e2e server's sandbox, whose proposals live 30 seconds.
 * Each test takes an Active leg of its own from the sandbox's demo data (support/sandbox-legs.ts).
 * Amounts are worked in integer cents: every leg taken has a 2-decimal fixed-side currency.
 */

const cents = (amount: number) => Math.round(amount * 100);
const text = (amountCents: number) => String(amountCents / 100);
const FRESH_COUNTDOWN = /^0:([12]\d|30)$/;

const amountField = (page: Page) => page.getByLabel(/^Amount in [A-Z]{3}$/);
const feedback = (page: Page) => page.locator("#drawdown-amount-feedback");
const quoteButton = (page: Page) => page.getByRole("button", { name: "Get drawdown quote" });
const proposalHeading = (page: Page) => page.getByRole("heading", { name: /^Drawdown quote for / });
const acceptButton = (page: Page) => page.getByRole("button", { name: "Accept drawdown" });
const proposalId = (page: Page) => page.getByTestId("proposal-id");
const comparisonRow = (page: Page, label: string) =>
  page
    .getByRole("table", { name: "The hedge before and after the drawdown" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

async function quote(page: Page, amount: string) {
  await amountField(page).fill(amount);
  await quoteButton(page).click();
  await expect(proposalHeading(page)).toBeFocused();
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test.describe("as an operator", () => {
  test.use({ role: "operator" });

  test("a full drawdown from the dual hedge page to the drawdown page, accepted once despite a double click", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const ref = await takeLeg(request);
    const currency = fixedCurrency(ref.leg);
    const before = cents(fixedRemaining(ref.leg));
    const drawn = Math.floor(before / 400) * 100; // a quarter, in whole units
    const after = before - drawn;
    const calls = recordActionCalls(page);

    await page.goto(dualHedgeUrl(ref));
    await page.locator(`a[href$="/hedges/${ref.hedgeId}/drawdown"]`).click();
    await expect(page).toHaveURL(new RegExp(`/hedges/${ref.hedgeId}/drawdown$`));
    await expect(page.getByRole("heading", { level: 1, name: /^Draw down: / })).toBeVisible();
    await expect(page.getByLabel("Customer IP address (IPv4)")).toHaveValue("127.0.0.1");
    await amountField(page).fill(text(drawn));
    await expect(feedback(page)).toHaveText(`Leaves ${money(text(after), currency)} on the leg.`);
    await scanAndCapture(page, testInfo, "drawdown-1-form");

    await quoteButton(page).dblclick();
    await expect(proposalHeading(page)).toBeFocused();
    expect(callsWith(calls, "amount"), "one quote for a double click").toHaveLength(1);
    await expect(proposalHeading(page)).toHaveText(`Drawdown quote for ${money(text(drawn), currency)}`);
    const remainingRow = comparisonRow(page, `Remaining ${currency}`);
    await expect(remainingRow.getByRole("cell")).toHaveText([
      money(text(before), currency),
      money(text(after), currency),
      `-${money(text(drawn), currency)}`,
    ]);
    await expect(comparisonRow(page, "Rate").getByRole("cell").nth(2)).toHaveText("No change");
    await expect(page.getByRole("meter")).toHaveAttribute("aria-valuetext", /^2[45](\.\d+)?%$/); // a quarter, rounded down to whole units
    await expect(page.getByRole("timer")).toHaveText(FRESH_COUNTDOWN);
    await expect(page.getByRole("alert").filter({ hasText: "do not add up" })).toHaveCount(0);
    await scanAndCapture(page, testInfo, "drawdown-2-proposal");

    await acceptButton(page).dblclick();
    await page.waitForURL(/\/drawdowns\/[0-9a-f-]{36}\?accepted=1$/);
    expect(callsWith(calls, "drawdownProposalId"), "one accept sent for a double click").toHaveLength(1);

    await expect(page.getByRole("heading", { level: 1, name: /^Drawdown [0-9a-f]{8}$/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Drawdown accepted." })).toContainText(
      "its details are below",
    );
    await expect(
      page.getByRole("region", { name: "The drawdown" }).getByText("In process", { exact: true }),
    ).toBeVisible();
    await expect(comparisonRow(page, `Remaining ${currency}`).getByRole("cell").nth(1)).toHaveText(
      money(text(after), currency),
    );
    await expect(page.getByRole("region", { name: /now$/ })).toContainText(money(text(after), currency));
    await scanAndCapture(page, testInfo, "drawdown-3-drawdown-page");

    // The same accept again, sent by hand: refused by the action, never reaching the service.
    const again = await replayAction(page, callsWith(calls, "drawdownProposalId")[0]!);
    expect(again).toContain(
      "An accept of this quote was already sent, and a quote is never accepted twice. If that accept was not confirmed, check the hedge before getting a new quote.",
    );
    expect(cents(fixedRemaining(await currentLeg(request, ref)))).toBe(after);

    await page.getByRole("link", { name: "Back to the dual hedge" }).click();
    await expect(page).toHaveURL(new RegExp(`${dualHedgeUrl(ref)}$`));
    await expect(page.getByRole("article").filter({ hasText: ref.hedgeId })).toContainText(
      money(text(after), currency),
    );
  });

  test("each amount rule is named as it is typed, and refused again by the action on the server", async ({
    page,
    request,
  }, testInfo) => {
    const ref = await takeLeg(request);
    const currency = fixedCurrency(ref.leg);
    const remaining = cents(fixedRemaining(ref.leg));
    const calls = recordActionCalls(page);
    await page.goto(legUrl(ref) + "/drawdown");

    await amountField(page).fill("9.99");
    await expect(feedback(page)).toHaveText(
      `Minimum 10: ${money("9.99", currency)} is below the minimum drawdown of ${money("10", currency)}.`,
    );
    await quoteButton(page).click();
    await expect(amountField(page)).toHaveAttribute("aria-invalid", "true");

    await amountField(page).fill(text(remaining + 1));
    await expect(feedback(page)).toHaveText(
      `At most the remaining amount: ${money(text(remaining + 1), currency)} is more than the ${money(text(remaining), currency)} remaining on the leg.`,
    );
    await amountField(page).fill(text(remaining - 999));
    await expect(feedback(page)).toHaveText(
      `Remainder 0 or at least 10: This would leave ${money("9.99", currency)} on the leg; draw the full ${money(text(remaining), currency)} or leave at least ${money("10", currency)}.`,
    );
    await scanAndCapture(page, testInfo, "drawdown-rule-message");
    expect(callsWith(calls, "amount"), "nothing is sent while a rule is broken").toHaveLength(0);

    await page.getByRole("button", { name: "Full remaining amount" }).click();
    await expect(amountField(page)).toHaveValue(text(remaining));
    await expect(feedback(page)).toHaveText("Full drawdown: nothing remains on the leg afterwards.");
    await amountField(page).fill(text(remaining - 1000));
    await expect(feedback(page)).toHaveText(`Leaves ${money("10", currency)} on the leg.`);
    const grouped = ((remaining - 1000) / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 });
    expect(grouped, "the leg holds thousands, so the grouped amount has a comma").toContain(",");
    await amountField(page).fill(grouped);
    await expect(feedback(page)).toHaveText(
      `Read as ${money(text(remaining - 1000), currency)}. Leaves ${money("10", currency)} on the leg.`,
    );

    await page.getByLabel("Customer IP address (IPv4)").fill("256.1.1.1");
    await expect(page.locator("#drawdown-customer-ip-error")).toHaveText(/^Enter an IPv4 address/);
    await page.getByLabel("Customer IP address (IPv4)").fill("203.0.113.7");

    // One valid quote, then the same action called by hand with each broken rule.
    await amountField(page).fill("10");
    await quoteButton(page).click();
    await expect(proposalHeading(page)).toBeVisible();
    const [quoteCall] = callsWith(calls, "amount");
    for (const [amount, message] of [
      ["9.99", `Minimum 10: ${money("9.99", currency)} is below the minimum drawdown of ${money("10", currency)}.`],
      [text(remaining + 1), `is more than the ${money(text(remaining), currency)} remaining on the leg`],
      [text(remaining - 999), `This would leave ${money("9.99", currency)} on the leg`],
    ] as const) {
      expect(await replayAction(page, quoteCall!, (input) => ({ ...input, amount })), amount).toContain(message);
    }
    expect(await replayAction(page, quoteCall!, (input) => ({ ...input, customerIp: "2001:db8::1" }))).toContain(
      "Enter an IPv4 address",
    );
  });

  test("a remaining 100.1 less 90.1 leaves exactly 10, which is allowed", async ({ page, request }) => {
    const ref = await takeLeg(request);
    const currency = fixedCurrency(ref.leg);
    await drawThroughSandbox(request, ref, text(cents(fixedRemaining(ref.leg)) - 10010));
    await page.goto(legUrl(ref) + "/drawdown");
    await expect(page.locator("#drawdown-amount-rules")).toContainText(`Remaining: ${money("100.1", currency)}.`);

    await amountField(page).fill("90.11");
    await expect(feedback(page)).toContainText(`would leave ${money("9.99", currency)}`);
    await quote(page, "90.1");
    await expect(feedback(page)).toHaveText(`Leaves ${money("10", currency)} on the leg.`);
    await expect(comparisonRow(page, `Remaining ${currency}`).getByRole("cell").nth(1)).toHaveText(
      money("10", currency),
    );
  });

  test("with the browser clock moved past expiry, Accept is disabled and one click gets a fresh quote", async ({
    page,
    request,
  }, testInfo) => {
    const ref = await takeLeg(request);
    await page.clock.install();
    await page.goto(legUrl(ref) + "/drawdown");
    await quote(page, "10");
    const first = await proposalId(page).textContent();
    await expect(acceptButton(page)).toBeEnabled();
    await acceptButton(page).focus(); // a keyboard user about to accept

    await page.clock.fastForward(31_000);
    await expect(page.getByRole("timer")).toHaveText("0:00");
    await expect(
      page.getByRole("button", { name: "Get a new quote" }),
      "focus moves on from the disabled Accept",
    ).toBeFocused();
    await expect(page.getByRole("timer")).toHaveAccessibleName("Quote expired");
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: "Quote expired" })).toHaveCount(1); // announced once, at zero
    await expect(acceptButton(page)).toBeDisabled();
    await scanAndCapture(page, testInfo, "drawdown-4-expired");

    await page.getByRole("button", { name: "Get a new quote" }).click();
    await expect(proposalId(page)).not.toHaveText(first!);
    await expect(proposalHeading(page)).toHaveText(/^Drawdown quote for .*10\.00$/);
    await expect(acceptButton(page)).toBeEnabled();
    await expect(page.getByRole("timer")).toHaveText(FRESH_COUNTDOWN);
  });

  test("a quote past its real lifetime is refused by the action even when the browser thinks it is valid", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const ref = await takeLeg(request);
    await page.clock.install();
    await page.goto(legUrl(ref) + "/drawdown");
    await quote(page, "10");
    // Turn the browser's clock back after the quote: its countdown now overstates the time left.
    await page.clock.setSystemTime(Date.now() - 60_000);
    await page.waitForTimeout(31_000); // the proposal's real 30 s lifetime
    await expect(acceptButton(page)).toBeEnabled();

    await acceptButton(page).click();
    const refusal = page.getByRole("alert", { name: "The drawdown was not accepted" });
    await expect(refusal).toContainText("This quote has expired. Get a new quote.");
    await expect(acceptButton(page)).toBeDisabled();
    await scanAndCapture(page, testInfo, "drawdown-5-refused-expired");
    expect(fixedRemaining(await currentLeg(request, ref))).toBe(fixedRemaining(ref.leg));

    await page.getByRole("button", { name: "Get a new quote" }).click();
    await expect(refusal).toHaveCount(0);
    await acceptButton(page).click();
    await page.waitForURL(/\/drawdowns\/[0-9a-f-]{36}\?accepted=1$/);
  });

  for (const [name, skewMs] of [
    ["five minutes behind", -5 * 60_000],
    ["ten minutes ahead", 10 * 60_000],
  ] as const) {
    test(`a browser clock ${name} still shows the right time left`, async ({ page, request }) => {
      const ref = await takeLeg(request);
      await page.clock.install({ time: new Date(Date.now() + skewMs) });
      await page.goto(legUrl(ref) + "/drawdown");
      await quote(page, "10");
      await expect(page.getByRole("timer")).toHaveText(FRESH_COUNTDOWN);
      await expect(acceptButton(page)).toBeEnabled();
    });
  }

  test("a quote and an accept that get no answer say so, are not sent again by themselves, and can be sent again", async ({
    page,
    request,
  }) => {
    const ref = await takeLeg(request);
    const calls = recordActionCalls(page);
    let cutOff = true;
    await page.route(
      (url) => url.pathname.endsWith(`/hedges/${ref.hedgeId}/drawdown`),
      (route) =>
        cutOff && route.request().method() === "POST" && route.request().headers()["next-action"]
          ? route.abort()
          : route.continue(),
    );
    await page.goto(legUrl(ref) + "/drawdown");
    await amountField(page).fill("10");
    await quoteButton(page).click();
    const noQuote = page.getByRole("alert", { name: "No quote: the request was refused" });
    await expect(noQuote).toContainText("The server did not answer. Check your connection and try again.");
    await expect(quoteButton(page)).toBeEnabled();
    await page.waitForTimeout(1_500); // longer than react-query's first retry delay (1 s)
    expect(callsWith(calls, "amount"), "a POST that got no answer is not sent again by itself").toHaveLength(1);

    cutOff = false;
    await quote(page, "10");
    await expect(noQuote).toHaveCount(0);
    cutOff = true;
    await acceptButton(page).click();
    // Lost on the way or on the way back: the browser cannot tell, so neither may the page.
    await expect(
      page.getByRole("alert", { name: "Not confirmed: the drawdown may or may not have gone through" }),
    ).toContainText("Hedge Desk did not answer, so this accept may or may not have been sent. Trying again is safe");
    await expect(acceptButton(page)).toBeEnabled();

    cutOff = false;
    await acceptButton(page).click();
    await page.waitForURL(/\/drawdowns\/[0-9a-f-]{36}\?accepted=1$/);
  });

  test("an accept that went through is said so even when the drawdown cannot be read back just then", async ({
    page,
    request,
  }) => {
    const ref: LegRef = await takeLeg(request);
    await page.goto(legUrl(ref) + "/drawdown");
    await quote(page, "10");
    // The page after the accept reads the leg through its dual hedge: that read fails (three tries), and so does the
    // book's re-read of the dual hedge the accept starts (one try: lib/book/write-through.ts rereadDualHedge).
    await setFaults(request, [
      { method: "GET", path: `/customers/${ref.customerId}/dual-hedges/${ref.dualHedgeId}`, fail: 4 },
    ]);

    await acceptButton(page).click();
    await page.waitForURL(/\/drawdowns\/[0-9a-f-]{36}\?accepted=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Drawdown accepted." })).toContainText(
      "Do not accept again",
    );
    await expect(page.getByRole("alert").filter({ hasText: "This leg could not be loaded" })).toBeVisible();
    expect(cents(fixedRemaining(await currentLeg(request, ref)))).toBe(cents(fixedRemaining(ref.leg)) - 1000);

    await clearFaults(request);
    await page.reload();
    await expect(page.getByRole("region", { name: "The drawdown" })).toBeVisible();
  });

  test("an amount edited after the quote puts the quote aside: Accept only what the form says", async ({
    page,
    request,
  }) => {
    const ref: LegRef = await takeLeg(request);
    const currency = fixedCurrency(ref.leg);
    await page.goto(legUrl(ref) + "/drawdown");
    await quote(page, "10");
    await expect(acceptButton(page)).toBeEnabled();

    await amountField(page).fill("20");
    await expect(acceptButton(page)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "The form changed after the quote" })).toContainText(
      money("10", currency),
    );
    await quoteButton(page).click();
    await expect(proposalHeading(page)).toHaveText(`Drawdown quote for ${money("20", currency)}`);
    await expect(acceptButton(page)).toBeEnabled();
  });

  test("while an accept is on its way, no new quote can be asked for (it would re-arm Accept)", async ({
    page,
    request,
  }) => {
    const ref: LegRef = await takeLeg(request);
    const calls = recordActionCalls(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith(`/hedges/${ref.hedgeId}/drawdown`),
      async (route) => {
        if (route.request().postData()?.includes("drawdownProposalId")) await held;
        await route.continue();
      },
    );
    await page.goto(legUrl(ref) + "/drawdown");
    await quote(page, "10");

    await acceptButton(page).click();
    await expect(page.getByRole("button", { name: "Accepting…" })).toBeDisabled();
    await expect(quoteButton(page)).toBeDisabled();
    await amountField(page).press("Enter");
    release();
    await page.waitForURL(/\/drawdowns\/[0-9a-f-]{36}\?accepted=1$/);
    expect(callsWith(calls, "amount"), "no quote while the accept was on its way").toHaveLength(1);
    expect(callsWith(calls, "drawdownProposalId")).toHaveLength(1);
  });

  test("an accept the service refuses shows its message and reason, and offers a new quote", async ({
    page,
    request,
  }, testInfo) => {
    const ref: LegRef = await takeLeg(request);
    const currency = fixedCurrency(ref.leg);
    const remaining = cents(fixedRemaining(ref.leg));
    await page.goto(legUrl(ref) + "/drawdown");
    await quote(page, "20");
    await drawThroughSandbox(request, ref, "10"); // the leg changes under the proposal

    await acceptButton(page).click();
    const refusal = page.getByRole("alert", { name: "The drawdown was not accepted" });
    await expect(refusal).toContainText("Can't perform this action");
    await expect(refusal).toContainText("Reason: The hedge changed after this proposal was made");
    await expect(acceptButton(page)).toBeDisabled();
    await scanAndCapture(page, testInfo, "drawdown-6-refused-upstream");

    await page.getByRole("button", { name: "Get a new quote" }).click();
    await expect(comparisonRow(page, `Remaining ${currency}`).getByRole("cell").first()).toHaveText(
      money(text(remaining - 1000), currency),
    );
    await expect(acceptButton(page)).toBeEnabled();
  });
});

test.describe("not found", () => {
  test.use({ role: "viewer" });

  test("an unknown leg, an unknown drawdown and a malformed id are the segment's not-found page", async ({
    page,
    request,
  }, testInfo) => {
    const ref = await takeLeg(request, { minRemaining: 10 });
    const unknown = "0b6f1c1e-3d5a-4c6e-9f0a-2b7c8d9e0f1a";
    for (const path of [
      `${dualHedgeUrl(ref)}/hedges/${unknown}/drawdown`,
      `${legUrl(ref)}/drawdowns/${unknown}`,
      `${legUrl(ref)}/drawdowns/not-an-id`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404); // checked before anything streams
      await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    }
    await scanAndCapture(page, testInfo, "drawdown-not-found");
  });
});

test.describe("as a viewer", () => {
  test.use({ role: "viewer" });

  test("sees the leg but cannot reach the drawdown flow", async ({ page, request }, testInfo) => {
    const ref = await takeLeg(request);
    await page.goto(dualHedgeUrl(ref));
    await expect(page.locator(`a[href$="/hedges/${ref.hedgeId}/drawdown"]`)).toHaveCount(0);

    await page.goto(legUrl(ref) + "/drawdown");
    await expect(page.getByRole("region", { name: "View only" })).toContainText("needs the operator role");
    await expect(page.locator("#leg-heading")).toBeVisible();
    await expect(amountField(page)).toHaveCount(0);
    await expect(quoteButton(page)).toHaveCount(0);
    await expect(acceptButton(page)).toHaveCount(0);
    await scanAndCapture(page, testInfo, "drawdown-viewer");
  });
});
