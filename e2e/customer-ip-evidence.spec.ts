import { expect, test } from "./fixtures";
import { callsWith, recordActionCalls, replayAction } from "./support/action-calls";
import { clearFaults, sandboxRequestsSince, setFaults } from "./support/sandbox-faults";
import { legUrl, takeLeg } from "./support/sandbox-legs";
import { parseCsv } from "./support/csv";

/**
 * The customer IP is evidence: a drawdown the service refused (451) for one customer IP cannot be
 * accepted with another one; Hedge Desk refuses it before the service, asks for a new quote, and
 * the trail (page and CSV) shows both attempts and that staff typed each IP.
 */
// An admin: the one role that both moves money and may export the trail.
test.use({ role: "admin" });

test("after a 451, accepting the same quote with another customer IP is refused with 'get a new quote', and the trail shows both attempts", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const ref = await takeLeg(request);
  const acceptPath = `/customers/${ref.customerId}/hedges/${ref.hedgeId}/drawdown/accept`;
  const ipField = page.getByLabel("Customer IP address (IPv4)");
  const acceptButton = page.getByRole("button", { name: "Accept drawdown" });
  const startedAt = Date.now();
  const acceptsSent = async () =>
    (await sandboxRequestsSince(request, startedAt)).filter(
      (entry) => entry.method === "POST" && entry.path.endsWith(acceptPath),
    ).length;

  const calls = recordActionCalls(page);
  await page.goto(`${legUrl(ref)}/drawdown`);
  await page.getByLabel(/^Amount in [A-Z]{3}$/).fill("100");
  await ipField.fill("198.51.100.7");
  await page.getByRole("button", { name: "Get drawdown quote" }).click();
  await expect(page.getByRole("heading", { name: /^Drawdown quote for / })).toBeFocused();

  try {
    await setFaults(request, [{ method: "POST", path: acceptPath, fail: 1, failStatus: 451 }]);
    await acceptButton.click();
    // The service's refusal lands on the IP field, which staff may now change.
    await expect(ipField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The X-Customer-IP header is missing or is not an IPv4 address")).toBeVisible();
  } finally {
    await clearFaults(request);
  }
  const sentBefore = await acceptsSent();

  // Another IP in the form puts the quote aside: the page offers a new quote, not this one.
  await ipField.fill("198.51.100.8");
  await expect(acceptButton).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "The form changed after the quote" })).toBeVisible();
  // The same accept sent anyway, with the other IP (as a second tab could): refused by the action itself.
  const accept = callsWith(calls, "drawdownProposalId")[0]!;
  const answer = await replayAction(page, accept, (input) => ({ ...input, customerIp: "198.51.100.8" }));
  expect(answer).toContain(
    "The hedging service refused this quote for customer IP 198.51.100.7, so it cannot be accepted with a different customer IP. Get a new quote.",
  );
  expect(await acceptsSent(), "the second accept never reached the service").toBe(sentBefore);

  await page.goto(`/audit?action=acceptDrawdown&customer=${ref.customerId}`);
  const rows = page.getByRole("table").getByRole("row").filter({ hasText: ref.hedgeId });
  await expect(rows).toHaveCount(2);
  const failed = rows.filter({ hasText: "failed" });
  await expect(failed).toContainText("451");
  await expect(failed).toContainText("198.51.100.7");
  await expect(failed).toContainText("typed by staff");
  const refused = rows.filter({ hasText: "refused" });
  await expect(refused).toContainText("198.51.100.8");
  await expect(refused).toContainText("typed by staff");
  await expect(refused).toContainText("Get a new quote.");

  const exported = await page.request.get(`/audit/export?action=acceptDrawdown&customer=${ref.customerId}`);
  expect(exported.status()).toBe(200);
  const csv = await exported.text();
  const [header, ...records] = parseCsv(csv);
  const cells = (record: string[]) => Object.fromEntries(header!.map((column, i) => [column, record[i]]));
  const attempts = records.filter((record) => record.some((cell) => cell.includes(ref.hedgeId))).map(cells);
  const at = (ip: string, outcome: string) =>
    attempts.filter((r) => r.customer_ip === ip && r.customer_ip_source === "typed" && r.outcome === outcome);
  expect(at("198.51.100.7", "failed")).toHaveLength(1);
  expect(at("198.51.100.8", "refused")).toHaveLength(1);
});
