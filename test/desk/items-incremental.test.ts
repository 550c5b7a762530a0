import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "@/test/support/postgres-database";
import { openDatabase, type Database } from "@/lib/db";
import {
  approvalRequests,
  attentionItemEvents,
  attentionItems,
  attentionMarks,
  auditEvents,
  bookCustomers,
  bookLegs,
} from "@/lib/db/schema";
import { bookChanged } from "@/lib/book/changes";
import { findCandidates } from "@/lib/desk/items/observe";
import { refreshItems } from "@/lib/desk/items/refresh";
import { judgeCandidates } from "@/lib/domain/attention-plan";
import { ACME, bookLeg as leg } from "./book-leg";

// The refresh judges only what changed (the book's marks, a good read after a failed one, a new day's edges) and
// reaches the same items a look at the whole book would; and the two kinds judged from the trail and the approvals.

const THU = "2026-11-26";
const rules = { soonBusinessDays: 5, inProcessBusinessDays: 2, mtmThresholdPct: "2", mtmMarginPct: "0.5" };
const BETA = "c0000000-0000-4000-8000-000000000002";
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function drivers() {
  return [
    ["pglite", async () => ({ dataDir: mkdtempSync(path.join(tmpdir(), "hedge-desk-items-inc-")) })],
    [
      "postgres",
      async () => ({
        url: (await createPostgresDatabase(inject("postgresUrl"), "items_incremental")).url,
        dataDir: mkdtempSync(path.join(tmpdir(), "hedge-desk-items-inc-")),
      }),
    ],
  ] as const;
}

