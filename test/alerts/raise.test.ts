import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "@/test/support/postgres-database";
import { openDatabase, type Database } from "@/lib/db";
import {
  alertDefaults,
  alertSubscriptions,
  alerts,
  approvalRequests,
  attentionItemEvents,
  attentionItems,
  auditEvents,
  authUsers,
  bookSyncPasses,
  mailOutbox,
} from "@/lib/db/schema";
import { raiseAlerts, type AlertEvent } from "@/lib/alerts/raise";
import { ITEMS_ONE_ALERT_ABOVE } from "@/lib/alerts/item-alerts";
import { ITEM_LABELS } from "@/lib/alerts/kinds";
import { raiseSystemAlerts } from "@/lib/alerts/system-alerts";
import { deleteReadBefore, markAllRead, markRead, unreadCount } from "@/lib/alerts/inbox";
import { saveSubscription, saveTeamDefault } from "@/lib/alerts/settings";
import { EMAIL_OFF } from "@/lib/alerts/problems";
import { openItems } from "@/lib/desk/items/apply";
import { changeItem } from "@/lib/desk/items/change";
import { recordApprovalEvent } from "@/lib/audit/approval-events";

// Raising alerts on both drivers: once per event and person whoever raises it and however often, to the people the
// kind is for, by their effective subscription (own, team default, built in; a locked default wins), with an instant
// mail row only for those who chose it, in the same statement.

const people = {
  ann: { id: "a-ann", email: "ann@hedge-desk.test", name: "Ann", role: "operator" as const },
  bob: { id: "a-bob", email: "bob@partner.example.com", name: "Bob", role: "admin" as const },
  vic: { id: "a-vic", email: "vic@hedge-desk.test", name: "Vic", role: "viewer" as const },
  gone: { id: "a-gone", email: "gone@hedge-desk.test", name: "Gone", role: "operator" as const },
};
const { ann, bob, vic } = people;
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
afterEach(() => {
  delete process.env.SMTP_URL;
});

function drivers() {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "hedge-desk-alerts-"));
  return [
    ["pglite", async () => ({ dataDir: dataDir() })],
    [
      "postgres",
      async () => ({
        url: (await createPostgresDatabase(inject("postgresUrl"), "alerts_raise")).url,
        dataDir: dataDir(),
      }),
    ],
  ] as const;
}

