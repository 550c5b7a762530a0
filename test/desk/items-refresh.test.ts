import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "@/test/support/postgres-database";
import { openDatabase, type Database } from "@/lib/db";
import { attentionItemEvents, attentionItems, bookCustomers, bookLegs } from "@/lib/db/schema";
import { bookChanged } from "@/lib/book/changes";
import { endingSoonLegs, longInProcessLegs, mtmMovedLegs, overdueLegs, settlingSoon } from "@/lib/desk/attention";
import { openItems } from "@/lib/desk/items/apply";
import { changeItem } from "@/lib/desk/items/change";
import { findCandidates } from "@/lib/desk/items/observe";
import { readQueue } from "@/lib/desk/items/read-queue";
import { refreshItems } from "@/lib/desk/items/refresh";
import { judgeCandidates } from "@/lib/domain/attention-plan";
import { ACME, bookLeg as leg, type BookLegInsert } from "./book-leg";

// The work queue's items computed from the book, on both drivers: the same legs as the desk's lists count, once per
// change of the book, resolved by themselves when the book shows the condition gone (never from a failed read).

const THU = "2026-11-26";
const rules = { soonBusinessDays: 5, inProcessBusinessDays: 2, mtmThresholdPct: "2", mtmMarginPct: "0.5" };
const deskSettings = { ...rules, listLimit: 8 };
const BETA = "c0000000-0000-4000-8000-000000000002";
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const legs: BookLegInsert[] = [
  leg("end-mon", { endAt: "2026-11-30" }),
  leg("end-wed", { endAt: "2026-12-02", customerId: BETA }),
  leg("end-thu-next", { endAt: "2026-12-03" }),
  leg("end-drawn", { endAt: "2026-11-30", fromCurrencyAmount: "0" }),
  leg("overdue-reported", {
    status: "Overdue",
    endAt: "2026-11-02",
    overdueAt: "2026-11-06",
    settlementAt: "2026-11-03",
  }),
  leg("overdue-by-date", { endAt: "2026-10-01", overdueAt: "2026-10-05", settlementAt: "2026-10-02" }),
  leg("settle-1", { status: "InProcess", endAt: THU, settlementAt: "2026-11-27", updatedAt: "2026-11-24" }),
  leg("mtm-up", { adjustedMtmChangePct: "2.5" }),
  leg("mtm-small", { adjustedMtmChangePct: "1.99" }),
  leg("not-seen", { notSeenSince: new Date("2026-11-20T00:00:00Z"), endAt: THU }),
];

function drivers() {
  return [
    ["pglite", async () => ({ dataDir: mkdtempSync(path.join(tmpdir(), "hedge-desk-items-")) })],
    [
      "postgres",
      async () => ({
        url: (await createPostgresDatabase(inject("postgresUrl"), "items")).url,
        dataDir: mkdtempSync(path.join(tmpdir(), "hedge-desk-items-")),
      }),
    ],
  ] as const;
}

