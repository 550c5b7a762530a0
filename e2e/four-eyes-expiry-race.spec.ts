import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { shortId } from "@/lib/format/format";
import { demoEmail, DEMO_PASSWORD, expect, signIn, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support/page-checks";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { runSqlOnStoppedServer } from "./support/pglite-sql";
import { bothLegsActive, getDualHedge } from "./support/sandbox";
import { currentLeg, dualHedgeUrl, fixedRemaining, legUrl, takeLeg } from "./support/sandbox-legs";
import { createStaffWithCli } from "./support/user-create";
import { sandboxPosts } from "./support/sandbox-faults";

// Four eyes on a cancel where time and a second approver matter: two approvers confirming the same request at once,
// and a request whose expiry passes while an approver has it open. On this file's own server (sandbox demo data plus a
// second operator made with `npm run user:create`), because moving an expiry into the past means writing the
// database, which PGlite allows only with the server stopped.

test.describe.configure({ mode: "serial" });

const port = ownPort(27);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = ownDataDir("four-eyes-expiry-race", { fresh: true });
const secondOperator = "operator2@hedge-desk.test";
test.use({ baseURL });

let server: OwnServer | undefined;
let admin: Page;
let operator: Page;
let operator2: Page;

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/London", locale: "en-GB" });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

const cancelPosts = (request: APIRequestContext) => sandboxPosts(request, "/cancel");

async function activeDualHedge(request: APIRequestContext) {
  for (let tries = 0; tries < 40; tries++) {
    const { customerId, dualHedgeId } = await takeLeg(request);
    if (bothLegsActive(await getDualHedge(request, customerId, dualHedgeId)))
      return { path: dualHedgeUrl({ customerId, dualHedgeId }), customerId, dualHedgeId };
  }
  throw new Error("no untouched Active dual hedge in the sandbox");
}

async function requestCancellation(path: string, dualHedgeId: string, reason: string) {
  await operator.goto(path);
  await operator.getByRole("button", { name: "Request cancellation" }).click();
  const dialog = operator.getByRole("dialog", { name: `Request cancellation of dual hedge ${shortId(dualHedgeId)}` });
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Confirm request" }).click();
  await expect(operator.getByRole("region", { name: "Cancellation waiting for approval" })).toContainText(reason);
}

const panelOf = (page: Page) => page.getByRole("region", { name: "Cancellation waiting for approval" });

/** The approver's page at the second step: "Confirm approval" showing, nothing sent yet. */
async function readyToConfirm(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle"); // the decision buttons are a client island
  await panelOf(page).getByRole("button", { name: "Approve" }).click();
  await expect(panelOf(page).getByRole("button", { name: "Confirm approval" })).toBeVisible();
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(240_000); // a fresh server's first start, three sign-ins
  createStaffWithCli({ dataDir, email: secondOperator, role: "operator", password: DEMO_PASSWORD });
  server = await startOwnServer({ port, dataDir });
  admin = await pageAs(browser, demoEmail("admin"));
  operator = await pageAs(browser, demoEmail("operator"));
  operator2 = await pageAs(browser, secondOperator);
  await admin.goto("/staff");
  await admin.waitForLoadState("networkidle");
  const section = admin.getByRole("region", { name: "Four eyes on money" });
  await section.getByLabel("Cancel a dual hedge").selectOption({ label: "Always needs approval" });
  await section.getByRole("button", { name: "Save approval policy" }).click();
  await expect(section.getByText(/^Saved, from now on: Cancel a dual hedge: Always needs/)).toBeVisible();
});
test.afterAll(async () => {
  await admin?.context().close();
  await operator?.context().close();
  await operator2?.context().close();
  await server?.stop();
});

test("two approvers confirm the same cancel at once: one cancel reaches the service, the other is told who approved", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const target = await activeDualHedge(request);
  await requestCancellation(target.path, target.dualHedgeId, "Race in e2e");
  await readyToConfirm(admin, target.path);
  await readyToConfirm(operator2, target.path);
  const before = await cancelPosts(request);

  const approvers = [
    { page: admin, email: demoEmail("admin") },
    { page: operator2, email: secondOperator },
  ];
  await Promise.all(
    approvers.map(({ page }) => panelOf(page).getByRole("button", { name: "Confirm approval" }).click()),
  );

  // Both pages end on how the request ended, naming the one approver who won: the other was refused and told so.
  const decidedBy = /approved by (\S+@hedge-desk\.test) and done/;
  const notices = approvers.map(({ page }) => page.getByRole("status").filter({ hasText: decidedBy }));
  await expect(notices[0]!).toBeVisible();
  await expect(notices[1]!).toBeVisible();
  const winnerEmail = decidedBy.exec((await notices[0]!.textContent()) ?? "")![1]!;
  expect(approvers.map(({ email }) => email)).toContain(winnerEmail);
  await expect(notices[1]!).toContainText(`approved by ${winnerEmail} and done`);
  const winner = approvers.find(({ email }) => email === winnerEmail)!;

  await expect
    .poll(async () => (await getDualHedge(request, target.customerId, target.dualHedgeId)).hedges.map((l) => l.status))
    .toEqual(["Cancelled", "Cancelled"]);
  expect(await cancelPosts(request)).toBe(before + 1);

  await admin.goto("/approvals?view=recent");
  const row = admin.getByRole("row").filter({ hasText: shortId(target.dualHedgeId) });
  await expect(row).toContainText("Approved and sent");
  await expect(row).toContainText(winner.email);
});

