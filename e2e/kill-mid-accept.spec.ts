import { request as newRequest, type APIRequestContext } from "@playwright/test";
import { baseURL as mainBaseURL } from "../playwright.config";
import { demoEmail, DEMO_PASSWORD, expect, signIn, test } from "./fixtures";
import { mainSandboxUpstream, ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { createStaffWithCli, makeTwoFactorOptionalWithCli } from "./support/user-create";
import { clearFaults, setFaults } from "./support/sandbox-faults";
import { bothLegsActive, getDualHedge } from "./support/sandbox";
import { currentLeg, dualHedgeUrl, legUrl, takeLeg, type LegRef } from "./support/sandbox-legs";

/**
 * A production server killed (SIGKILL) after the hedging service has taken an accept and before
 * the server has answered, then started again on the same database: the audit trail still shows
 * the attempt, and its outcome is reconciled with the service (early settlement) or marked
 * unknown where the interface cannot tell (drawdown). And a cancel the service carried out but answered
 * only after Hedge Desk's timeout: `unknown` on the trail, then settled by the reconciliation at the next start.
 * The upstream is the main e2e server's sandbox, a separate process that stays up; its fault plan holds answers back.
 */
const port = ownPort(2);
const dataDir = ownDataDir("kill-mid-accept", { fresh: true });
// A timeout longer than the test needs, so the accepts are still waiting for their answers when the server dies.
const upstreamEnv = mainSandboxUpstream(mainBaseURL, { HEDGING_API_TIMEOUT_MS: "90000" });
const shortTimeoutEnv = mainSandboxUpstream(mainBaseURL, { HEDGING_API_TIMEOUT_MS: "3000" });
let server: OwnServer | undefined;
let sandbox: APIRequestContext;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  sandbox = await newRequest.newContext({ baseURL: mainBaseURL });
  // With a real upstream there are no demo accounts: create the operator as an admin would.
  createStaffWithCli({ dataDir, email: demoEmail("operator"), role: "operator", password: DEMO_PASSWORD });
  // Two-factor is required by default with a real service; this operator signs in with the password alone.
  makeTwoFactorOptionalWithCli({ dataDir });
});
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});
test.afterAll(async () => {
  await clearFaults(sandbox);
  await sandbox.dispose();
});

const acceptPath = (ref: LegRef, kind: "drawdown" | "early-settlement") =>
  `/customers/${ref.customerId}/hedges/${ref.hedgeId}/${kind}/accept`;