describe.each(drivers())("the refresh judges only what changed, on %s", (_driver, options) => {
  let database: Database;
  const db = () => database.db;
  const live = async () =>
    (
      await db()
        .select({ kind: attentionItems.kind, objectId: attentionItems.objectId })
        .from(attentionItems)
        .where(sql`${attentionItems.state} <> 'resolved'`)
        .orderBy(asc(attentionItems.id))
    ).map((item) => `${item.kind} ${item.objectId}`);
  const marks = async () => (await db().select().from(attentionMarks)).length;
  /** What a look at the whole book would still do: nothing, once the refresh has kept up. */
  const wholeLook = async (today: string) => judgeCandidates(await findCandidates(db(), today, rules), today, rules);
  const item = async (kind: string, objectId: string) =>
    (
      await db()
        .select()
        .from(attentionItems)
        .where(sql`kind = ${kind} and object_id = ${objectId}`)
    )[0]!;

  beforeAll(async () => {
    const opts = await options();
    tempDirs.push(opts.dataDir);
    database = await openDatabase(opts);
    await db()
      .insert(bookCustomers)
      .values([
        { id: ACME, companyName: "Acme", raw: {} },
        { id: BETA, companyName: "Beta", raw: {} },
      ]);
    await db()
      .insert(bookLegs)
      .values([
        leg("end-fri", { endAt: "2026-11-27" }),
        leg("end-far", { endAt: "2027-03-01" }),
        leg("beta-end", { endAt: "2026-11-30", customerId: BETA }),
        leg("due-wed", { endAt: "2026-11-23", overdueAt: "2026-11-25", settlementAt: "2026-11-24" }),
        leg("due-fri", { endAt: "2026-11-25", overdueAt: "2026-11-26", settlementAt: "2026-11-26" }),
      ]);
    await bookChanged(db());
  });
  afterAll(() => database?.close());

  it("the first refresh looks at the whole book; the book's inserts were marked and are dropped once judged", async () => {
    expect(await marks()).toBe(5);
    expect(await refreshItems(db(), THU, rules)).toMatchObject({ ran: true, whole: true, opened: 4 });
    expect(await live()).toEqual([
      "overdue due-wed",
      "endingSoon end-fri",
      "endingSoon beta-end",
      "settlingSoon due-fri",
    ]);
    expect(await marks()).toBe(0);
  });

  it("marks a leg only when a column the rules read moved; then judges that leg alone", async () => {
    await db()
      .update(bookLegs)
      .set({ lastSeenAt: new Date(), raw: { id: "end-far", again: true } });
    await bookChanged(db());
    expect(await marks()).toBe(0); // a pass rewriting unchanged legs marks nothing
    expect(await refreshItems(db(), THU, rules)).toMatchObject({ ran: true, whole: false, opened: 0, resolved: 0 });
    await db().update(bookLegs).set({ adjustedMtmChangePct: "3.1" }).where(eq(bookLegs.id, "end-far"));
    await db().update(bookLegs).set({ status: "Completed" }).where(eq(bookLegs.id, "end-fri"));
    await bookChanged(db());
    expect(await marks()).toBe(2);
    expect(await refreshItems(db(), THU, rules)).toMatchObject({ ran: true, whole: false, opened: 1, resolved: 1 });
    expect(await live()).toContain("mtmMoved end-far");
    expect(await live()).not.toContain("endingSoon end-fri");
    expect(await wholeLook(THU)).toEqual({ open: [], resolve: [] });
  });

  it("a good read after a failed one judges that customer's items again, though no leg changed", async () => {
    await db().update(bookCustomers).set({ dualHedgesFailedAt: new Date() }).where(eq(bookCustomers.id, BETA));
    await db().update(bookLegs).set({ status: "Cancelled" }).where(eq(bookLegs.id, "beta-end"));
    await bookChanged(db());
    expect(await refreshItems(db(), THU, rules)).toMatchObject({ ran: true, resolved: 0 }); // never from a failed read
    expect(await live()).toContain("endingSoon beta-end");
    await db().update(bookCustomers).set({ dualHedgesFailedAt: null }).where(eq(bookCustomers.id, BETA));
    await bookChanged(db());
    expect(await refreshItems(db(), THU, rules)).toMatchObject({ ran: true, resolved: 1 });
    expect((await item("endingSoon", "beta-end")).resolution).toMatch(/^resolved: the service reports it Cancelled/);
  });

  it("a new day judges only the legs whose dates its edges crossed: Friday 27 Nov makes due-fri overdue", async () => {
    expect(await refreshItems(db(), "2026-11-27", rules)).toMatchObject({ ran: true, whole: false });
    expect(await live()).toContain("overdue due-fri");
    // Its settlement date, Thursday 26 Nov, has passed: settling soon resolved, saying so.
    expect((await item("settlingSoon", "due-fri")).resolution).toBe(
      "resolved: its settlement date, 26 Nov 2026, has passed",
    );
    expect(await wholeLook("2026-11-27")).toEqual({ open: [], resolve: [] });
  });

  it("changed rules look at the whole book again", async () => {
    const wider = { ...rules, mtmThresholdPct: "4" }; // an open item holds down to 3.5 %: 3.1 is under it
    expect(await refreshItems(db(), "2026-11-27", wider)).toMatchObject({ ran: true, whole: true, resolved: 1 });
    expect(await live()).not.toContain("mtmMoved end-far");
  });
});