test("a request whose expiry passes while it is open cannot be approved, and is listed and on the trail as expired", async ({
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const target = await activeDualHedge(request);
  await requestCancellation(target.path, target.dualHedgeId, "Expiry in e2e");
  await readyToConfirm(admin, target.path);

  // The expiry moves into the past while the approver's page stays open (the server is down for the write).
  await server!.stop();
  const moved = runSqlOnStoppedServer({
    dataDir,
    sql: `update approval_requests set expires_at = now() - interval '1 minute' where status = 'pending' and dual_hedge_id = '${target.dualHedgeId}'`,
  });
  expect(moved).toBe(1);
  server = await startOwnServer({ port, dataDir });
  const before = await cancelPosts(request);

  await panelOf(admin).getByRole("button", { name: "Confirm approval" }).click();
  await expect(
    admin
      .getByRole("status")
      .filter({ hasText: "Cancel a dual hedge" })
      .filter({ hasText: "expired without a decision" }),
  ).toBeVisible();
  await expect(panelOf(admin)).toHaveCount(0);
  expect(await cancelPosts(request)).toBe(before);
  expect((await getDualHedge(request, target.customerId, target.dualHedgeId)).hedges.map((l) => l.status)).toEqual([
    "Active",
    "Active",
  ]);

  // Nothing waits any more: the operator may ask again.
  await operator.goto(target.path);
  await expect(panelOf(operator)).toHaveCount(0);
  await expect(operator.getByRole("button", { name: "Request cancellation" })).toBeVisible();

  await admin.goto("/approvals");
  await expect(admin.getByRole("row").filter({ hasText: shortId(target.dualHedgeId) })).toHaveCount(0);
  await admin.goto("/approvals?view=expired");
  await expect(admin.getByRole("row").filter({ hasText: shortId(target.dualHedgeId) })).toContainText("Expired");
  await expectNoSeriousA11yViolations(admin, testInfo, "approvals-expired");
  await admin.goto("/audit");
  await expect(admin.getByRole("cell", { name: "Approval request expired" }).first()).toBeVisible();
});

test("two approvers approve the same drawdown at once: one accept reaches the service, the leg is drawn once", async ({
  request,
}) => {
  test.setTimeout(120_000);
  await admin.goto("/staff");
  await admin.waitForLoadState("networkidle");
  const section = admin.getByRole("region", { name: "Four eyes on money" });
  const group = section.getByRole("group", { name: "Accept a drawdown" });
  await group.getByRole("combobox", { name: "Accept a drawdown" }).selectOption({ label: "Always needs approval" });
  await section.getByRole("button", { name: "Save approval policy" }).click();
  await expect(section.getByText(/Accept a drawdown: Always needs a second person's approval\./)).toBeVisible();

  const ref = await takeLeg(request, { minRemaining: 1000 });
  const drawdownPath = `${legUrl(ref)}/drawdown`;
  await operator.goto(drawdownPath);
  await operator.getByLabel(/^Amount in [A-Z]{3}$/).fill("40");
  await operator.getByRole("button", { name: "Get drawdown quote" }).click();
  await expect(operator.getByRole("heading", { name: /^Drawdown quote for / })).toBeFocused();
  await operator.getByRole("button", { name: "Request approval" }).click();
  await expect(operator.getByRole("region", { name: "Drawdown waiting for approval" })).toBeVisible();

  // Each approver fetches a fresh quote; the later one (the second operator's) is the one bound to the request.
  const approvers = [
    { page: admin, email: demoEmail("admin") },
    { page: operator2, email: secondOperator },
  ];
  for (const { page } of approvers) {
    await page.goto(drawdownPath);
    await page.waitForLoadState("networkidle");
    const panel = page.getByRole("region", { name: "Drawdown waiting for approval" });
    await panel.getByRole("button", { name: "Get a fresh quote" }).click();
    await expect(page.getByRole("heading", { name: "Fresh drawdown quote" })).toBeFocused();
  }
  const before = await sandboxPosts(request, "/drawdown/accept");
  await Promise.all(
    approvers.map(({ page }) => page.getByRole("button", { name: "Approve and accept drawdown" }).click()),
  );

  await expect(
    operator2.getByRole("status").filter({ hasText: `approved by ${secondOperator} and done` }),
  ).toContainText("Drawdown accepted by the hedging service.");
  // The admin's quote was replaced by the later one: refused, whether before or after the other approval landed.
  await expect(
    admin.getByText(
      new RegExp(
        `${secondOperator} already approved this request at|That quote was not the one fetched for this request`,
      ),
    ),
  ).toBeVisible();
  expect(await sandboxPosts(request, "/drawdown/accept")).toBe(before + 1);
  await expect
    .poll(async () => fixedRemaining(await currentLeg(request, ref)))
    .toBeCloseTo(fixedRemaining(ref.leg) - 40, 2);
});