test("SIGKILL between the service taking two accepts and the answers: after a restart both attempts are on the trail, one reconciled, one unknown", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  server = await startOwnServer({ port, dataDir, env: upstreamEnv });
  const settling = await takeLeg(sandbox);
  const drawing = await takeLeg(sandbox);

  await signIn(page, demoEmail("operator"));
  await page.goto(`${legUrl(settling)}/early-settlement`);
  await page.getByRole("button", { name: "Get early settlement quote" }).click();
  await expect(page.getByRole("heading", { name: "Early settlement quote" })).toBeFocused();

  const second = await context.newPage();
  await second.goto(`${legUrl(drawing)}/drawdown`);
  await second.getByLabel(/^Amount in [A-Z]{3}$/).fill("100");
  await second.getByRole("button", { name: "Get drawdown quote" }).click();
  await expect(second.getByRole("heading", { name: /^Drawdown quote for / })).toBeFocused();

  // The service runs both accepts, then holds their answers for a minute.
  await setFaults(sandbox, [
    { method: "POST", path: acceptPath(settling, "early-settlement"), delayResponseMs: 60_000 },
    { method: "POST", path: acceptPath(drawing, "drawdown"), delayResponseMs: 60_000 },
  ]);
  await page.getByRole("button", { name: "Accept early settlement" }).click();
  await second.getByRole("button", { name: "Accept drawdown" }).click();
  await expect.poll(async () => (await currentLeg(sandbox, settling)).status, { timeout: 20_000 }).toBe("Completed");
  await expect
    .poll(async () => (await currentLeg(sandbox, drawing))[drawing.leg.fixedSide], { timeout: 20_000 })
    .toBeLessThan(drawing.leg[drawing.leg.fixedSide]);

  await server.kill();
  expect(() => process.kill(server!.pid, 0), "the server process is gone").toThrow();
  // Neither tab was told anything it could mistake for a result.
  await expect(page.getByRole("status").filter({ hasText: "Early settlement accepted." })).toHaveCount(0);
  await clearFaults(sandbox);

  server = await startOwnServer({ port, dataDir, env: upstreamEnv });
  const rowOf = (ref: LegRef) => page.getByRole("table").getByRole("row").filter({ hasText: ref.hedgeId });
  // The start-up reconciliation runs in the background: give it a few passes.
  await expect(async () => {
    await page.goto("/audit");
    await expect(rowOf(settling).filter({ hasText: "acceptEarlySettlement" })).toContainText("succeeded", {
      timeout: 1_000,
    });
    await expect(rowOf(drawing).filter({ hasText: "acceptDrawdown" })).toContainText("unknown", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  const settled = rowOf(settling).filter({ hasText: "acceptEarlySettlement" });
  await expect(settled).toContainText("reconciled");
  await expect(settled).toContainText(/the leg was Completed at .*, so the early settlement took effect/);
  await expect(settled).toContainText("operator@hedge-desk.test");
  const drawn = rowOf(drawing).filter({ hasText: "acceptDrawdown" });
  await expect(drawn).toContainText("No outcome was recorded");
  await expect(drawn).toContainText("compare its remaining amount with the quote");
  // Each attempt is one row (attempt and outcome merged), never two, never none.
  await expect(rowOf(settling).filter({ hasText: "acceptEarlySettlement" })).toHaveCount(1);
  await expect(drawn).toHaveCount(1);
});

/** An untouched dual hedge whose two legs are Active (only those can be cancelled). */
async function cancellableDualHedge(): Promise<{ customerId: string; dualHedgeId: string }> {
  for (let tries = 0; tries < 20; tries++) {
    const { customerId, dualHedgeId } = await takeLeg(sandbox);
    if (bothLegsActive(await getDualHedge(sandbox, customerId, dualHedgeId))) return { customerId, dualHedgeId };
  }
  throw new Error("no untouched dual hedge with both legs Active");
}

const legStatuses = async (ref: { customerId: string; dualHedgeId: string }) =>
  (await getDualHedge(sandbox, ref.customerId, ref.dualHedgeId)).hedges.map((leg) => leg.status);

test("a cancel answered after the timeout is unknown on the trail, then settled as succeeded by the reconciliation at the next start", async ({
  page,
}) => {
  test.setTimeout(150_000);
  server = await startOwnServer({ port, dataDir, env: shortTimeoutEnv });
  const ref = await cancellableDualHedge();
  await signIn(page, demoEmail("operator"));
  await page.goto(dualHedgeUrl(ref));

  await setFaults(sandbox, [
    {
      method: "POST",
      path: `/customers/${ref.customerId}/dual-hedges/${ref.dualHedgeId}/cancel`,
      delayResponseMs: 15_000,
    },
  ]);
  await page.getByRole("button", { name: "Cancel dual hedge" }).click();
  const dialog = page.getByRole("dialog", { name: /^Cancel dual hedge/ });
  await dialog.getByLabel("Reason").fill("Customer asked by phone");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => legStatuses(ref), { timeout: 20_000 }).toEqual(["Cancelled", "Cancelled"]);

  const row = page.getByRole("table").getByRole("row").filter({ hasText: ref.dualHedgeId });
  await page.goto("/audit?action=cancelDualHedge");
  await expect(row).toContainText("unknown");
  await expect(row).not.toContainText("succeeded");

  await clearFaults(sandbox);
  await server.stop();
  server = await startOwnServer({ port, dataDir, env: shortTimeoutEnv });
  // The start-up reconciliation runs in the background: give it a few passes.
  await expect(async () => {
    await page.goto("/audit?action=cancelDualHedge");
    await expect(row).toContainText("succeeded", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText("reconciled");
  await expect(row).toContainText("the dual hedge is Cancelled.");
  await expect(row).toContainText("Before reconciliation: unknown");
  await expect(row).toHaveCount(1);
});
