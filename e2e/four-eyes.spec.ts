import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { shortId } from "@/lib/format/format";
import { demoEmail, expect, signIn, test, type Role } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support/page-checks";
import { bothLegsActive, getDualHedge } from "./support/sandbox";
import { dualHedgeUrl, takeLeg } from "./support/sandbox-legs";
import { sandboxPosts } from "./support/sandbox-faults";

// Four eyes in the browser, with the sandbox's demo accounts: the operator requests, the admin decides.
// The policy is switched on through the staff page for this file only and off again after it (specs run one at a time).

test.describe.configure({ mode: "serial" });

async function pageAs(browser: Browser, role: Role, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/London", locale: "en-GB" });
  const page = await context.newPage();
  await signIn(page, demoEmail(role));
  return page;
}

async function setCancelPolicy(admin: Page, mode: "Off" | "Always needs approval") {
  await admin.goto("/staff");
  await admin.waitForLoadState("networkidle"); // the form is a client island: interact once it is hydrated
  const section = admin.getByRole("region", { name: "Four eyes on money" });
  await section.getByLabel("Cancel a dual hedge").selectOption({ label: mode });
  await section.getByRole("button", { name: "Save approval policy" }).click();
  // The confirmation names what the server saved.
  const saved = mode === "Off" ? "No approval needed." : "Always needs a second person's approval.";
  await expect(section.getByText(`Saved, from now on: Cancel a dual hedge: ${saved}`)).toBeVisible();
}

/** Dual hedges with both legs Active that no other spec of the run was handed (e2e/support/sandbox-legs.ts). */
async function activeDualHedges(request: APIRequestContext, count: number) {
  const found: { path: string; customerId: string; dualHedgeId: string }[] = [];
  for (let tries = 0; found.length < count && tries < 40; tries++) {
    const { customerId, dualHedgeId } = await takeLeg(request);
    if (bothLegsActive(await getDualHedge(request, customerId, dualHedgeId)))
      found.push({ path: dualHedgeUrl({ customerId, dualHedgeId }), customerId, dualHedgeId });
  }
  if (found.length < count) throw new Error("not enough untouched Active dual hedges in the sandbox");
  return found;
}

const cancelPosts = (request: APIRequestContext) => sandboxPosts(request, "/cancel");

async function requestCancellation(operator: Page, path: string, dualHedgeId: string, reason: string) {
  await operator.goto(path);
  await expect(operator.getByRole("button", { name: "Cancel dual hedge" })).toHaveCount(0);
  await operator.getByRole("button", { name: "Request cancellation" }).click();
  const dialog = operator.getByRole("dialog", { name: `Request cancellation of dual hedge ${shortId(dualHedgeId)}` });
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText(/Nothing is sent yet/)).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm request" }).click();
  const pending = operator.getByRole("region", { name: "Cancellation waiting for approval" });
  await expect(pending).toBeVisible();
  await expect(pending.getByText(reason)).toBeVisible();
  return pending;
}

let admin: Page;
let operator: Page;
let targets: Awaited<ReturnType<typeof activeDualHedges>>;

test.beforeAll(async ({ browser, baseURL, request }, testInfo) => {
  testInfo.setTimeout(120_000); // two sign-ins and the first pages of a fresh server
  admin = await pageAs(browser, "admin", baseURL!);
  operator = await pageAs(browser, "operator", baseURL!);
  targets = await activeDualHedges(request, 3);
  await setCancelPolicy(admin, "Always needs approval");
});
test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  if (admin) await setCancelPolicy(admin, "Off"); // other specs expect today's cancel
  await admin?.context().close();
  await operator?.context().close();
});

