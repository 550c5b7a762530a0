import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { shortId } from "../lib/domain/format";
import { demoEmail, DEMO_PASSWORD, expect, signIn, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support/page-checks";
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { runSqlOnStoppedServer } from "./support/pglite-sql";
import { bothLegsActive, getDualHedge } from "./support/sandbox";
import { sandboxAuth } from "./support/sandbox-auth";
import { dualHedgeUrl, takeLeg } from "./support/sandbox-legs";
import { createStaffWithCli } from "./support/user-create";

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

async function cancelPosts(request: APIRequestContext): Promise<number> {
  const log = (await (await request.get("/sandbox/requests", { headers: sandboxAuth })).json()) as {
    latest: { method: string; path: string }[];
  };
  return log.latest.filter((r) => r.method === "POST" && r.path.endsWith("/cancel")).length;
}

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
  await expect(section.getByText("Saved: the approval policy applies from now on.")).toBeVisible();
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

  // Exactly one loser, told in words who won.
  const refused = /(\S+@hedge-desk\.test) already approved this request at/;
  await expect
    .poll(async () => (await Promise.all(approvers.map(({ page }) => page.getByText(refused).count()))).join(","))
    .toMatch(/^(1,0|0,1)$/);
  const loserIndex = (await approvers[0]!.page.getByText(refused).count()) === 1 ? 0 : 1;
  const winner = approvers[1 - loserIndex]!;
  await expect(approvers[loserIndex]!.page.getByText(refused)).toContainText(`${winner.email} already approved`);

  await expect
    .poll(async () => (await getDualHedge(request, target.customerId, target.dualHedgeId)).hedges.map((l) => l.status))
    .toEqual(["Cancelled", "Cancelled"]);
  expect(await cancelPosts(request)).toBe(before + 1);
  // The loser's page still says so once it has refreshed to the request's new state.
  await expect(approvers[loserIndex]!.page.getByText(refused)).toBeVisible();

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
    admin.getByText(/This request expired at .+ without a decision\. Ask again if it is still needed\./),
  ).toBeVisible();
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