describe.each(drivers())("items from the trail and the approvals, on %s", (_driver, options) => {
  let database: Database;
  const db = () => database.db;
  const TODAY = "2026-11-27";
  const itemOf = async (kind: string, objectId: string) =>
    db()
      .select()
      .from(attentionItems)
      .where(sql`kind = ${kind} and object_id = ${objectId}`)
      .orderBy(asc(attentionItems.id));
  const historyOf = async (itemId: number) =>
    (
      await db()
        .select()
        .from(attentionItemEvents)
        .where(eq(attentionItemEvents.itemId, itemId))
        .orderBy(asc(attentionItemEvents.version))
    ).map((line) => [line.kind, line.actorEmail]);
  const attempt = async () => {
    const [row] = await db()
      .insert(auditEvents)
      .values({
        staffUserId: "u-1",
        staffEmail: "ann@bank.test",
        action: "cancelDualHedge",
        customerId: ACME,
        targetIds: { dualHedgeId: "dh-1" },
        outcome: "attempt",
      })
      .returning({ id: auditEvents.id });
    return row!.id;
  };
  const outcome = (attemptId: number, outcome: "unknown" | "succeeded", errorKind: string | null = null) =>
    db().insert(auditEvents).values({
      staffUserId: "u-1",
      staffEmail: "ann@bank.test",
      action: "cancelDualHedge",
      attemptId,
      outcome,
      errorKind,
    });
  const request = async (minutes: number, hedgeId: string) => {
    const [row] = await db()
      .insert(approvalRequests)
      .values({
        action: "acceptDrawdown",
        requestedBy: "u-1",
        requestedByEmail: "ann@bank.test",
        expiresAt: sql`now() + make_interval(mins => ${minutes})`,
        customerId: ACME,
        dualHedgeId: "dh-2",
        hedgeId,
        amount: "250000",
        currency: "EUR",
      })
      .returning({ id: approvalRequests.id });
    return row!.id;
  };

  beforeAll(async () => {
    const opts = await options();
    tempDirs.push(opts.dataDir);
    database = await openDatabase(opts);
    await refreshItems(db(), TODAY, rules); // the first look, on an empty book
  });
  afterAll(() => database?.close());

  it("a call whose outcome is unknown opens an item, which resolves when its outcome is known, saying so", async () => {
    const id = await attempt();
    expect(await refreshItems(db(), TODAY, rules)).toEqual({ ran: false, reason: "current" }); // no outcome yet
    await outcome(id, "unknown");
    expect(await refreshItems(db(), TODAY, rules)).toMatchObject({ ran: true, opened: 1 });
    const [open] = await itemOf("unresolvedCall", String(id));
    expect(open).toMatchObject({ state: "open", dualHedgeId: "dh-1", customerId: ACME, rank: 1 });
    expect(await refreshItems(db(), TODAY, rules)).toEqual({ ran: false, reason: "current" });
    await outcome(id, "succeeded", "reconciled");
    expect(await refreshItems(db(), TODAY, rules)).toMatchObject({ ran: true, resolved: 1 });
    const [done] = await itemOf("unresolvedCall", String(id));
    expect(done!.resolution).toMatch(
      /^resolved: the call's outcome is now known: reconciled as succeeded, \d\d:\d\d UTC$/,
    );
    expect(await historyOf(done!.id)).toEqual([
      ["created", "system"],
      ["resolved", "system"],
    ]);
  });

  it("one episode per call: resolved by hand, it does not come back while its outcome stays unknown", async () => {
    const id = await attempt();
    await outcome(id, "unknown");
    await refreshItems(db(), TODAY, rules);
    await db()
      .update(attentionItems)
      .set({ state: "resolved", resolvedAt: new Date(), resolvedHow: "byHand", resolution: "phoned the service" })
      .where(sql`kind = 'unresolvedCall' and object_id = ${String(id)}`);
    expect(await refreshItems(db(), TODAY, rules)).toEqual({ ran: false, reason: "current" });
    expect(await itemOf("unresolvedCall", String(id))).toHaveLength(1);
  });

  it("a request waiting for approval opens an item, resolved when it is decided or when it expires", async () => {
    const decided = await request(30, "leg-2");
    const expiring = await request(30, "leg-3");
    expect(await refreshItems(db(), TODAY, rules)).toMatchObject({ ran: true, opened: 2 });
    await db()
      .update(approvalRequests)
      .set({ status: "rejected", decidedBy: "u-2", decidedByEmail: "bob@bank.test", decidedAt: new Date() })
      .where(eq(approvalRequests.id, decided));
    await db()
      .update(approvalRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(approvalRequests.id, expiring));
    expect(await refreshItems(db(), TODAY, rules)).toMatchObject({ ran: true, resolved: 2 });
    const [rejected] = await itemOf("awaitingApproval", decided);
    expect(rejected!.resolution).toMatch(/^resolved: the request was rejected by bob@bank\.test, \d\d:\d\d UTC$/);
    const [expired] = await itemOf("awaitingApproval", expiring);
    expect(expired!.resolution).toMatch(/^resolved: the request expired \d\d:\d\d UTC$/);
    expect(await refreshItems(db(), TODAY, rules)).toEqual({ ran: false, reason: "current" });
  });
});
