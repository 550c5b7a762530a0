import type { Browser, Locator, Page } from "@playwright/test";
import { shortId } from "@/lib/format/format";
import { demoEmail, expect, signIn, test, type Role } from "./fixtures";
import { callsWith, recordActionCalls, replayAction } from "./support/action-calls";
import { expectNoSeriousA11yViolations, money } from "./support/page-checks";
import { currentLeg, fixedCurrency, fixedRemaining, legUrl, takeLeg, type LegRef } from "./support/sandbox-legs";
import { sandboxPosts } from "./support/sandbox-faults";

// Four eyes on a drawdown and an early settlement, in the browser with the sandbox's demo accounts: the operator
// quotes and requests, the admin gets a fresh quote and approves (or rejects), the operator withdraws. The policy is
// set through the staff page for this file only and off again after it (specs run one at a time).

test.describe.configure({ mode: "serial" });

type Mode = "Off" | "Always needs approval" | "From an amount";
type Rule = { mode: Mode; amounts?: string };

async function pageAs(browser: Browser, role: Role, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/London", locale: "en-GB" });
  const page = await context.newPage();
  await signIn(page, demoEmail(role));
  return page;
}

async function setPolicy(admin: Page, rules: { drawdown: Rule; es: Rule }) {
  await admin.goto("/staff");
  await admin.waitForLoadState("networkidle"); // the form is a client island: interact once it is hydrated
  const section = admin.getByRole("region", { name: "Four eyes on money" });
  for (const [name, rule] of [
    ["Accept a drawdown", rules.drawdown],
    ["Accept an early settlement", rules.es],
  ] as const) {
    const group = section.getByRole("group", { name });
    await group.getByRole("combobox", { name }).selectOption({ label: rule.mode });
    if (rule.amounts) await group.getByLabel("Amounts per currency").fill(rule.amounts);
  }
  await section.getByRole("button", { name: "Save approval policy" }).click();
  // The confirmation names what the server saved, rule by rule.
  const saved = (rule: Rule) =>
    rule.mode === "Off"
      ? "No approval needed."
      : rule.mode === "Always needs approval"
        ? "Always needs a second person's approval."
        : `Needs approval from ${rule.amounts!}`;
  const status = section.getByText(/^Saved, from now on:/);
  await expect(status).toContainText(`Accept a drawdown: ${saved(rules.drawdown)}`);
  await expect(status).toContainText(`Accept an early settlement: ${saved(rules.es)}`);
}

const drawdownUrl = (ref: LegRef) => `${legUrl(ref)}/drawdown`;
const earlySettlementUrl = (ref: LegRef) => `${legUrl(ref)}/early-settlement`;

async function quoteDrawdown(operator: Page, amount: string) {
  await operator.getByLabel(/^Amount in [A-Z]{3}$/).fill(amount);
  await operator.getByRole("button", { name: "Get drawdown quote" }).click();
  await expect(operator.getByRole("heading", { name: /^Drawdown quote for / })).toBeFocused();
}

/** The header's count of requests waiting for this approver (0 when it shows none). */
async function waitingCount(page: Page): Promise<number> {
  const text = await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /^Approvals/ })
    .textContent();
  return Number(text?.match(/(\d+)/)?.[1] ?? 0);
}

/** The operator quotes on the leg's page and, the policy needing it, requests approval: the waiting request shows. */
async function requestDrawdown(operator: Page, ref: LegRef, amount: string): Promise<Locator> {
  await operator.goto(drawdownUrl(ref));
  await quoteDrawdown(operator, amount);
  await expect(operator.getByRole("button", { name: "Accept drawdown" })).toHaveCount(0);
  await operator.getByRole("button", { name: "Request approval" }).click();
  const pending = operator.getByRole("region", { name: "Drawdown waiting for approval" });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText(money(amount, fixedCurrency(ref.leg)));
  return pending;
}

let admin: Page;
let operator: Page;

test.beforeAll(async ({ browser, baseURL }, testInfo) => {
  testInfo.setTimeout(120_000); // two sign-ins and the first pages of a fresh server
  admin = await pageAs(browser, "admin", baseURL!);
  operator = await pageAs(browser, "operator", baseURL!);
});
test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  // Other specs expect today's accepts.
  if (admin) await setPolicy(admin, { drawdown: { mode: "Off" }, es: { mode: "Off" } });
  await admin?.context().close();
  await operator?.context().close();
});

