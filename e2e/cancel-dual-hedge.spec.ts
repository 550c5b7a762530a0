import type { APIRequestContext } from "@playwright/test";
import { shortId } from "@/lib/format/format";
import { labelDualHedgeLegs } from "../lib/domain/leg-roles";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot } from "./support/page-checks";
import {
  bothLegsActive,
  getDualHedge,
  listCustomers,
  listDualHedges,
  type SandboxCustomer,
  type SandboxDualHedge,
} from "./support/sandbox";

/** A dual hedge with both legs Active, from the last Approved customers first (the list tests read the busiest one). */
async function activeDualHedge(
  request: APIRequestContext,
  skip = 0,
): Promise<{ customer: SandboxCustomer; dual: SandboxDualHedge; path: string }> {
  const customers = (await listCustomers(request)).items.filter((c) => c.status === "Approved").reverse();
  let seen = 0;
  for (const customer of customers) {
    for (const dual of (await listDualHedges(request, customer.id)).items.filter(bothLegsActive)) {
      if (seen++ === skip) return { customer, dual, path: `/customers/${customer.id}/dual-hedges/${dual.id}` };
    }
  }
  throw new Error("not enough Active dual hedges in the sandbox");
}

async function expectLegsStatus(request: APIRequestContext, customerId: string, dualHedgeId: string, status: string) {
  const now = await getDualHedge(request, customerId, dualHedgeId);
  expect(now.hedges.map((leg) => leg.status)).toEqual(now.hedges.map(() => status));
}

const isAction = (method: string, headers: Record<string, string>) =>
  method === "POST" && Boolean(headers["next-action"]);