describe.each(drivers())("attention items from the book on %s", (_driver, options) => {
  let database: Database;
  const db = () => database.db;
  const items = () => db().select().from(attentionItems).orderBy(asc(attentionItems.id));
  const history = (itemId: number) =>
    db()
      .select()
      .from(attentionItemEvents)
      .where(eq(attentionItemEvents.itemId, itemId))
      .orderBy(asc(attentionItemEvents.version));
  const change = async (id: string, fields: Partial<BookLegInsert>) => {
    await db().update(bookLegs).set(fields).where(eq(bookLegs.id, id));
    await bookChanged(db());
  };

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
    await db().insert(bookLegs).values(legs);
    await bookChanged(db());
  });
  afterAll(() => database?.close());

  it("opens one item per condition, the very legs the desk's lists count", async () => {
    expect(await refreshItems(db(), THU, rules)).toMatchObject({ ran: true, opened: 7, resolved: 0 });
    const rows = await items();
    const byKind = (kind: string) =>
      rows
        .filter((item) => item.kind === kind)
        .map((item) => item.objectId)
        .sort();
    const ids = (list: { rows: { id: string }[] }) => list.rows.map((row) => row.id).sort();
    const [overdue, ending, inProcess, mtm, settling] = await Promise.all([
      overdueLegs(db(), {}, THU, deskSettings),
      endingSoonLegs(db(), {}, THU, deskSettings),
      longInProcessLegs(db(), {}, THU, deskSettings),
      mtmMovedLegs(db(), {}, deskSettings),
      settlingSoon(db(), {}, THU, deskSettings),
    ]);
    expect(byKind("overdue")).toEqual(ids(overdue));
    expect(byKind("endingSoon")).toEqual(ids(ending));
    expect(byKind("endingSoon")).toEqual(["end-mon", "end-wed"]);
    expect(byKind("inProcess")).toEqual(ids(inProcess));
    expect(byKind("mtmMoved")).toEqual(["mtm-up"]);
    expect(byKind("mtmMoved")).toEqual(ids(mtm));
    expect(byKind("settlingSoon")).toEqual(["settle-1"]);
    expect(settling.total).toBe(1);
    expect((await history(rows[0]!.id)).map((line) => [line.version, line.kind, line.actorEmail])).toEqual([
      [1, "created", "system"],
    ]);
  });

  it("runs once per change: a second look at an unchanged book does nothing", async () => {
    expect(await refreshItems(db(), THU, rules)).toEqual({ ran: false, reason: "current" });
    // A new day is a change: the windows move (from Friday, ending soon reaches Thursday 3 Dec).
    expect(await refreshItems(db(), "2026-11-27", rules)).toMatchObject({ ran: true, opened: 1, resolved: 0 });
    expect(await refreshItems(db(), "2026-11-27", rules)).toEqual({ ran: false, reason: "current" });
  });

  it("resolves by itself when the book reads the leg completed, saying so, and not from a failed read", async () => {
    const today = "2026-11-27";
    await change("end-mon", { status: "Completed", completedAt: THU, lastSeenAt: new Date("2026-11-27T09:42:00Z") });
    await db().update(bookCustomers).set({ dualHedgesFailedAt: new Date() }).where(eq(bookCustomers.id, BETA));
    await change("end-wed", { status: "Cancelled", cancelledAt: THU });
    const outcome = await refreshItems(db(), today, rules, new Date("2026-11-27T10:00:00Z"));
    expect(outcome).toMatchObject({ ran: true, resolved: 1, opened: 0 });
    const all = await items();
    const done = all.find((item) => item.objectId === "end-mon" && item.kind === "endingSoon")!;
    expect(done).toMatchObject({ state: "resolved", resolvedHow: "automatic", version: 2 });
    expect(done.resolution).toBe("resolved: the service reports it Completed, read 09:42 UTC");
    expect((await history(done.id)).map((line) => [line.version, line.kind, line.text])).toEqual([
      [1, "created", null],
      [2, "resolved", "resolved: the service reports it Completed, read 09:42 UTC"],
    ]);
    // Beta's last read failed: its leg's item stays open whatever its row says.
    expect(all.find((item) => item.objectId === "end-wed")).toMatchObject({ state: "open" });
  });

  it("never two items for one condition, however many refreshes write at once", async () => {
    await db()
      .insert(bookLegs)
      .values(leg("overdue-new", { status: "Overdue", overdueAt: "2026-11-20" }));
    await bookChanged(db());
    const plan = judgeCandidates(await findCandidates(db(), "2026-11-27", rules), "2026-11-27", rules);
    expect(plan.open.map((o) => [o.kind, o.leg.id])).toEqual([["overdue", "overdue-new"]]);
    const open = plan.open.map(({ kind, leg }) => ({
      kind,
      objectId: leg.id,
      dualHedgeId: leg.dualHedgeId,
      customerId: leg.customerId,
    }));
    const written = await Promise.all([openItems(db(), open), openItems(db(), open)]);
    expect(written.map((rows) => rows.length).sort()).toEqual([0, 1]); // one wrote it, the other found it there
    expect((await items()).filter((item) => item.objectId === "overdue-new")).toHaveLength(1);
    // Nothing left to do once the items match the book: only Beta's leg (its last read failed) is judged again, and kept.
    const again = await findCandidates(db(), "2026-11-27", rules);
    expect(again.opening).toEqual([]);
    expect(again.ending.map((c) => [c.kind, c.leg.id, c.leg.readOk])).toEqual([["endingSoon", "end-wed", false]]);
    expect(judgeCandidates(again, "2026-11-27", rules)).toEqual({ open: [], resolve: [] });
  });

  it("ends a snooze at its time, back to where it was, the history dated at the snooze's end", async () => {
    const [item] = (await items()).filter((row) => row.state === "open");
    await db().execute(sql`update attention_items set state = 'snoozed', snoozed_until = now() - interval '1 minute',
      snooze_reason = 'customer says Tuesday', acknowledged_at = now(), version = version + 1 where id = ${item!.id}`);
    const outcome = await refreshItems(db(), "2026-11-27", rules);
    expect(outcome).toMatchObject({ ran: true, snoozesEnded: 1 });
    const [after] = await db().select().from(attentionItems).where(eq(attentionItems.id, item!.id));
    expect(after).toMatchObject({ state: "acknowledged", snoozedUntil: null, snoozeReason: null });
    expect((await history(item!.id)).at(-1)).toMatchObject({ kind: "snoozeEnded", version: after!.version });
  });

  it("narrows the work queue by a customer's name exactly as by its id", async () => {
    const byName = await readQueue(db(), { customer: "beta" }, "all", "someone", 1);
    const byId = await readQueue(db(), { customer: BETA }, "all", "someone", 1);
    const everyone = await readQueue(db(), {}, "all", "someone", 1);
    expect(byName.rows.map((row) => row.id)).toEqual(byId.rows.map((row) => row.id));
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((row) => row.customerId === BETA)).toBe(true);
    expect(byName.counts).toEqual(byId.counts);
    expect(byName.counts.all).toBeLessThan(everyone.counts.all);
    expect((await readQueue(db(), { customer: "nobody at all" }, "all", "someone", 1)).rows).toEqual([]);
  });

  it("serves a kept queue page only while neither its items nor the book have changed", async () => {
    const page = () => readQueue(db(), { customer: BETA }, "all", "someone", 1);
    const [first] = (await page()).rows;
    expect(first).toMatchObject({ customerName: "Beta", state: "open" });
    // The book changes, the items do not: the rows carry the customer's name and the legs' columns as they are now.
    await db().update(bookCustomers).set({ companyName: "Beta Trading" }).where(eq(bookCustomers.id, BETA));
    await bookChanged(db());
    expect((await page()).rows[0]).toMatchObject({ id: first!.id, customerName: "Beta Trading" });
    // An item changes, the book does not.
    const ann = { id: "id-ann", email: "ann@hedge-desk.test" };
    expect(
      await changeItem(db(), { itemId: first!.id, seenVersion: first!.version }, ann, { kind: "acknowledge" }),
    ).toMatchObject({ ok: true });
    expect((await page()).rows[0]).toMatchObject({ id: first!.id, state: "acknowledged", version: first!.version + 1 });
    await db().update(bookCustomers).set({ companyName: "Beta" }).where(eq(bookCustomers.id, BETA));
    await bookChanged(db());
  });

  it("refreshes the planner's statistics once the items outgrow them, so a page's badges look items up by index", async () => {
    const reltuples = async () =>
      Number(
        (
          (await db().execute(sql`select reltuples from pg_class where relname = 'attention_items'`)) as unknown as {
            rows: { reltuples: number | string }[];
          }
        ).rows[0]!.reltuples,
      );
    const many = Array.from({ length: 1500 }, (_, i) => leg(`end-many-${i}`, { endAt: "2026-11-30" }));
    await db().insert(bookLegs).values(many);
    await bookChanged(db());
    expect(await refreshItems(db(), "2026-11-27", rules)).toMatchObject({ ran: true, opened: 1500 });
    expect(await reltuples()).toBeGreaterThanOrEqual(1500);
  });
});