test("drawdown from an amount: below it Accept as today; from it request → fresh quote → approve accepts once", async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const ref = await takeLeg(request, { minRemaining: 1000 });
  const currency = fixedCurrency(ref.leg);
  await setPolicy(admin, { drawdown: { mode: "From an amount", amounts: `${currency} 500` }, es: { mode: "Off" } });

  // Below the threshold in the leg's currency: today's flow, unchanged.
  await operator.goto(drawdownUrl(ref));
  await quoteDrawdown(operator, "10");
  await expect(operator.getByRole("button", { name: "Accept drawdown" })).toBeVisible();
  await expect(operator.getByRole("button", { name: "Request approval" })).toHaveCount(0);

  const before = await sandboxPosts(request, "/drawdown/accept");
  const pending = await requestDrawdown(operator, ref, "600");
  // The requester is offered Withdraw, never a quote to approve.
  await expect(pending.getByRole("button", { name: "Withdraw request" })).toBeVisible();
  await expect(pending.getByRole("button", { name: /fresh quote|Approve/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(operator, testInfo, "four-eyes-drawdown-requested");

  await admin.goto("/approvals");
  const row = admin
    .getByRole("row")
    .filter({ hasText: shortId(ref.dualHedgeId) })
    .filter({ hasText: "Accept a drawdown" });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText(money("600", currency));
  await row.getByRole("link", { name: shortId(ref.dualHedgeId) }).click();
  const panel = admin.getByRole("region", { name: "Drawdown waiting for approval" });
  await expect(panel).toContainText(demoEmail("operator"));
  const table = panel.getByRole("table", { name: "The quote the requester saw" });
  await expect(table.getByRole("columnheader", { name: "Requested" })).toBeVisible();
  await expect(
    table.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: "Rate", exact: true }) }),
  ).toContainText("Not fetched yet");
  const calls = recordActionCalls(admin);
  await panel.getByRole("button", { name: "Get a fresh quote" }).click();
  await expect(admin.getByRole("heading", { name: "Fresh drawdown quote" })).toBeFocused();
  // The requester sending the approver's call by hand is refused by the server: four eyes means two people.
  const [quoteCall] = callsWith(calls, "approvalId");
  expect(await replayAction(operator, quoteCall!)).toContain("another person must approve it");
  const compared = panel.getByRole("table", { name: "The requested quote beside the fresh one" });
  await expect(
    compared
      .getByRole("row")
      .filter({ hasText: `Amount in ${currency}` })
      .first(),
  ).toContainText(money("600", currency));
  // What differs is said in words (the change column and the summary), not by colour alone.
  await expect(compared.getByRole("cell", { name: /^(Same|Differs)$/ }).first()).toBeVisible();
  await expect(
    panel.getByText(
      /Differs from the requested quote: .+\.|The fresh quote is the same as the requested one on every line\./,
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(admin, testInfo, "four-eyes-drawdown-fresh-quote");
  expect(await sandboxPosts(request, "/drawdown/accept")).toBe(before);

  const waitingBefore = await waitingCount(admin);
  expect(waitingBefore).toBeGreaterThan(0);
  await panel.getByRole("button", { name: "Approve and accept drawdown" }).click();
  await expect(admin).toHaveURL(/\?approval=/);
  // The header's count follows at once (it is in the layout, which the page's own navigation keeps).
  await expect.poll(() => waitingCount(admin)).toBe(waitingBefore - 1);
  await expect(
    admin.getByRole("status").filter({ hasText: "approved by admin@hedge-desk.test and done" }),
  ).toContainText("Drawdown accepted by the hedging service.");
  await expect(admin.getByRole("region", { name: "Drawdown waiting for approval" })).toHaveCount(0);
  expect(await sandboxPosts(request, "/drawdown/accept")).toBe(before + 1);
  await expect
    .poll(async () => fixedRemaining(await currentLeg(request, ref)))
    .toBeCloseTo(fixedRemaining(ref.leg) - 600, 2);

  await admin.goto("/approvals?view=recent");
  await expect(
    admin
      .getByRole("row")
      .filter({ hasText: shortId(ref.dualHedgeId) })
      .filter({ hasText: "Accept a drawdown" }),
  ).toContainText("Approved and sent");
  await admin.goto("/audit");
  for (const step of ["Approval requested", "Approval request approved", "Approved action sent"])
    await expect(admin.getByRole("cell", { name: step }).first()).toBeVisible();
});

