import { request as newRequest, type APIRequestContext } from "@playwright/test";
import { baseURL as mainBaseURL } from "../playwright.config";
import { demoEmail, DEMO_PASSWORD, expect, signIn, test } from "./fixtures";
import canaries from "./canaries.json" with { type: "json" };
import { ownDataDir, ownPort, startOwnServer, type OwnServer } from "./support/own-server";
import { bothLegsActive, getDualHedge } from "./support/sandbox";
import { clearFaults, setFaults } from "./support/sandbox-faults";
import { dualHedgeUrl, takeLeg } from "./support/sandbox-legs";
import { createStaffWithCli } from "./support/user-create";

/**
 * A cancel the service carried out but answered only after Hedge Desk's timeout is recorded `unknown`. At the next
 * start, reconciliation asks the service, finds the dual hedge Cancelled, and records that verdict beside the unknown.
 * The upstream is the main e2e server's sandbox (a separate process that stays up); its fault plan holds the answer back.
 */
const port = ownPort(21);
const dataDir = ownDataDir("reconcile-unknown", { fresh: true });
const upstreamEnv = {
  HEDGING_API_BASE_URL: `${mainBaseURL}/sandbox/v1`,
  HEDGING_API_CLIENT_ID: "sandbox-partner",
  HEDGING_API_CLIENT_SECRET: canaries.SANDBOX_CLIENT_SECRET,
  HEDGING_API_TIMEOUT_MS: "3000",
};
let server: OwnServer | undefined;
let sandbox: APIRequestContext;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  sandbox = await newRequest.newContext({ baseURL: mainBaseURL });
  createStaffWithCli({ dataDir, email: demoEmail("operator"), role: "operator", password: DEMO_PASSWORD });
});
test.afterAll(async () => {
  await server?.stop();
  await clearFaults(sandbox);
  await sandbox.dispose();
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

test("a cancel answered after the timeout is unknown on the trail, then settled as succeeded by the reconciliation at the next start", async ({ page }) => {
  test.setTimeout(150_000);
  server = await startOwnServer({ port, dataDir, env: upstreamEnv });
  const ref = await cancellableDualHedge();
  await signIn(page, demoEmail("operator"));
  await page.goto(dualHedgeUrl(ref));

  await setFaults(sandbox, [{ method: "POST", path: `/customers/${ref.customerId}/dual-hedges/${ref.dualHedgeId}/cancel`, delayResponseMs: 15_000 }]);
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
  server = await startOwnServer({ port, dataDir, env: upstreamEnv });
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
