import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { postAction, serverActions } from "../server-actions";
import { currentLeg, fixedRemaining, legUrl, takeLeg, type LegRef } from "../support/sandbox-legs";
import {
  actionAnswerWith,
  answeredBy,
  instanceAddresses,
  sandboxAcceptsPerInstance,
  steerAwayFrom,
} from "./support/instances";

/**
 * Two instances on one Postgres behind nginx (scripts/test-cluster.mjs): a proposal quoted on one
 * instance is accepted on the other, and the double-accept guard holds across them.
 */

test.use({ role: "operator" });

const cents = (amount: number) => Math.round(amount * 100);
const DRAWN = "100";
const ALREADY_ACCEPTED =
  "An accept of this quote was already sent, and a quote is never accepted twice. If that accept was not confirmed, check the hedge before getting a new quote.";

/** Quotes DRAWN on the leg through the drawdown page; returns the proposal and who answered. */
async function quoteInBrowser(page: Page, ref: LegRef): Promise<{ proposalId: string; quotedBy: string }> {
  await page.goto(`${legUrl(ref)}/drawdown`);
  await expect(page.getByLabel("Customer IP address (IPv4)")).toHaveValue("127.0.0.1"); // the browser's, through nginx
  await page.getByLabel(/^Amount in [A-Z]{3}$/).fill(DRAWN);
  const [answer] = await Promise.all([
    page.waitForResponse(actionAnswerWith("amount")),
    page.getByRole("button", { name: "Get drawdown quote" }).click(),
  ]);
  await expect(page.getByRole("heading", { name: /^Drawdown quote for / })).toBeVisible();
  const proposalId = await page.getByTestId("proposal-id").getAttribute("title");
  expect(proposalId).toMatch(/^[0-9a-f-]{36}$/);
  return { proposalId: proposalId!, quotedBy: answeredBy(answer) };
}

test("a drawdown quoted on one instance is accepted on the other", async ({ page, request }) => {
  expect(instanceAddresses).toHaveLength(2);
  let seen: { quotedBy: string; acceptedBy: string } | undefined;
  // Usually the first try; a prefetch slipping between the probe and the accept costs another leg.
  for (let attempt = 1; attempt <= 3 && !seen; attempt++) {
    const ref = await takeLeg(request);
    const before = cents(fixedRemaining(ref.leg));
    const { quotedBy } = await quoteInBrowser(page, ref);
    await steerAwayFrom(page.request, quotedBy);
    const [answer] = await Promise.all([
      page.waitForResponse(actionAnswerWith("drawdownProposalId")),
      page.getByRole("button", { name: "Accept drawdown" }).click(),
    ]);
    await page.waitForURL(/\/drawdowns\/[0-9a-f-]{36}\?accepted=1$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Drawdown [0-9a-f]{8}$/ })).toBeVisible();
    expect(cents(fixedRemaining(await currentLeg(request, ref)))).toBe(before - cents(Number(DRAWN)));
    const acceptedBy = answeredBy(answer);
    if (acceptedBy !== quotedBy) seen = { quotedBy, acceptedBy };
  }
  expect(seen, "a quote and its accept answered by different instances").toBeDefined();
  expect(instanceAddresses).toContain(seen!.quotedBy);
  expect(instanceAddresses).toContain(seen!.acceptedBy);
});

test("one proposal accepted at the same moment on both instances: one accept, one clear refusal", async ({
  page,
  request,
  baseURL,
}) => {
  const accept = serverActions().find((action) => action.name === "acceptDrawdownAction");
  expect(accept).toBeDefined();
  let answeredByBoth = false;
  for (let attempt = 1; attempt <= 3 && !answeredByBoth; attempt++) {
    const ref = await takeLeg(request);
    const before = cents(fixedRemaining(ref.leg));
    const { proposalId } = await quoteInBrowser(page, ref);
    // Sent as the page sends it, twice at once; nginx hands consecutive requests to alternate instances.
    const call = { ...accept!, pagePath: `${legUrl(ref)}/drawdown` };
    const input = {
      customerId: ref.customerId,
      dualHedgeId: ref.dualHedgeId,
      hedgeId: ref.hedgeId,
      drawdownProposalId: proposalId,
      customerIp: "203.0.113.7",
    };
    const answers = await Promise.all([0, 1].map(() => postAction(page.request, call, [input], { origin: baseURL })));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));

    const refused = bodies.filter((body) => body.includes(ALREADY_ACCEPTED));
    const accepted = bodies.filter((body) => body.includes('"drawdown":{') && !body.includes('"serverError"'));
    expect(refused, bodies.join("\n---\n")).toHaveLength(1);
    expect(accepted, bodies.join("\n---\n")).toHaveLength(1);
    const perInstance = await sandboxAcceptsPerInstance(request, ref.hedgeId);
    expect(
      perInstance.reduce((sum, count) => sum + count, 0),
      `accepts the sandboxes received: ${perInstance}`,
    ).toBe(1);
    expect(cents(fixedRemaining(await currentLeg(request, ref)))).toBe(before - cents(Number(DRAWN)));
    answeredByBoth = new Set(answers.map(answeredBy)).size === 2;
  }
  expect(answeredByBoth, "the two accepts answered by different instances").toBe(true);
});