test("request → approve → the cancel is sent once; the requester cannot approve their own", async ({
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const target = targets[0]!;
  const before = await cancelPosts(request);
  const pending = await requestCancellation(
    operator,
    target.path,
    target.dualHedgeId,
    "Customer asked to unwind (e2e)",
  );
  // Self-approval: the requester is offered Withdraw, never Approve.
  await expect(pending.getByRole("button", { name: "Withdraw request" })).toBeVisible();
  await expect(pending.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(operator, testInfo, "four-eyes-requested");
  expect(await cancelPosts(request)).toBe(before);
  expect((await getDualHedge(request, target.customerId, target.dualHedgeId)).hedges.map((l) => l.status)).toEqual([
    "Active",
    "Active",
  ]);

  await admin.goto("/approvals");
  await expect(admin.getByRole("link", { name: /Approvals\s*\d+ waiting/ })).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: shortId(target.dualHedgeId) });
  await expect(row).toContainText("Pending");
  await expectNoSeriousA11yViolations(admin, testInfo, "approvals-pending");
  await row.getByRole("link", { name: shortId(target.dualHedgeId) }).click();
  const panel = admin.getByRole("region", { name: "Cancellation waiting for approval" });
  await expect(panel).toContainText(demoEmail("operator"));
  await panel.getByRole("button", { name: "Approve" }).click();
  await expectNoSeriousA11yViolations(admin, testInfo, "four-eyes-confirm-approval");
  await panel.getByRole("button", { name: "Confirm approval" }).click();
  await expect(admin.getByText("Cancelled", { exact: false }).first()).toBeVisible();
  await expect(admin.getByRole("region", { name: "Cancellation waiting for approval" })).toHaveCount(0);
  await expect
    .poll(async () => (await getDualHedge(request, target.customerId, target.dualHedgeId)).hedges.map((l) => l.status))
    .toEqual(["Cancelled", "Cancelled"]);
  expect(await cancelPosts(request)).toBe(before + 1);

  await admin.goto("/approvals?view=recent");
  await expect(admin.getByRole("row").filter({ hasText: shortId(target.dualHedgeId) })).toContainText(
    "Approved and sent",
  );
  // The trail has each step.
  await admin.goto("/audit");
  for (const step of ["Approval requested", "Approval request approved", "Approved action sent"])
    await expect(admin.getByRole("cell", { name: step }).first()).toBeVisible();
});

test("reject with a reason, and withdraw: neither sends anything", async ({ request }, testInfo) => {
  test.setTimeout(90_000);
  const before = await cancelPosts(request);
  const [, rejected, withdrawn] = targets;

  await requestCancellation(operator, rejected!.path, rejected!.dualHedgeId, "Rejected in e2e");
  await admin.goto(rejected!.path);
  const panel = admin.getByRole("region", { name: "Cancellation waiting for approval" });
  await panel.getByRole("button", { name: "Reject" }).click();
  await panel.getByLabel("Reason for rejecting").fill("Customer called back to keep it");
  await expectNoSeriousA11yViolations(admin, testInfo, "four-eyes-reject");
  await panel.getByRole("button", { name: "Reject request" }).click();
  await expect(admin.getByRole("region", { name: "Cancellation waiting for approval" })).toHaveCount(0);

  const pending = await requestCancellation(operator, withdrawn!.path, withdrawn!.dualHedgeId, "Withdrawn in e2e");
  await pending.getByRole("button", { name: "Withdraw request" }).click();
  await expect(operator.getByRole("region", { name: "Cancellation waiting for approval" })).toHaveCount(0);
  await expect(operator.getByRole("button", { name: "Request cancellation" })).toBeVisible();

  await admin.goto("/approvals?view=recent");
  await expect(admin.getByRole("row").filter({ hasText: shortId(rejected!.dualHedgeId) })).toContainText(
    "Customer called back to keep it",
  );
  await expect(admin.getByRole("row").filter({ hasText: shortId(withdrawn!.dualHedgeId) })).toContainText("Withdrawn");
  await expectNoSeriousA11yViolations(admin, testInfo, "approvals-recent");
  expect(await cancelPosts(request)).toBe(before);
});
