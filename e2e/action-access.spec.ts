import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { postAction, serverActions, type ServerAction } from "./server-actions";
import { sandboxAuth } from "./support/sandbox-auth";

// Reachable without a session by design: signing in, and signing out (harmless without a session).
const PUBLIC_ACTIONS = new Set(["signInAction", "verifyTwoFactorSignInAction", "signOutAction"]);
// Any signed-in staff member's own account: changing the password, setting up two-factor (/account), a test email or
// their digest to their own address (alert settings); a viewer may use them too.
const OWN_ACCOUNT_ACTIONS = new Set([
  "changeOwnPasswordAction",
  "startTwoFactorEnrolmentAction",
  "confirmTwoFactorEnrolmentAction",
  "turnOffTwoFactorAction",
  // Their own inbox and alert settings (/inbox, /account/alerts).
  "markAlertReadFormAction",
  "markAllAlertsReadFormAction",
  "saveSubscriptionFormAction",
  "savePreferencesFormAction",
  "sendTestEmailAction",
  "sendMyDigestNowAction",
]);
// A plain form post (works before any JavaScript): refused, it redirects back to its page saying so ("<url>;push").
const FORM_POST_REFUSALS = new Map([
  ["refreshBookFromDeskAction", /[?&]refresh=failed([&;#]|$)/],
  ["changeItemFormAction", /[?&]problem=forbidden([&;#]|$)/],
  ["changeItemsFormAction", /[?&]problem=forbidden([&;#]|$)/],
  ["refreshCustomerAction", /[?&]refresh=refused([&;#]|$)/],
  ["addCustomerNoteAction", /[?&]note_refused=role([&;#]|$)/],
  ["markAlertReadFormAction", /[?&]problem=forbidden([&;#]|$)/],
  ["markAllAlertsReadFormAction", /[?&]problem=forbidden([&;#]|$)/],
  ["saveSubscriptionFormAction", /[?&]problem=forbidden([&;#]|$)/],
  ["savePreferencesFormAction", /[?&]problem=forbidden([&;#]|$)/],
  ["saveTeamDefaultFormAction", /[?&]problem=forbidden([&;#]|$)/],
]);
// Of those, the ones that come back to the customer's page (app/(dashboard)/customers/[customerId]/page.tsx).
const CUSTOMER_PAGE_REFUSALS = new Set(["refreshCustomerAction", "addCustomerNoteAction"]);
// Reads are server functions (lib/data), not actions: an action is a public POST endpoint.
const isRead = (action: ServerAction) => /^(list|get|load|read)[A-Z]/.test(action.name);

async function sandboxCounts(
  request: APIRequestContext,
): Promise<{ total: number; posts: number; latest: { method: string; path: string }[] }> {
  const response = await request.get("/sandbox/requests", { headers: sandboxAuth });
  expect(response.status()).toBe(200);
  return response.json();
}

/** For a form-post action: its answer is the redirect back saying it was refused (true); false for any other action. */
function expectFormPostRefused(action: ServerAction, response: APIResponse): boolean {
  const refused = FORM_POST_REFUSALS.get(action.name);
  if (!refused) return false;
  const headers = response.headers();
  expect(headers["x-action-redirect"] ?? headers["location"] ?? "", action.name).toMatch(refused);
  return true;
}

const sampleInput = [{ customerId: "7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5f" }];

test("no action is a read: every one changes something", () => {
  expect(
    serverActions()
      .filter(isRead)
      .map((action) => action.name),
  ).toEqual([]);
});

test("anonymous: every action but signing in and out answers 'unauthenticated' and calls nothing upstream", async ({
  request,
  baseURL,
}) => {
  const actions = serverActions().filter((action) => !PUBLIC_ACTIONS.has(action.name));
  expect(actions.map((action) => action.name)).toEqual(
    expect.arrayContaining([
      "cancelDualHedgeAction",
      "quoteDrawdownAction",
      "acceptDrawdownAction",
      "quoteEarlySettlementAction",
      "changeStaffRoleAction",
    ]),
  );
  const before = await sandboxCounts(request);
  for (const action of actions) {
    const response = await postAction(request, action, sampleInput, { origin: baseURL });
    if (expectFormPostRefused(action, response)) continue;
    expect(response.status(), action.name).toBe(200);
    expect(await response.text(), action.name).toContain('"kind":"unauthenticated"');
  }
  expect(await sandboxCounts(request)).toEqual(before);
});

test.describe("as a viewer", () => {
  test.use({ role: "viewer" });

  test("every mutating action answers 'forbidden' and sends nothing upstream", async ({ page, baseURL }) => {
    await page.goto("/"); // the viewer's session cookie now rides on page.request
    const mutations = serverActions().filter(
      (action) => !PUBLIC_ACTIONS.has(action.name) && !OWN_ACCOUNT_ACTIONS.has(action.name),
    );
    expect(mutations.map((action) => action.name)).toEqual(
      expect.arrayContaining([
        "cancelDualHedgeAction",
        "quoteDrawdownAction",
        "acceptDrawdownAction",
        "quoteEarlySettlementAction",
        "acceptEarlySettlementAction",
        "changeStaffRoleAction",
      ]),
    );
    const before = await sandboxCounts(page.request);
    let pageReads = 0;
    for (const action of mutations) {
      const reads = await sandboxCounts(page.request);
      const response = await postAction(page.request, action, sampleInput, { origin: baseURL });
      if (CUSTOMER_PAGE_REFUSALS.has(action.name)) {
        // Refused, back to the customer's page, which Next renders in the same answer: for a customer the book does
        // not know, that page reads the customer (one GET). The action itself sent nothing.
        const after = await sandboxCounts(page.request);
        const made = after.total - reads.total;
        expect(
          after.latest.slice(after.latest.length - made).map((call) => `${call.method} ${call.path}`),
          action.name,
        ).toEqual(Array(made).fill(`GET /sandbox/v1/customers/${sampleInput[0]!.customerId}`));
        pageReads += made;
      }
      if (expectFormPostRefused(action, response)) continue;
      expect(response.status(), action.name).toBe(200);
      expect(await response.text(), action.name).toContain('"kind":"forbidden"');
    }
    const after = await sandboxCounts(page.request);
    expect({ ...after, total: after.total - pageReads, latest: [] }).toEqual({ ...before, latest: [] });
    expect(pageReads).toBeLessThanOrEqual(CUSTOMER_PAGE_REFUSALS.size);
  });
});
