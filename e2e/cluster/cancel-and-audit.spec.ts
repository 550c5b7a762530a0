import { shortId } from "@/lib/format/format";
import { expect, test } from "../fixtures";
import { postAction, serverActions } from "../server-actions";
import { bothLegsActive, getDualHedge, listCustomers, listDualHedges } from "../support/sandbox";
import { takeLeg, legUrl } from "../support/sandbox-legs";
import { actionAnswerWith, answeredBy, instanceAddresses, steerAwayFrom } from "./support/instances";

test.use({ role: "operator" });

test("a dual hedge is cancelled through nginx, and both instances then show it cancelled", async ({
  page,
  request,
}) => {
  // The last Approved customers' newest dual hedges: the drawdown specs take the first customers' oldest.
  const customers = (await listCustomers(request)).items.filter((customer) => customer.status === "Approved").reverse();
  const dual = (await listDualHedges(request, customers[0]!.id)).items.find(bothLegsActive);
  expect(dual).toBeDefined();
  const path = `/customers/${dual!.customerId}/dual-hedges/${dual!.id}`;

  await page.goto(path);
  await page.getByRole("button", { name: "Cancel dual hedge" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel dual hedge ${shortId(dual!.id)}` });
  await expect(dialog.getByLabel("Customer IP")).toHaveValue("127.0.0.1"); // the browser's address, through nginx
  await dialog.getByLabel("Reason").fill("Customer asked to unwind the position (cluster test)");
  await dialog.getByRole("button", { name: "Continue" }).click();
  const [answer] = await Promise.all([
    page.waitForResponse(actionAnswerWith("reason")),
    dialog.getByRole("button", { name: "Confirm cancellation" }).click(),
  ]);
  await expect(page.getByRole("status").filter({ hasText: "is cancelled" })).toContainText(
    `Dual hedge ${shortId(dual!.id)} is cancelled.`,
  );
  expect(instanceAddresses).toContain(answeredBy(answer));
  expect((await getDualHedge(request, dual!.customerId, dual!.id)).hedges.map((leg) => leg.status)).toEqual([
    "Cancelled",
    "Cancelled",
  ]);

  // Each instance renders the page from the one database: both show it cancelled, neither offers a cancel.
  const renderedBy = new Set<string>();
  for (let load = 0; load < 6 && renderedBy.size < 2; load++) {
    const response = await page.goto(path);
    renderedBy.add(answeredBy(response!));
    await expect(page.getByRole("article").first().getByRole("heading", { level: 2 })).toContainText("Cancelled");
    await expect(page.getByRole("button", { name: "Cancel dual hedge" })).toHaveCount(0);
    await steerAwayFrom(page.request, answeredBy(response!));
  }
  expect([...renderedBy].sort()).toEqual([...instanceAddresses].sort());
});

test("the audit trail holds rows written by both instances, and each instance reads them all", async ({
  page,
  request,
  baseURL,
}) => {
  const quote = serverActions().find((action) => action.name === "quoteDrawdownAction");
  expect(quote).toBeDefined();
  const ref = await takeLeg(request);
  const call = { ...quote!, pagePath: `${legUrl(ref)}/drawdown` };
  const input = {
    customerId: ref.customerId,
    dualHedgeId: ref.dualHedgeId,
    hedgeId: ref.hedgeId,
    amount: "10",
    customerIp: "203.0.113.7",
  };

  // Quotes (audited mutations) until each instance has written at least one; the request id names the row.
  const writtenBy = new Map<string, string>();
  for (let sent = 0; sent < 6 && writtenBy.size < 2; sent++) {
    const answer = await postAction(page.request, call, [input], { origin: baseURL });
    const body = await answer.text();
    const requestId = /"requestId":"([0-9a-f-]{36})"/.exec(body)?.[1];
    expect(requestId, body).toBeDefined();
    writtenBy.set(answeredBy(answer), requestId!);
  }
  expect([...writtenBy.keys()].sort()).toEqual([...instanceAddresses].sort());

  const readBy = new Set<string>();
  for (let load = 0; load < 6 && readBy.size < 2; load++) {
    const response = await page.goto(`/audit?action=quoteDrawdown&customer=${ref.customerId}`);
    readBy.add(answeredBy(response!));
    for (const [writer, requestId] of writtenBy) {
      const row = page.getByRole("table").getByRole("row").filter({ hasText: requestId });
      await expect(row, `the row written by ${writer}, read by ${answeredBy(response!)}`).toHaveCount(1);
      await expect(row).toContainText("succeeded");
      await expect(row).toContainText(ref.hedgeId);
    }
    await steerAwayFrom(page.request, answeredBy(response!));
  }
  expect([...readBy].sort()).toEqual([...instanceAddresses].sort());
});
