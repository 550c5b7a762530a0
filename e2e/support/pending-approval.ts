import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { shortId } from "@/lib/format/format";
import { demoEmail, expect, signIn, type Role } from "../fixtures";
import { bothLegsActive, listCustomers, listDualHedges } from "./sandbox";

/** A signed-in page of its own on the server at `baseURL`. */
export async function pageAs(browser: Browser, baseURL: string, role: Role): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/London", locale: "en-GB" });
  const page = await context.newPage();
  await signIn(page, demoEmail(role));
  return page;
}

/** A pending request for a second approval: the cancel policy on, an operator asks to cancel an Active dual hedge. */
export async function pendingApproval(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  reason: string,
): Promise<void> {
  const admin = await pageAs(browser, baseURL, "admin");
  await admin.goto("/staff");
  await admin.waitForLoadState("networkidle");
  const section = admin.getByRole("region", { name: "Four eyes on money" });
  await section.getByLabel("Cancel a dual hedge").selectOption({ label: "Always needs approval" });
  await section.getByRole("button", { name: "Save approval policy" }).click();
  await expect(
    section.getByText("Saved, from now on: Cancel a dual hedge: Always needs a second person's approval."),
  ).toBeVisible();

  const customer = (await listCustomers(request)).items.find((c) => c.status === "Approved")!;
  const dual = (await listDualHedges(request, customer.id)).items.find(bothLegsActive)!;
  const operator = await pageAs(browser, baseURL, "operator");
  await operator.goto(`/customers/${customer.id}/dual-hedges/${dual.id}`);
  await operator.getByRole("button", { name: "Request cancellation" }).click();
  const dialog = operator.getByRole("dialog", { name: `Request cancellation of dual hedge ${shortId(dual.id)}` });
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Confirm request" }).click();
  await expect(operator.getByRole("region", { name: "Cancellation waiting for approval" })).toBeVisible();
  await admin.context().close();
  await operator.context().close();
}

/** The audit trail's row count as db:backup and db:restore print it. */
export const trailRows = (output: string) => Number(/audit trail: (\d+) rows/.exec(output)?.[1]);