describe.each(drivers())("raising alerts on %s", (_driver, options) => {
  let database: Database;
  const db = () => database.db;
  let seq = 0;
  const key = () => `test:${++seq}`;
  const alertsOf = (userId: string) =>
    db().select().from(alerts).where(eq(alerts.recipientId, userId)).orderBy(asc(alerts.id));
  const byKey = async (eventKey: string) =>
    (await db().select().from(alerts).where(eq(alerts.eventKey, eventKey))).map((a) => a.recipientId).sort();
  const outboxOf = (alertIds: number[]) =>
    db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.alertId} in ${alertIds.length ? alertIds : [-1]}`);
  const event = (over: Partial<AlertEvent> = {}): AlertEvent => ({
    kind: "approvalRequested",
    eventKey: key(),
    to: { roles: ["viewer", "operator", "admin"] },
    title: "Approval needed",
    linkPath: "/approvals",
    ...over,
  });

  beforeAll(async () => {
    const opts = await options();
    tempDirs.push(opts.dataDir);
    database = await openDatabase(opts);
    await db().insert(authUsers).values(Object.values(people));
    await db().update(authUsers).set({ disabledAt: new Date() }).where(eq(authUsers.id, people.gone.id));
  });
  afterAll(() => database?.close());

  it("raises one alert per person per event, however often and however many raise it at once", async () => {
    const once = event({ to: { roles: ["operator", "admin"] } });
    const results = await Promise.all([raiseAlerts(db(), [once]), raiseAlerts(db(), [once, once])]);
    await raiseAlerts(db(), [once]);
    expect(results.reduce((n, r) => n + r.alerts, 0)).toBe(2);
    // Ann and Bob; not the viewer (approvals are not for viewers), not the disabled account.
    expect(await byKey(once.eventKey)).toEqual([ann.id, bob.id]);
  });

  it("leaves out the person named in `except` (an approval's requester)", async () => {
    const e = event({ to: { roles: ["operator", "admin"], except: ann.id } });
    await raiseAlerts(db(), [e]);
    expect(await byKey(e.eventKey)).toEqual([bob.id]);
  });

  it("system kinds reach admins only; item kinds reach viewers too", async () => {
    const sync = event({ kind: "syncFailed" });
    const item = event({ kind: "itemOpened:overdue", ownerId: null });
    await raiseAlerts(db(), [sync, item]);
    expect(await byKey(sync.eventKey)).toEqual([bob.id]);
    expect(await byKey(item.eventKey)).toEqual([ann.id, bob.id, vic.id]);
  });

  it("writes an instant mail row with the alert only for emailInstant, once, and none while email is off", async () => {
    await db()
      .insert(alertSubscriptions)
      .values({ userId: bob.id, kind: "approvalRequested", channel: "emailInstant" });
    const off = event({ to: { users: [ann.id, bob.id] } });
    await raiseAlerts(db(), [off]);
    const offAlerts = await db().select().from(alerts).where(eq(alerts.eventKey, off.eventKey));
    expect(offAlerts).toHaveLength(2);
    expect(await outboxOf(offAlerts.map((a) => a.id))).toEqual([]);

    process.env.SMTP_URL = "smtp://localhost:2525";
    const on = event({ to: { users: [ann.id, bob.id] } });
    await Promise.all([raiseAlerts(db(), [on]), raiseAlerts(db(), [on])]);
    const onAlerts = await db().select().from(alerts).where(eq(alerts.eventKey, on.eventKey));
    const mails = await outboxOf(onAlerts.map((a) => a.id));
    expect(mails).toEqual([
      expect.objectContaining({ recipientId: bob.id, toAddress: bob.email, purpose: "instant", status: "pending" }),
    ]);
    expect(mails[0]!.alertId).toBe(onAlerts.find((a) => a.recipientId === bob.id)!.id);
    await db().delete(alertSubscriptions).where(eq(alertSubscriptions.userId, bob.id));
  });

  it("scope 'mine or unassigned' keeps only items the person owns or nobody does", async () => {
    await db()
      .insert(alertSubscriptions)
      .values({ userId: ann.id, kind: "itemOpened:endingSoon", channel: "inApp", scope: "mineOrUnassigned" });
    const others = event({ kind: "itemOpened:endingSoon", ownerId: bob.id });
    const hers = event({ kind: "itemOpened:endingSoon", ownerId: ann.id });
    const nobodys = event({ kind: "itemOpened:endingSoon", ownerId: null });
    await raiseAlerts(db(), [others, hers, nobodys]);
    expect(await byKey(others.eventKey)).toEqual([bob.id, vic.id]);
    expect(await byKey(hers.eventKey)).toEqual([ann.id, bob.id, vic.id]);
    expect(await byKey(nobodys.eventKey)).toEqual([ann.id, bob.id, vic.id]);
  });

  it("a locked team default wins over the person's own choice, and their change is refused with its reason", async () => {
    await db().insert(alertSubscriptions).values({ userId: ann.id, kind: "itemOpened:inProcess", channel: "inApp" });
    const saved = await saveTeamDefault(
      db(),
      { ...bob },
      {
        role: "operator",
        kind: "itemOpened:inProcess",
        channel: "off",
        scope: "all",
        mandatory: true,
        reason: "The night desk handles these",
      },
    );
    expect(saved).toEqual({ ok: true });
    const e = event({ kind: "itemOpened:inProcess", ownerId: null });
    await raiseAlerts(db(), [e]);
    expect(await byKey(e.eventKey)).toEqual([bob.id, vic.id]);
    const refused = await saveSubscription(db(), ann, { kind: "itemOpened:inProcess", channel: "inApp", scope: "all" });
    expect(refused).toMatchObject({
      ok: false,
      code: "locked",
      message: expect.stringContaining("The night desk handles these"),
    });
    const changes = await db().select().from(auditEvents).where(eq(auditEvents.action, "alertDefaultChanged"));
    expect(changes.map((c) => c.detail)).toContainEqual(
      expect.objectContaining({ role: "operator", kind: "itemOpened:inProcess", mandatory: true }),
    );
  });

  it("an unlocked team default applies until the person chooses, and approval requests are never off", async () => {
    expect(
      await saveTeamDefault(db(), bob, {
        role: "admin",
        kind: "approvalRequested",
        channel: "off",
        scope: "all",
        mandatory: false,
      }),
    ).toMatchObject({ ok: false, code: "neverOff" });
    // A default written by hand still never turns approval requests off.
    await db().insert(alertDefaults).values({ role: "admin", kind: "approvalRequested", channel: "off" });
    await saveTeamDefault(db(), bob, {
      role: "admin",
      kind: "approvalDecided",
      channel: "off",
      scope: "all",
      mandatory: false,
    });
    const request = event({ to: { users: [bob.id] } });
    const decided = event({ kind: "approvalDecided", to: { users: [bob.id] } });
    await raiseAlerts(db(), [request, decided]);
    expect(await byKey(request.eventKey)).toEqual([bob.id]);
    expect(await byKey(decided.eventKey)).toEqual([]);
    expect(
      await saveSubscription(db(), bob, { kind: "approvalRequested", channel: "off", scope: "all" }),
    ).toMatchObject({
      ok: false,
      code: "neverOff",
      message: expect.stringContaining("always reach everyone who may approve"),
    });
    await db().delete(alertDefaults).where(eq(alertDefaults.role, "admin"));
  });

  it("refuses what a person may not choose, saving nothing: approvals for a viewer, email while it is off", async () => {
    const before = await db().select().from(alertSubscriptions);
    expect(
      await saveSubscription(db(), vic, { kind: "approvalRequested", channel: "inApp", scope: "all" }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining("Viewers cannot receive"),
    });
    expect(await saveSubscription(db(), ann, { kind: "syncFailed", channel: "inApp", scope: "all" })).toMatchObject({
      ok: false,
      message: "Only admins receive this kind of alert.",
    });
    expect(await saveSubscription(db(), ann, { kind: "itemNote", channel: "emailDigest", scope: "all" })).toMatchObject(
      {
        ok: false,
        message: EMAIL_OFF,
      },
    );
    expect(
      await saveTeamDefault(db(), bob, {
        role: "operator",
        kind: "itemNote",
        channel: "inApp",
        scope: "all",
        mandatory: true,
      }),
    ).toMatchObject({ ok: false, code: "reason" });
    expect(await db().select().from(alertSubscriptions)).toEqual(before);
  });

  it("saves a subscription with its row on the audit trail", async () => {
    process.env.SMTP_URL = "smtp://localhost:2525";
    expect(await saveSubscription(db(), ann, { kind: "itemNote", channel: "emailDigest", scope: "all" })).toEqual({
      ok: true,
    });
    const [row] = await db()
      .select()
      .from(alertSubscriptions)
      .where(and(eq(alertSubscriptions.userId, ann.id), eq(alertSubscriptions.kind, "itemNote")));
    expect(row).toMatchObject({ channel: "emailDigest", scope: "all" });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "alertSubscriptionChanged"))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({
      staffEmail: ann.email,
      outcome: "recorded",
      detail: { kind: "itemNote", channel: "emailDigest", scope: "all" },
    });
  });

  it("an item opened by a refresh alerts once, even when two refreshes open it", async () => {
    const leg = { id: `leg-open-${seq}`, dualHedgeId: "dh-1", customerId: "c-1" };
    const opening = {
      kind: "overdue",
      objectId: leg.id,
      dualHedgeId: leg.dualHedgeId,
      customerId: leg.customerId,
    } as const;
    const [first, second] = await Promise.all([openItems(db(), [opening]), openItems(db(), [opening])]);
    expect(first.length + second.length).toBe(1);
    const [item] = await db().select().from(attentionItems).where(eq(attentionItems.objectId, leg.id));
    const raised = await db()
      .select()
      .from(alerts)
      .where(eq(alerts.eventKey, `item:${item!.id}:opened`));
    expect(raised.map((a) => a.recipientId).sort()).toEqual([ann.id, bob.id, vic.id]);
    expect(raised[0]).toMatchObject({
      kind: "itemOpened:overdue",
      linkPath: `/desk/items/${item!.id}`,
      customerId: "c-1",
    });
  });

  it("many items of a kind opened at once (a first read of a large book) are one alert each person, saying how many", async () => {
    const opening = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        kind: "mtmMoved" as const,
        objectId: `leg-many-${n}-${i}`,
        dualHedgeId: "dh-many",
        customerId: "c-1",
      }));
    const many = await openItems(db(), opening(ITEMS_ONE_ALERT_ABOVE + 1));
    const first = Math.min(...many.map((item) => item.id));
    const summary = await db()
      .select()
      .from(alerts)
      .where(eq(alerts.eventKey, `items:mtmMoved:opened:${first}`));
    expect(summary.map((a) => a.recipientId).sort()).toEqual([ann.id, bob.id, vic.id]);
    expect(summary[0]).toMatchObject({ title: `11 new work items: ${ITEM_LABELS.mtmMoved}`, linkPath: "/#work-queue" });
    const each = await db().select().from(alerts).where(like(alerts.eventKey, "item:%:opened"));
    expect(each.filter((a) => many.some((item) => a.eventKey === `item:${item.id}:opened`))).toEqual([]);

    const few = await openItems(db(), opening(ITEMS_ONE_ALERT_ABOVE));
    const keys = new Set(few.map((item) => `item:${item.id}:opened`));
    const alerted = (await db().select().from(alerts)).filter((a) => keys.has(a.eventKey));
    expect(alerted).toHaveLength(ITEMS_ONE_ALERT_ABOVE * 3);
  });

  it("tells the assignee (not someone who took it themselves) and the owner of a noted item (not the author)", async () => {
    const [item] = await db()
      .insert(attentionItems)
      .values({ kind: "settlingSoon", rank: 3, objectId: "leg-assign", dualHedgeId: "dh-2", customerId: "c-2" })
      .returning();
    await db()
      .insert(attentionItemEvents)
      .values({ itemId: item!.id, version: 1, kind: "created", actorId: "system", actorEmail: "system" });
    const count = async (kind: string, userId: string) =>
      (await alertsOf(userId)).filter((a) => a.kind === kind && a.linkPath === `/desk/items/${item!.id}`).length;
    await changeItem(db(), { itemId: item!.id, seenVersion: 1 }, bob, { kind: "assign", to: bob });
    expect(await count("itemAssigned", bob.id)).toBe(0);
    await changeItem(db(), { itemId: item!.id, seenVersion: 2 }, bob, { kind: "assign", to: ann });
    expect(await count("itemAssigned", ann.id)).toBe(1);
    await changeItem(db(), { itemId: item!.id, seenVersion: null }, ann, { kind: "note", text: "funds Tuesday" });
    expect(await count("itemNote", ann.id)).toBe(0);
    await changeItem(db(), { itemId: item!.id, seenVersion: null }, bob, { kind: "note", text: "any news?" });
    expect(await count("itemNote", ann.id)).toBe(1);
  });

  it("pushes an approval request to its possible approvers with the quote's expiry, and its decision to the requester", async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    const validUntilTs = Math.floor(Date.now() / 1000) + 120;
    const [request] = await db()
      .insert(approvalRequests)
      .values({
        action: "acceptDrawdown",
        requestedBy: ann.id,
        requestedByEmail: ann.email,
        expiresAt,
        customerId: "c-9",
        dualHedgeId: "dh-9",
        hedgeId: "h-9",
        quote: { proposal: { id: "p-9", validUntilTs }, fixedSide: "from" },
      })
      .returning();
    await recordApprovalEvent({ kind: "approvalRequested", actor: ann, request: request! }, db());
    const asked = await db()
      .select()
      .from(alerts)
      .where(eq(alerts.eventKey, `approval:${request!.id}:requested`));
    expect(asked.map((a) => a.recipientId)).toEqual([bob.id]);
    expect(asked[0]!.deadlineAt?.getTime()).toBe(validUntilTs * 1000);
    expect(asked[0]!.linkPath).toBe("/customers/c-9/dual-hedges/dh-9/hedges/h-9/drawdown");
    const rejected = { ...request!, status: "rejected" as const, decidedBy: bob.id, decidedByEmail: bob.email };
    await recordApprovalEvent({ kind: "approvalRejected", actor: bob, request: rejected }, db());
    const told = await db()
      .select()
      .from(alerts)
      .where(eq(alerts.eventKey, `approval:${request!.id}:decided`));
    expect(told).toEqual([expect.objectContaining({ recipientId: ann.id, kind: "approvalDecided" })]);
    expect(told[0]!.title).toContain("rejected");
  });

  it("alerts admins once of a failed sync pass, however many looks see it", async () => {
    const [pass] = await db()
      .insert(bookSyncPasses)
      .values({
        trigger: "schedule",
        instance: "test",
        status: "failed",
        finishedAt: new Date(),
        lastError: "unreachable",
      })
      .returning();
    await raiseSystemAlerts(db(), 48);
    await raiseSystemAlerts(db(), 48);
    expect(await byKey(`syncPass:${pass!.id}:failed`)).toEqual([bob.id]);
  });

  it("counts unread, marks one and all read (only one's own), and removes read ones past retention", async () => {
    await db().update(alerts).set({ readAt: null }).where(eq(alerts.recipientId, vic.id));
    const unread = await unreadCount(db(), vic.id);
    expect(unread).toBeGreaterThan(1);
    const [first] = await alertsOf(vic.id);
    expect(await markRead(db(), ann.id, first!.id)).toBeNull();
    expect(await markRead(db(), vic.id, first!.id)).toMatchObject({ id: first!.id });
    expect(await unreadCount(db(), vic.id)).toBe(unread - 1);
    expect(await markAllRead(db(), vic.id, null)).toBe(unread - 1);
    expect(await unreadCount(db(), vic.id)).toBe(0);
    await db()
      .update(alerts)
      .set({ readAt: sql`now() - interval '91 days'` })
      .where(eq(alerts.id, first!.id));
    const annBefore = (await alertsOf(ann.id)).length;
    expect(await deleteReadBefore(db(), 90)).toBe(1);
    expect((await alertsOf(vic.id)).map((a) => a.id)).not.toContain(first!.id);
    expect((await alertsOf(ann.id)).length).toBe(annBefore);
  });
});
