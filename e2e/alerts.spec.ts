import type { Browser, Page } from "@playwright/test";
import { demoEmail, DEMO_PASSWORD, expect, signIn, test, type Role } from "./fixtures";
import { expectNoSeriousA11yViolations, tabUntil } from "./support/page-checks";
import { ownDataDir, ownPort, SYNC_AT_ONCE, startOwnServer, type OwnServer } from "./support/own-server";

// Alerts, with the operator and the admin signed in side by side on this file's own server (the book synced, so the
// work queue has items): alert settings per kind and the digest hour in a time zone, a kind the admin locks, the bell's
// count moving when an alert arrives and when it is read, axe and the keyboard on the inbox and the settings.

test.describe.configure({ mode: "serial" });

const port = ownPort(96);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = ownDataDir("alerts", { fresh: true });
test.use({ baseURL });

let server: OwnServer | undefined;
let operator: Page;
let admin: Page;

async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/London", locale: "en-GB" });
  const page = await context.newPage();
  await signIn(page, demoEmail(role), DEMO_PASSWORD);
  return page;
}

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Inbox, \d+ unread$/ });
const unread = async (page: Page) => Number((await bell(page).getAttribute("aria-label"))!.match(/(\d+)/)![1]);
const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^(Saved|Marked)/ });
const refused = (page: Page) => page.getByRole("main").getByRole("alert");
/** A control named by its visible label and, for screen readers, the kind it is for ("How", then ": <kind>"). */
const named = (what: string, kind: string) => new RegExp(`^${what} ?: ${kind.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const ITEM_KINDS = ["overdue", "ending soon", "settling soon", "in process for long", "mark-to-market moved"];

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(240_000); // a fresh server's first start, its first pass, two sign-ins
  server = await startOwnServer({ port, dataDir, env: SYNC_AT_ONCE });
  operator = await pageAs(browser, "operator");
  admin = await pageAs(browser, "admin");
  // The first pass fills the book; the items follow it, and their alerts with them (one an item, or one a kind saying
  // how many where a refresh opened more than ten of it).
  await expect(async () => {
    await operator.goto("/");
    await expect(operator.getByText("The items may be incomplete")).toHaveCount(0, { timeout: 1_000 });
    expect(await unread(operator)).toBeGreaterThan(0);
  }).toPass({ timeout: 150_000, intervals: [1_000, 2_000, 5_000] });
});
test.afterAll(async () => {
  await operator?.context().close();
  await admin?.context().close();
  await server?.stop();
});

test("subscriptions per kind, and the digest hour in a time zone; email is off and says so", async ({}, testInfo) => {
  test.setTimeout(90_000);
  await operator.goto("/account/alerts");
  await expect(operator.getByText(/^Email is off on this server/)).toBeVisible();
  await expectNoSeriousA11yViolations(operator, testInfo, "alert-settings");

  await operator.getByLabel("Your time zone", { exact: true }).fill("Mars/Olympus");
  await operator.getByRole("button", { name: "Save time zone and digest" }).click();
  await expect(refused(operator)).toContainText('"Mars/Olympus" is not a time zone we know');
  await expect(operator.getByLabel("Your time zone", { exact: true })).toHaveValue("UTC");

  await operator.getByLabel("Your time zone", { exact: true }).fill("Asia/Kolkata");
  await operator.getByLabel("Digest hour, in your time zone").selectOption("07:00");
  await operator.getByLabel("Digest days").selectOption({ label: "Every day" });
  await operator.getByRole("button", { name: "Save time zone and digest" }).click();
  await expect(saved(operator)).toHaveText(
    "Saved: time zone Asia/Kolkata; digest at 07:00 Asia/Kolkata (GMT+05:30 now), every day.",
  );
  await expect(operator.getByLabel("Digest hour, in your time zone")).toHaveValue("7");
  // The zone chosen is the one the app's local times use, whatever the browser's.
  await operator.goto("/conversions");
  await expect(operator.getByText("Accepted times in Asia/Kolkata")).toBeVisible();
  await operator.goto("/account/alerts");

  // Each kind of opened item, off one by one: each confirmation names the kind and the value the database holds.
  for (const kind of ITEM_KINDS) {
    const label = `A work item opened: ${kind}`;
    const channel = operator.getByRole("combobox", { name: named("How", label) });
    await expect(channel.locator('option[value="emailInstant"]')).toBeDisabled();
    await channel.selectOption("off");
    await operator.getByRole("button", { name: named("Save", label) }).click();
    await expect(saved(operator)).toHaveText(`Saved: ${label}: Off.`);
  }
  const assigned = "A work item assigned to you";
  await operator.getByRole("combobox", { name: named("How", assigned) }).selectOption("inApp");
  await operator.getByRole("button", { name: named("Save", assigned) }).click();
  await expect(saved(operator)).toHaveText(`Saved: ${assigned}: Inbox only.`);
  // Approval requests are never off for an approver.
  const approvals = operator.getByRole("combobox", { name: named("How", "An approval request you may decide") });
  await expect(approvals.locator('option[value="off"]')).toBeDisabled();
});

test("a kind the admin locks for a role: shown locked, with why, and no form for it", async ({}, testInfo) => {
  const kind = "A note on a work item you own";
  await admin.goto("/staff/alerts?role=operator");
  await expectNoSeriousA11yViolations(admin, testInfo, "team-alert-defaults");
  await admin.getByRole("checkbox", { name: named("Lock", kind) }).check();
  await admin.getByRole("button", { name: named("Save", kind) }).click();
  await expect(refused(admin)).toHaveText("Nothing changed: say why it is locked; staff see the reason beside it.");

  await admin.getByRole("checkbox", { name: named("Lock", kind) }).check();
  await admin
    .getByRole("textbox", { name: named("Why it is locked", kind) })
    .fill("Notes on your items are for you to read");
  await admin.getByRole("button", { name: named("Save", kind) }).click();
  await expect(saved(admin)).toHaveText(
    `Saved for operators: ${kind}: Inbox only, locked (Notes on your items are for you to read).`,
  );

  await operator.goto("/account/alerts");
  const row = operator.getByRole("listitem").filter({ has: operator.getByRole("heading", { name: kind }) });
  await expect(row).toContainText("Locked: Notes on your items are for you to read");
  await expect(row.getByRole("button")).toHaveCount(0);
  await expect(row.getByRole("combobox")).toHaveCount(0);
});

test("the bell's count moves when an alert arrives and when it is read", async ({}, testInfo) => {
  test.setTimeout(90_000);
  await operator.goto("/inbox");
  const before = await unread(operator);

  // The admin gives the operator an unassigned item: one alert for the operator.
  await admin.goto("/?view=unassigned");
  const first = admin.getByRole("region", { name: "Work queue" }).getByTestId("queue-row").getByRole("link").first();
  const itemPath = (await first.getAttribute("href"))!;
  await admin.goto(itemPath);
  await admin.getByLabel("Assign to").selectOption({ label: demoEmail("operator") });
  await admin.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(admin.getByRole("status").filter({ hasText: /^Saved: Assigned to / })).toBeVisible();

  await operator.reload();
  await expect(bell(operator)).toHaveAccessibleName(`Inbox, ${before + 1} unread`);
  await operator.getByLabel("Kind").selectOption({ label: "A work item assigned to you" });
  await operator.getByRole("button", { name: "Apply filters" }).click();
  await expect(operator).toHaveURL(/kind=itemAssigned/);
  const alertLink = operator.getByRole("main").getByRole("link", { name: /^Assigned to you: leg / });
  await expect(alertLink).toHaveCount(1);
  await expect(alertLink).toHaveAttribute("href", itemPath);
  await expectNoSeriousA11yViolations(operator, testInfo, "inbox");
  await operator.screenshot({ path: "/tmp/alerts-inbox.png", fullPage: true });

  // By keyboard: the mark-read button is reached with Tab and pressed with Enter.
  const reached = await tabUntil(operator, `button:Mark read: ${await alertLink.textContent()}`, 80);
  expect(reached).toContain(`a:Inbox, ${before + 1} unread`);
  await operator.keyboard.press("Enter");
  await expect(saved(operator)).toHaveText("Marked 1 alert read.");
  await expect(bell(operator)).toHaveAccessibleName(`Inbox, ${before} unread`);

  // A note by the admin on the operator's item: the locked kind reaches the operator's inbox.
  await admin.getByLabel("Note (kept in the history, never edited)").fill("Customer called back");
  await admin.getByRole("button", { name: /^Add note/ }).click();
  await expect(admin.getByRole("status").filter({ hasText: /^Saved: / })).toBeVisible();
  await operator.goto("/inbox");
  await expect(bell(operator)).toHaveAccessibleName(`Inbox, ${before + 1} unread`);
  await operator.getByRole("button", { name: "Mark all read" }).click();
  await expect(saved(operator)).toHaveText(`Marked ${before + 1} alerts read.`);
  await expect(bell(operator)).toHaveAccessibleName("Inbox, 0 unread");
});

test("screenshots of the alert settings", async () => {
  await operator.goto("/account/alerts");
  await operator.screenshot({ path: "/tmp/alerts-settings.png", fullPage: true });
  await expect(operator.getByRole("heading", { name: "Alert settings", level: 1 })).toBeVisible();
});