test.describe("cancelling a dual hedge as an operator", () => {
  test.use({ role: "operator" });

  test("validates, confirms, cancels both legs with one call; a second cancel shows the service's refusal", async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(60_000); // two tabs, three accessibility scans and screenshots: ~20 s on a quiet machine
    const { customer, dual, path } = await activeDualHedge(request);
    const legs = labelDualHedgeLegs(dual);
    const staleTab = await context.newPage();
    await staleTab.goto(path); // opened before the cancel: it still offers it

    await page.goto(path);
    const [first] = legs;
    await expect(page.getByRole("link", { name: `Draw down the ${first!.label.toLowerCase()}` })).toHaveAttribute(
      "href",
      `${path}/hedges/${first!.leg.id}/drawdown`,
    );
    await expect(
      page.getByRole("link", { name: `Early settlement of the ${first!.label.toLowerCase()}` }),
    ).toHaveAttribute("href", `${path}/hedges/${first!.leg.id}/early-settlement`);
    await expectNoSeriousA11yViolations(page, testInfo, "dual-hedge-operator");
    await screenshot(page, testInfo, "dual-hedge-operator");

    await page.getByRole("button", { name: "Cancel dual hedge" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel dual hedge ${shortId(dual.id)}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Customer IP")).toHaveValue("127.0.0.1"); // this browser's address, from the server

    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Give a reason for cancelling.")).toBeVisible();
    await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Reason").fill("x".repeat(501));
    await expect(dialog.getByText("501 / 500 characters")).toBeVisible();
    await dialog.getByLabel("Customer IP").fill("999.1.1.1");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Keep the reason to 500 characters or fewer.")).toBeVisible();
    await expect(dialog.getByText(/^Enter an IPv4 address/)).toBeVisible();
    await expect(dialog.getByLabel("Customer IP")).toHaveAttribute("aria-invalid", "true");
    await screenshot(page, testInfo, "cancel-dialog-errors");

    await dialog.getByLabel("Reason").fill("Customer asked to unwind the position (e2e)");
    await dialog.getByLabel("Customer IP").fill("203.0.113.7");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog).toContainText(`Confirm: cancel dual hedge ${shortId(dual.id)} and both of its legs?`);
    for (const { leg, label } of legs) await expect(dialog).toContainText(`${label} ${shortId(leg.id)}`);
    await expect(dialog).toContainText("203.0.113.7");
    await expectNoSeriousA11yViolations(page, testInfo, "cancel-dialog");
    await screenshot(page, testInfo, "cancel-dialog-confirm");

    const actionCalls: string[] = [];
    page.on("request", (r) => {
      if (isAction(r.method(), r.headers())) actionCalls.push(r.url());
    });
    // What the second click of a double click on Continue does when Confirm has taken its place: nothing.
    await dialog.getByRole("button", { name: "Confirm cancellation" }).dispatchEvent("click", { detail: 2 });
    await page.waitForTimeout(500);
    expect(actionCalls, "a click that is the second of a double click does not confirm").toHaveLength(0);
    await dialog.getByRole("button", { name: "Confirm cancellation" }).dblclick();

    const done = page.getByRole("status").filter({ hasText: "is cancelled" });
    await expect(done).toContainText(`Dual hedge ${shortId(dual.id)} is cancelled.`);
    for (const { leg, label } of legs) await expect(done).toContainText(`${label} ${leg.id}`);
    await expect(dialog).toBeHidden();
    for (const { label } of legs) {
      await expect(
        page.getByRole("article", { name: new RegExp(`^${label}`) }).getByRole("heading", { level: 2 }),
      ).toContainText("Cancelled");
    }
    await expect(page.getByRole("button", { name: "Cancel dual hedge" })).toHaveCount(0);
    expect(actionCalls).toHaveLength(1); // a double click sends one cancel
    await expectLegsStatus(request, customer.id, dual.id, "Cancelled");
    await screenshot(page, testInfo, "cancel-done");

    // The other tab still shows it Active; its cancel reaches the service, which refuses it.
    await staleTab.getByRole("button", { name: "Cancel dual hedge" }).click();
    const staleDialog = staleTab.getByRole("dialog");
    await staleDialog.getByLabel("Reason").fill("Second attempt (e2e)");
    await staleDialog.getByRole("button", { name: "Continue" }).click();
    await staleDialog.getByRole("button", { name: "Confirm cancellation" }).click();
    const refusal = staleDialog.getByRole("alert");
    await expect(refusal).toContainText("Can't perform this action");
    await expect(refusal).toContainText("Supplied object is in Cancelled state");
    await expect(refusal.locator("strong")).toHaveText("Cancelled");
    await expect(staleTab.getByRole("article").first().getByRole("heading", { level: 2 })).toContainText("Cancelled");
    await screenshot(staleTab, testInfo, "cancel-refused");

    await page.goto("/audit?action=cancelDualHedge");
    const rows = page.getByRole("table").getByRole("row").filter({ hasText: dual.id });
    await expect(rows.filter({ hasText: "succeeded" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "failed" })).toHaveCount(1);
  });

  test("the dialog works from the keyboard: focus stays inside, Esc closes it, focus returns", async ({
    page,
    request,
  }) => {
    const { path } = await activeDualHedge(request);
    await page.goto(path);
    const trigger = page.getByRole("button", { name: "Cancel dual hedge" });
    // The button stays disabled until React has hydrated it; a disabled button cannot take focus.
    await expect(trigger).toBeEnabled();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Reason")).toBeFocused();
    await page.keyboard.type("typed from the keyboard");
    await expect(dialog.getByText("23 / 500 characters")).toBeVisible();
    // Continue, then Back: focus lands on the reason again, not on the page's top.
    await dialog.getByRole("button", { name: "Continue" }).press("Enter");
    await expect(dialog.getByRole("button", { name: "Confirm cancellation" })).toBeVisible();
    await dialog.getByRole("button", { name: "Back" }).press("Enter");
    await expect(dialog.getByLabel("Reason")).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      // The page behind is inert: focus is in the dialog (or, past its last control, in the browser's own UI).
      expect(
        await page.evaluate(
          () => document.activeElement === document.body || !!document.activeElement?.closest("dialog"),
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("a viewer and the cancel action", () => {
  test.describe.configure({ mode: "serial" });
  let captured:
    | { path: string; action: string; contentType: string; body: string; customerId: string; dualHedgeId: string }
    | undefined;

  test.describe("", () => {
    test.use({ role: "operator" });
    test("(an operator's cancel request is captured, not sent)", async ({ page, request }) => {
      const { customer, dual, path } = await activeDualHedge(request);
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const sent = route.request();
          if (!isAction(sent.method(), sent.headers())) return route.continue();
          const headers = sent.headers();
          captured = {
            path,
            action: headers["next-action"]!,
            contentType: headers["content-type"]!,
            body: sent.postData()!,
            customerId: customer.id,
            dualHedgeId: dual.id,
          };
          await route.abort();
        },
      );
      await page.goto(path);
      await page.getByRole("button", { name: "Cancel dual hedge" }).click();
      await page.getByRole("dialog").getByLabel("Reason").fill("Replayed by a viewer (e2e)");
      await page.getByRole("dialog").getByRole("button", { name: "Continue" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Confirm cancellation" }).click();
      await expect.poll(() => captured).toBeDefined();
    });
  });

  test.describe("", () => {
    test.use({ role: "viewer" });
    test("sees no cancel button, and posting the action directly is refused", async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const call = captured!;
      await page.goto(call.path);
      await expect(
        page.getByRole("heading", { level: 1, name: `Dual hedge ${shortId(call.dualHedgeId)}` }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Cancel dual hedge" })).toHaveCount(0);
      await screenshot(page, testInfo, "dual-hedge-viewer");

      const response = await page.request.post(call.path, {
        headers: {
          "next-action": call.action,
          "content-type": call.contentType,
          accept: "text/x-component",
          origin: baseURL!,
        },
        data: call.body,
      });
      const text = await response.text();
      expect(text).toContain('"kind":"forbidden"');
      expect(text).not.toContain("hedgeIds");
      await expectLegsStatus(request, call.customerId, call.dualHedgeId, "Active");
    });
  });
});
