import type { Browser, Page } from "@playwright/test";
import { shortId } from "@/lib/format/format";
import { demoEmail, DEMO_PASSWORD, expect, signIn, test, type Role } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot, tabUntil } from "./support/page-checks";
import { ownDataDir, ownPort, SYNC_AT_ONCE, startOwnServer, type OwnServer } from "./support/own-server";
import { runSqlOnStoppedServer } from "./support/pglite-sql";
import { sandboxAuth } from "./support/sandbox-auth";
import { bothLegsActive, getDualHedge } from "./support/sandbox";
import { clearFaults, setFaults } from "./support/sandbox-faults";
import { dualHedgeUrl, takeLeg } from "./support/sandbox-legs";

// The desk as the team's work queue, with two staff signed in side by side (the operator and the admin): acknowledge,
// assign, note, "Assigned to me", snooze and its return, resolve by hand, resolution by itself when the book reads a
// cancel, bulk snooze across pages, two people on one item, viewers reading only, forms that work before any script.
// On this file's own server with the book's sync on: a snooze's return moves the item's time in the database, which
// PGlite allows only with the server stopped.

test.describe.configure({ mode: "serial" });

const port = ownPort(35);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = ownDataDir("work-queue", { fresh: true });
test.use({ baseURL });

let server: OwnServer | undefined;
let operator: Page;
let admin: Page;

async function pageAs(browser: Browser, role: Role, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: "Europe/London", locale: "en-GB" });
  const page = await context.newPage();
  await signIn(page, demoEmail(role), DEMO_PASSWORD);
  if (options.javaScriptEnabled !== false) return page;
  // Signed in with its script, then a context without any: every form there is a plain post.
  const plain = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  await context.close();
  return plain.newPage();
}

const queue = (page: Page) => page.getByRole("region", { name: "Work queue" });
const viewLink = (page: Page, name: string) =>
  queue(page)
    .getByRole("navigation", { name: "Work queue views" })
    .getByRole("link", { name: new RegExp(`^${name} \\(`) });
const viewCount = async (page: Page, name: string) =>
  Number((await viewLink(page, name).textContent())?.match(/\((\d+)\)/)?.[1]);

type Item = { id: number; title: string };

/** Every item of a view, page by page, as its rows link them. */
async function itemsOf(page: Page, view: "all" | "mine" | "unassigned" | "snoozed"): Promise<Item[]> {
  const items: Item[] = [];
  for (let qpage = 1; qpage < 20; qpage++) {
    await page.goto(`/?view=${view}&qpage=${qpage}`);
    // The desk streams in behind its skeleton: read the rows once the queue has come, when its view has any.
    await expect(queue(page).getByRole("navigation", { name: "Work queue views" })).toBeVisible();
    const links = queue(page).getByTestId("queue-row").getByRole("link");
    if (Number((await queue(page).locator('a[aria-current="page"]').textContent())?.match(/\((\d+)\)/)?.[1]) > 0)
      await expect(links.first()).toBeVisible();
    for (const link of await links.all())
      items.push({
        id: Number((await link.getAttribute("href"))!.split("/").at(-1)),
        title: (await link.textContent())!,
      });
    if ((await queue(page).getByRole("link", { name: "Next page" }).count()) === 0) return items;
  }
  return items;
}

const used = new Set<number>();
/** An item no other test of this file has used, of a kind. */
async function freshItem(page: Page, kind: string): Promise<Item> {
  const item = (await itemsOf(page, "unassigned")).find((i) => i.title.startsWith(`${kind}:`) && !used.has(i.id));
  if (!item) throw new Error(`no unused ${kind} item`);
  used.add(item.id);
  return item;
}

