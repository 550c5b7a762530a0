import { shortId } from "@/lib/format/format";
import { expect, test } from "./fixtures";
import { clearFaults, sandboxRequestsSince, setFaults } from "./support/sandbox-faults";
import { bothLegsActive, getDualHedge, listCustomers } from "./support/sandbox";
import { dualHedgeUrl, takeLeg } from "./support/sandbox-legs";

/**
 * The e2e server's sandbox with faults switched on at runtime (lib/sandbox/fault-plan.ts): the
 * pages say what failed and offer a retry that works once the service is back; a read is retried
 * as designed (three tries, counted at the sandbox); a POST is sent once and its failure is on the
 * audit trail.
 */
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test.describe("as an operator", () => {
  test.use({ role: "operator" });

  test("a list the service fails to give: a clear error in the page after three tries, and Try again works once it is back", async ({
    page,
    request,
  }) => {
    const customer = (await listCustomers(request)).items.find((c) => c.status === "Approved")!;
    const listPath = `/customers/${customer.id}/dual-hedges`;
    await setFaults(request, [{ method: "GET", path: listPath, fail: 3 }]);
    const since = Date.now();

    await page.goto(listPath);
    await expect(page.getByRole("heading", { level: 1, name: "Dual hedges" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible(); // never a blank page
    const failure = page.getByRole("alert").filter({ hasText: "The dual hedges could not be loaded" });
    await expect(failure).toContainText("Service temporarily unavailable");
    await expect(failure).toContainText("It may be busy or down for a moment. Try again.");
    await expect(failure).toContainText(/Reference: [0-9a-f-]{36}/);
    const reads = (await sandboxRequestsSince(request, since)).filter(
      (entry) => entry.method === "GET" && entry.path === `/sandbox/v1${listPath}`,
    );
    expect(reads, "one read and its two retries").toHaveLength(3);

    // The plan is spent: the service answers again.
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(failure).toBeHidden();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  });

  test("a cancel the service fails is sent once, said plainly, audited as unknown (a 503 may have taken effect), and can be sent again once the service is back", async ({
    page,
    request,
  }) => {
    let ref = await takeLeg(request);
    while (!bothLegsActive(await getDualHedge(request, ref.customerId, ref.dualHedgeId))) ref = await takeLeg(request);
    await setFaults(request, [{ method: "POST", pathEndsWith: "/cancel", fail: 1 }]);

    await page.goto(dualHedgeUrl(ref));
    await page.getByRole("button", { name: "Cancel dual hedge" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel dual hedge ${shortId(ref.dualHedgeId)}` });
    await dialog.getByLabel("Reason").fill("Fault injection (e2e)");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const since = Date.now();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Service temporarily unavailable");

    const posts = (await sandboxRequestsSince(request, since)).filter((entry) => entry.method === "POST");
    expect(
      posts.map((entry) => entry.path),
      "exactly one upstream POST",
    ).toEqual([`/sandbox/v1${dualHedgeUrl(ref)}/cancel`]);
    expect((await getDualHedge(request, ref.customerId, ref.dualHedgeId)).hedges.map((leg) => leg.status)).toEqual([
      "Active",
      "Active",
    ]);

    await page.goto(`/audit?action=cancelDualHedge&customer=${ref.customerId}`);
    const row = page.getByRole("table").getByRole("row").filter({ hasText: ref.dualHedgeId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("unknown");
    await expect(row.getByRole("cell").nth(2)).toHaveText("Cancel dual hedgecancelDualHedge"); // the label, and the name as written
    await expect(row).toContainText("503 · unavailable");
    await expect(row).toContainText("Service temporarily unavailable - Injected failure (fault plan)");

    // Back on the page, the same cancel goes through now that the service answers.
    await page.goto(dualHedgeUrl(ref));
    await page.getByRole("button", { name: "Cancel dual hedge" }).click();
    await dialog.getByLabel("Reason").fill("Fault injection (e2e), again");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is cancelled" })).toContainText(
      `Dual hedge ${shortId(ref.dualHedgeId)} is cancelled.`,
    );
    expect((await getDualHedge(request, ref.customerId, ref.dualHedgeId)).hedges.map((leg) => leg.status)).toEqual([
      "Cancelled",
      "Cancelled",
    ]);
  });
});