test("early settlement in a currency the policy does not list: request → fresh quote → approve settles the leg", async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const ref = await takeLeg(request);
  const other = fixedCurrency(ref.leg) === "ZAR" ? "NOK" : "ZAR";
  await setPolicy(admin, { drawdown: { mode: "Off" }, es: { mode: "From an amount", amounts: `${other} 1` } });
  const before = await sandboxPosts(request, "/early-settlement/accept");

  await operator.goto(earlySettlementUrl(ref));
  await operator.getByRole("button", { name: "Get early settlement quote" }).click();
  await expect(operator.getByRole("heading", { name: "Early settlement quote" })).toBeFocused();
  await expect(operator.getByRole("button", { name: "Accept early settlement" })).toHaveCount(0);
  await operator.getByRole("button", { name: "Request approval" }).click();
  const pending = operator.getByRole("region", { name: "Early settlement waiting for approval" });
  await expect(pending.getByRole("button", { name: "Withdraw request" })).toBeVisible();

  await admin.goto(earlySettlementUrl(ref));
  const panel = admin.getByRole("region", { name: "Early settlement waiting for approval" });
  await panel.getByRole("button", { name: "Get a fresh quote" }).click();
  await expect(admin.getByRole("heading", { name: "Fresh early settlement quote" })).toBeFocused();
  await expect(panel.getByRole("table", { name: "The requested quote beside the fresh one" })).toContainText(
    "Locked rate of the leg",
  );
  await expectNoSeriousA11yViolations(admin, testInfo, "four-eyes-es-fresh-quote");
  await panel.getByRole("button", { name: "Approve and accept early settlement" }).click();
  await expect(
    admin.getByRole("status").filter({ hasText: "Early settlement accepted by the hedging service." }),
  ).toBeVisible();
  expect(await sandboxPosts(request, "/early-settlement/accept")).toBe(before + 1);
  await expect.poll(async () => (await currentLeg(request, ref)).status).not.toBe("Active");
});

test("reject with a reason, and withdraw: neither accepts anything; both are on the list and the trail", async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await setPolicy(admin, { drawdown: { mode: "Always needs approval" }, es: { mode: "Off" } });
  const before = await sandboxPosts(request, "/drawdown/accept");
  const rejected = await takeLeg(request);
  const withdrawn = await takeLeg(request);

  await requestDrawdown(operator, rejected, "20");
  await admin.goto(drawdownUrl(rejected));
  const panel = admin.getByRole("region", { name: "Drawdown waiting for approval" });
  await panel.getByRole("button", { name: "Reject" }).click();
  await panel.getByLabel("Reason for rejecting").fill("Customer called back to keep it");
  await expectNoSeriousA11yViolations(admin, testInfo, "four-eyes-drawdown-reject");
  await panel.getByRole("button", { name: "Reject request" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "rejected by admin@hedge-desk.test" })).toContainText(
    "Customer called back to keep it",
  );
  await expect(admin.getByRole("region", { name: "Drawdown waiting for approval" })).toHaveCount(0);

  const pending = await requestDrawdown(operator, withdrawn, "30");
  await pending.getByRole("button", { name: "Withdraw request" }).click();
  await expect(operator.getByRole("status").filter({ hasText: "withdrawn by operator@hedge-desk.test" })).toBeVisible();
  await expect(operator.getByRole("button", { name: "Get drawdown quote" })).toBeVisible();

  await admin.goto("/approvals?view=recent&action=acceptDrawdown");
  await expect(admin.getByRole("row").filter({ hasText: shortId(rejected.dualHedgeId) })).toContainText(
    "Customer called back to keep it",
  );
  await expect(admin.getByRole("row").filter({ hasText: shortId(withdrawn.dualHedgeId) })).toContainText("Withdrawn");
  await expectNoSeriousA11yViolations(admin, testInfo, "approvals-recent-accepts");
  await admin.goto("/audit");
  for (const step of ["Approval request rejected", "Approval request withdrawn"])
    await expect(admin.getByRole("cell", { name: step }).first()).toBeVisible();
  expect(await sandboxPosts(request, "/drawdown/accept")).toBe(before);
});