const panel = (page: Page, id: number) => page.goto(`/desk/items/${id}`);
const refused = (page: Page) => page.getByRole("main").getByRole("alert");
const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^Saved: / });
const history = (page: Page) => page.getByRole("region", { name: "History" }).getByRole("listitem");
const dayAfterTomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(240_000); // a fresh server's first start, its first pass, two sign-ins
  server = await startOwnServer({ port, dataDir, env: SYNC_AT_ONCE });
  operator = await pageAs(browser, "operator");
  admin = await pageAs(browser, "admin");
  // The first pass fills the book; the items follow it (nothing says they may be incomplete any more).
  await expect(async () => {
    await operator.goto("/");
    await expect(queue(operator).getByText("The items may be incomplete")).toHaveCount(0, { timeout: 1_000 });
    expect(await viewCount(operator, "All")).toBeGreaterThan(20);
  }).toPass({ timeout: 150_000, intervals: [1_000, 2_000, 5_000] });
});
test.afterAll(async () => {
  await operator?.context().close();
  await admin?.context().close();
  await server?.stop();
});

test("acknowledge, assign to the other, note: the other finds it in Assigned to me", async ({}, testInfo) => {
  test.setTimeout(90_000);
  const item = await freshItem(operator, "Overdue");
  await panel(operator, item.id);
  await expect(operator.getByRole("heading", { level: 1 })).toHaveText(item.title);
  await expectNoSeriousA11yViolations(operator, testInfo, "item-panel");
  await operator.getByRole("button", { name: "Acknowledge" }).click();
  await expect(saved(operator)).toHaveText("Saved: Acknowledged.");
  await expect(operator.getByTestId("item-state")).toHaveText("Acknowledged");
  await expect(operator.getByRole("button", { name: "Acknowledge" })).toHaveCount(0);

  await admin.goto("/");
  const before = await viewCount(admin, "Assigned to me");
  await operator.getByLabel("Assign to").selectOption({ label: demoEmail("admin") });
  await operator.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(saved(operator)).toHaveText(`Saved: Assigned to ${demoEmail("admin")}.`);
  await expect(operator.getByTestId("item-owner")).toHaveText(demoEmail("admin"));
  const note = "Customer says funds arrive Tuesday";
  await operator.getByLabel("Note (kept in the history, never edited)").fill(note);
  await operator.getByRole("button", { name: "Add note" }).click();
  await expect(saved(operator)).toHaveText(`Saved: Note: ${note}.`);
  await expect(history(operator)).toHaveText([
    /^Opened: the book shows it needs attention/,
    new RegExp(`^Acknowledged${demoEmail("operator")}`),
    new RegExp(`^Assigned to ${demoEmail("admin")}${demoEmail("operator")}`),
    new RegExp(`^Note: ${note}${demoEmail("operator")}`),
  ]);

  await admin.goto("/");
  expect(await viewCount(admin, "Assigned to me")).toBe(before + 1);
  await viewLink(admin, "Assigned to me").click();
  const row = queue(admin)
    .getByTestId("queue-row")
    .filter({ hasText: `item ${item.id} ` });
  await expect(row).toContainText(demoEmail("admin"));
  await expect(row).toContainText("Acknowledged");
  await expect(row).toContainText(note);
  await expectNoSeriousA11yViolations(admin, testInfo, "work-queue-mine");
  await screenshot(admin, testInfo, "work-queue-mine");

  // The dual hedge page and the book show it on its leg, a badge to its panel.
  await row.getByRole("link").click();
  const dualHedge = (await admin
    .getByRole("link", { name: item.title.replace(/^Overdue: /, "") })
    .getAttribute("href"))!;
  await admin.goto(dualHedge);
  const badge = admin.getByTestId("leg-items").getByRole("link", { name: "Overdue (acknowledged)" });
  await expect(badge).toHaveAttribute("href", `/desk/items/${item.id}`);
  const legId = (await admin.locator("article", { has: badge }).getAttribute("aria-labelledby"))!.replace(/^leg-/, "");
  const customerId = dualHedge.match(/customers\/([^/]+)\//)![1]!;
  await admin.goto(`/book?customer=${customerId}&per_page=100`);
  await expect(
    admin.locator(`tr[data-leg-id="${legId}"]`).getByRole("link", { name: /^Overdue.* in the work queue$/ }),
  ).toHaveAttribute("href", `/desk/items/${item.id}`);
  await expectNoSeriousA11yViolations(admin, testInfo, "book-with-items");
});

test("snooze with a reason: gone from the lists, back when its time comes (the item's time moved)", async () => {
  test.setTimeout(180_000);
  const item = await freshItem(admin, "Overdue");
  await panel(admin, item.id);
  const reason = "Waiting for the customer's treasurer";
  await admin.getByLabel("Until (UTC)").fill(`${dayAfterTomorrow()}T10:30`);
  await admin.getByLabel("Reason").first().fill(reason);
  await admin.getByRole("button", { name: "Snooze", exact: true }).click();
  const until = `${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${dayAfterTomorrow()}T00:00:00Z`))}, 10:30 UTC`;
  await expect(saved(admin)).toHaveText(`Saved: Snoozed until ${until}: ${reason}.`);
  await expect(admin.getByTestId("item-state")).toHaveText(`Snoozed until ${until}`);
  expect((await itemsOf(admin, "all")).map((i) => i.id)).not.toContain(item.id);
  expect((await itemsOf(admin, "snoozed")).map((i) => i.id)).toContain(item.id);

  // Its time comes: moved into the past in the database, with the server stopped, then started again.
  await server!.stop();
  const moved = runSqlOnStoppedServer({
    dataDir,
    sql: `update attention_items set snoozed_until = now() - interval '1 minute' where id = ${item.id} and state = 'snoozed'`,
  });
  expect(moved).toBe(1);
  server = await startOwnServer({ port, dataDir, env: SYNC_AT_ONCE });
  // The refresh that follows the start ends the snooze: back in the lists, its history saying so.
  await expect(async () => {
    await panel(admin, item.id);
    await expect(history(admin).last()).toContainText("Snooze ended: back in the lists", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(admin.getByTestId("item-state")).toHaveText("Open");
  expect((await itemsOf(admin, "all")).map((i) => i.id)).toContain(item.id);
  expect((await itemsOf(admin, "snoozed")).map((i) => i.id)).not.toContain(item.id);
});

test("resolve by hand with a reason; a reason left out or a snooze in the past changes nothing", async ({}, testInfo) => {
  const item = await freshItem(operator, "Overdue");
  await panel(operator, item.id);
  // The server's own checks, with the browser's turned off.
  await operator.evaluate(() => document.querySelectorAll("form").forEach((form) => (form.noValidate = true)));
  await operator.getByLabel("Until (UTC)").fill("2020-01-01T09:00");
  await operator.getByLabel("Reason").first().fill("too late");
  await operator.getByRole("button", { name: "Snooze", exact: true }).click();
  await expect(refused(operator)).toHaveText("That time has passed: snooze until a later time.");
  await operator.evaluate(() => document.querySelectorAll("form").forEach((form) => (form.noValidate = true)));
  await operator.getByRole("button", { name: "Resolve" }).click();
  await expect(refused(operator)).toHaveText("Give a reason: the item's history keeps it.");
  await expect(history(operator)).toHaveCount(1);

  await operator.getByLabel("Reason").last().fill("Customer paid by wire; the service will catch up");
  await operator.getByRole("button", { name: "Resolve" }).click();
  await expect(saved(operator)).toHaveText(
    "Saved: Resolved by hand: Customer paid by wire; the service will catch up.",
  );
  await expect(operator.getByTestId("item-state")).toHaveText("Resolved");
  for (const name of ["Acknowledge", "Take it", "Snooze", "Resolve", "Add note"])
    await expect(operator.getByRole("button", { name, exact: true })).toHaveCount(0);
  expect((await itemsOf(operator, "all")).map((i) => i.id)).not.toContain(item.id);
  await expectNoSeriousA11yViolations(operator, testInfo, "item-resolved");
});

test("resolves by itself once the service cancels the leg and the book reads it", async ({ request }) => {
  test.setTimeout(120_000);
  for (const item of (await itemsOf(operator, "unassigned")).filter((i) => i.title.startsWith("Ending soon:"))) {
    if (used.has(item.id)) continue;
    await panel(operator, item.id);
    const dualHedge = (await operator
      .getByRole("link", { name: item.title.replace(/^Ending soon: /, "") })
      .getAttribute("href"))!;
    const [, customerId, dualHedgeId] = dualHedge.match(/customers\/([^/]+)\/dual-hedges\/([^/]+)/)!;
    const path = `/sandbox/v1/customers/${customerId}/dual-hedges/${dualHedgeId}`;
    const legs = (
      (await (await request.get(path, { headers: sandboxAuth })).json()) as { hedges: { status: string }[] }
    ).hedges;
    if (!legs.every((leg) => leg.status === "Active")) continue;
    used.add(item.id);
    const cancel = await request.post(`${path}/cancel`, {
      headers: { ...sandboxAuth, "X-Customer-IP": "203.0.113.7" },
      data: { reason: "e2e: the service cancels it" },
    });
    expect(cancel.status()).toBe(200);
    // The service changed; the item waits for the book to read it: opening the dual hedge reads it into the book.
    await panel(operator, item.id);
    await expect(operator.getByTestId("item-state")).not.toHaveText("Resolved");
    await operator.goto(dualHedge);
    await expect(operator.getByText("Cancelled", { exact: false }).first()).toBeVisible();
    await expect(async () => {
      await panel(operator, item.id);
      await expect(operator.getByTestId("item-state")).toHaveText("Resolved", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(history(operator).last()).toContainText(
      /^Resolved by itself: the service reports it Cancelled, read \d\d:\d\d UTCHedge Desk, from the book/,
    );
    return;
  }
  throw new Error("no ending-soon item on a dual hedge with both legs Active");
});

test("bulk snooze of items ticked on two pages, with one reason", async ({}, testInfo) => {
  test.setTimeout(90_000);
  const snoozedBefore = (await itemsOf(operator, "snoozed")).length;
  await operator.goto("/?view=unassigned&qpage=1");
  await expect(queue(operator).getByTestId("bulk-count")).toHaveText("0 items selected."); // its script has started
  const pick = async () => {
    for (const candidate of await queue(operator)
      .getByRole("checkbox", { name: /^Select / })
      .all()) {
      const id = Number(await candidate.getAttribute("value"));
      if (used.has(id) || (await candidate.isChecked())) continue;
      used.add(id);
      await candidate.check();
      return id;
    }
    throw new Error("nothing left to tick");
  };
  const ids = [await pick(), await pick()];
  await expect(queue(operator).getByTestId("bulk-count")).toHaveText("2 items selected.");
  await queue(operator).getByRole("link", { name: "Next page" }).click();
  await expect(queue(operator).getByTestId("bulk-count")).toHaveText("2 items selected (2 on other pages).");
  ids.push(await pick());
  await expect(queue(operator).getByTestId("bulk-count")).toHaveText("3 items selected (2 on other pages).");
  await expectNoSeriousA11yViolations(operator, testInfo, "work-queue-bulk");
  await operator.getByLabel("Snooze until (UTC)").fill(`${dayAfterTomorrow()}T08:00`);
  await operator.getByLabel("Reason for the snooze").fill("Month-end: all of these wait for Monday's statements");
  await operator.getByRole("button", { name: "Snooze selected" }).click();
  await expect(
    queue(operator)
      .getByRole("status")
      .filter({ hasText: /^Saved on/ }),
  ).toContainText(
    /^Saved on 3 items: Snoozed until .+, 08:00 UTC: Month-end: all of these wait for Monday's statements\.$/,
  );
  const snoozed = (await itemsOf(operator, "snoozed")).map((i) => i.id);
  expect(snoozed.length).toBe(snoozedBefore + 3);
  expect(snoozed).toEqual(expect.arrayContaining(ids));
});

test("two people on one item: one wins, the other is told who did what, and the history has one line", async () => {
  const item = await freshItem(operator, "Settling soon");
  await panel(operator, item.id);
  await panel(admin, item.id);
  await operator.getByRole("button", { name: "Acknowledge" }).click();
  await expect(saved(operator)).toHaveText("Saved: Acknowledged.");
  // The admin's page still shows the item as it was: their "Take it" carries the old version.
  await admin.getByRole("button", { name: "Take it" }).click();
  await expect(refused(admin)).toContainText(
    new RegExp(
      `^Nothing changed: since you opened it, ${demoEmail("operator")}: Acknowledged \\(.+ UTC\\)\\. Here it is as it is now\\.$`,
    ),
  );
  await expect(admin.getByTestId("item-owner")).toHaveText("Nobody yet");
  await expect(history(admin).filter({ hasText: /^Acknowledged/ })).toHaveCount(1);
  await expect(history(admin).filter({ hasText: /^Took it/ })).toHaveCount(0);
  // Now they see it as it is: taking it works.
  await admin.getByRole("button", { name: "Take it" }).click();
  await expect(saved(admin)).toHaveText("Saved: Took it.");
});

test("before any script the forms are plain posts; viewers read and change nothing", async ({ browser }) => {
  const plain = await pageAs(browser, "operator", { javaScriptEnabled: false });
  const item = await freshItem(operator, "Settling soon");
  await plain.goto(`/desk/items/${item.id}`);
  await plain.getByRole("button", { name: "Take it" }).click();
  await expect(plain.getByRole("status").filter({ hasText: /^Saved/ })).toHaveText("Saved: Took it.");
  await expect(plain.getByTestId("item-owner")).toHaveText(demoEmail("operator"));
  await plain.context().close();

  const viewer = await pageAs(browser, "viewer");
  await viewer.goto("/");
  await expect(queue(viewer).getByTestId("queue-row").first()).toBeVisible();
  await expect(queue(viewer).getByRole("checkbox")).toHaveCount(0);
  await expect(queue(viewer).getByRole("button")).toHaveCount(0);
  await viewer.goto(`/desk/items/${item.id}`);
  await expect(viewer.getByText("Your role reads the work queue")).toBeVisible();
  await expect(viewer.getByRole("main").getByRole("button")).toHaveCount(0);
  // An item that does not exist, or an address that names none, is not found.
  expect((await viewer.goto("/desk/items/999999999"))!.status()).toBe(404);
  expect((await viewer.goto("/desk/items/first"))!.status()).toBe(404);
  await viewer.context().close();
});

test("the keyboard reaches every control of the queue and of an item", async () => {
  await operator.goto("/?view=unassigned");
  await queue(operator).getByRole("heading", { name: "Work queue" }).click();
  const desk = await tabUntil(operator, "button:Snooze selected", 120);
  for (const control of [
    "a:All",
    "a:Unassigned",
    "input:Select ",
    "button:Acknowledge selected",
    "select:",
    "button:Assign selected",
    "input:",
    "button:Snooze selected",
  ])
    expect(desk).toContain(control);
  const item = (await itemsOf(operator, "unassigned")).find((i) => !used.has(i.id))!;
  await panel(operator, item.id);
  const controls = await tabUntil(operator, "button:Resolve", 60);
  for (const control of [
    "button:Acknowledge",
    "button:Take it",
    "button:Assign",
    "textarea:",
    "button:Add note",
    "button:Snooze",
    "button:Resolve",
  ])
    expect(controls).toContain(control);
});

test("a call of unknown outcome and a request waiting for approval are items, resolved when the request is decided", async ({
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const targets: { customerId: string; dualHedgeId: string }[] = [];
  for (let tries = 0; targets.length < 2 && tries < 40; tries++) {
    const { customerId, dualHedgeId } = await takeLeg(request);
    if (bothLegsActive(await getDualHedge(request, customerId, dualHedgeId))) targets.push({ customerId, dualHedgeId });
  }
  const [call, asked] = targets;
  // The service fails a cancel once (a 503 may have taken effect): the trail records its outcome as unknown.
  await setFaults(request, [{ method: "POST", pathEndsWith: "/cancel", fail: 1 }]);
  await operator.goto(dualHedgeUrl(call!));
  await operator.getByRole("button", { name: "Cancel dual hedge" }).click();
  const dialog = operator.getByRole("dialog", { name: `Cancel dual hedge ${shortId(call!.dualHedgeId)}` });
  await dialog.getByLabel("Reason").fill("e2e: the service fails it");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Service temporarily unavailable");
  await clearFaults(request);

  // Cancels need a second person's approval: the operator asks, the request waits.
  await setCancelPolicy("Always needs approval");
  await operator.goto(dualHedgeUrl(asked!));
  await operator.getByRole("button", { name: "Request cancellation" }).click();
  const ask = operator.getByRole("dialog", {
    name: `Request cancellation of dual hedge ${shortId(asked!.dualHedgeId)}`,
  });
  await ask.getByLabel("Reason").fill("e2e: customer asked by phone");
  await ask.getByRole("button", { name: "Continue" }).click();
  await ask.getByRole("button", { name: "Confirm request" }).click();
  await expect(operator.getByRole("region", { name: "Cancellation waiting for approval" })).toBeVisible();

  // Both are judged from the trail and the approvals by the refresh's next look (at most a minute away).
  let found: { call?: Item; approval?: Item } = {};
  await expect(async () => {
    const all = await itemsOf(admin, "all");
    found = {
      call: all.find((i) => i.title.startsWith("Unresolved call:") && i.title.endsWith("Cancel dual hedge")),
      approval: all.find((i) => i.title.startsWith("Waiting for approval:")),
    };
    expect(found.call && found.approval).toBeTruthy();
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  used.add(found.call!.id).add(found.approval!.id);
  await admin.goto("/?view=unassigned");
  await expect(queue(admin).getByTestId("queue-row").first()).toContainText("Unresolved call:");
  await expectNoSeriousA11yViolations(admin, testInfo, "work-queue-new-kinds");
  await screenshot(admin, testInfo, "work-queue-new-kinds");
  await panel(admin, found.call!.id);
  await expect(history(admin)).toHaveText([
    /^Opened: the trail shows the call's outcome unknownHedge Desk, from the audit trail/,
  ]);
  await expect(admin.getByRole("link", { name: /Cancel dual hedge/ })).toHaveAttribute("href", /^\/audit\?/);

  // The admin rejects the request: its item resolves by itself, saying who decided.
  await admin.goto(dualHedgeUrl(asked!));
  await expect(
    admin.getByTestId("dual-hedge-items").getByRole("link", { name: "Waiting for approval (open)" }),
  ).toHaveAttribute("href", `/desk/items/${found.approval!.id}`);
  const waiting = admin.getByRole("region", { name: "Cancellation waiting for approval" });
  await waiting.getByRole("button", { name: "Reject" }).click();
  await waiting.getByLabel("Reason for rejecting").fill("Customer called back to keep it");
  await waiting.getByRole("button", { name: "Reject request" }).click();
  await expect(admin.getByRole("region", { name: "Cancellation waiting for approval" })).toHaveCount(0);
  await setCancelPolicy("Off");
  await expect(async () => {
    await panel(admin, found.approval!.id);
    await expect(admin.getByTestId("item-state")).toHaveText("Resolved", { timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await expect(history(admin)).toHaveText([
    /^Opened: the request waits for a second person's approvalHedge Desk, from the approvals/,
    new RegExp(
      `^Resolved by itself: the request was rejected by ${demoEmail("admin")}, .+UTCHedge Desk, from the approvals`,
    ),
  ]);
  await screenshot(admin, testInfo, "work-queue-approval-history");
});

async function setCancelPolicy(mode: "Off" | "Always needs approval") {
  await admin.goto("/staff");
  await admin.waitForLoadState("networkidle"); // the form is a client island: interact once it is hydrated
  const section = admin.getByRole("region", { name: "Four eyes on money" });
  await section.getByLabel("Cancel a dual hedge").selectOption({ label: mode });
  await section.getByRole("button", { name: "Save approval policy" }).click();
  const saved = mode === "Off" ? "No approval needed." : "Always needs a second person's approval.";
  await expect(section.getByText(`Saved, from now on: Cancel a dual hedge: ${saved}`)).toBeVisible();
}
