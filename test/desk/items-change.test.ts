import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "@/test/support/postgres-database";
import { openDatabase, type Database } from "@/lib/db";
import { attentionItemEvents, attentionItems, auditEvents, authUsers } from "@/lib/db/schema";
import { changeItem } from "@/lib/desk/items/change";

// Staff's changes to items, on both drivers: the version someone saw decides, so of two people acting at once one wins
// and the other changes nothing; each change is one history line and one row on the audit trail, never two.

const people = {
  ann: { id: "id-ann", email: "ann@hedge-desk.test", name: "Ann", role: "operator" as const },
  bob: { id: "id-bob", email: "bob@hedge-desk.test", name: "Bob", role: "admin" as const },
  vic: { id: "id-vic", email: "vic@hedge-desk.test", name: "Vic", role: "viewer" as const },
  gone: { id: "id-gone", email: "gone@hedge-desk.test", name: "Gone", role: "operator" as const },
};
const ann = { id: people.ann.id, email: people.ann.email };
const bob = { id: people.bob.id, email: people.bob.email };
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function drivers() {
  return [
    ["pglite", async () => ({ dataDir: mkdtempSync(path.join(tmpdir(), "hedge-desk-items-change-")) })],
    [
      "postgres",
      async () => ({
        url: (await createPostgresDatabase(inject("postgresUrl"), "items_change")).url,
        dataDir: mkdtempSync(path.join(tmpdir(), "hedge-desk-items-change-")),
      }),
    ],
  ] as const;
}

describe.each(drivers())("changing items on %s", (_driver, options) => {
  let database: Database;
  const db = () => database.db;
  let seq = 0;
  const newItem = async () => {
    seq += 1;
    const [item] = await db()
      .insert(attentionItems)
      .values({ kind: "overdue", rank: 1, objectId: `leg-${seq}`, dualHedgeId: `dh-${seq}`, customerId: "c-1" })
      .returning();
    await db()
      .insert(attentionItemEvents)
      .values({ itemId: item!.id, version: 1, kind: "created", actorId: "system", actorEmail: "system" });
    return item!;
  };
  const lines = (itemId: number) =>
    db()
      .select()
      .from(attentionItemEvents)
      .where(eq(attentionItemEvents.itemId, itemId))
      .orderBy(asc(attentionItemEvents.version));
  const trail = async (itemId: number) =>
    (await db().select().from(auditEvents).orderBy(asc(auditEvents.id))).filter(
      (row) => row.targetIds.itemId === String(itemId),
    );
  const item = async (id: number) => (await db().select().from(attentionItems).where(eq(attentionItems.id, id)))[0]!;

  beforeAll(async () => {
    const opts = await options();
    tempDirs.push(opts.dataDir);
    database = await openDatabase(opts);
    await db().insert(authUsers).values(Object.values(people));
    await db().update(authUsers).set({ disabledAt: new Date() }).where(eq(authUsers.id, people.gone.id));
  });
  afterAll(() => database?.close());

  it("acknowledges: one history line and one trail row naming the item and its leg", async () => {
    const { id } = await newItem();
    const outcome = await changeItem(db(), { itemId: id, seenVersion: 1 }, ann, { kind: "acknowledge" }, "req-1");
    expect(outcome).toMatchObject({ ok: true, itemId: id, version: 2 });
    expect(await item(id)).toMatchObject({ state: "acknowledged", acknowledgedBy: ann.email, version: 2 });
    expect((await lines(id)).map((l) => [l.version, l.kind, l.actorEmail])).toEqual([
      [1, "created", "system"],
      [2, "acknowledged", ann.email],
    ]);
    expect(await trail(id)).toEqual([
      expect.objectContaining({
        action: "itemAcknowledged",
        outcome: "recorded",
        staffEmail: ann.email,
        customerId: "c-1",
        requestId: "req-1",
        targetIds: { itemId: String(id), itemKind: "overdue", hedgeId: `leg-${seq}`, dualHedgeId: `dh-${seq}` },
      }),
    ]);
  });

  it("two people at once on the same version: one wins, the other changes nothing", async () => {
    const { id } = await newItem();
    const outcomes = await Promise.all([
      changeItem(db(), { itemId: id, seenVersion: 1 }, ann, { kind: "assign", to: ann }),
      changeItem(db(), { itemId: id, seenVersion: 1 }, bob, { kind: "assign", to: bob }),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, reason: "changed" }]);
    const winner = outcomes[0]!.ok ? ann : bob;
    expect(await item(id)).toMatchObject({ ownerId: winner.id, ownerEmail: winner.email, version: 2 });
    expect((await lines(id)).filter((l) => l.kind === "assigned")).toHaveLength(1);
    expect(await trail(id)).toHaveLength(1);
  });

  it("refuses a viewer, a disabled or an unknown account as assignee, and a change already made", async () => {
    const { id } = await newItem();
    for (const to of [people.vic, people.gone, { id: "nobody", email: "nobody@x.test" }])
      expect(await changeItem(db(), { itemId: id, seenVersion: 1 }, ann, { kind: "assign", to })).toEqual({
        ok: false,
        reason: "assignee",
      });
    expect(await changeItem(db(), { itemId: id, seenVersion: 1 }, ann, { kind: "unassign" })).toEqual({
      ok: false,
      reason: "unchanged",
    });
    expect(await item(id)).toMatchObject({ version: 1, ownerId: null });
    expect(await lines(id)).toHaveLength(1);
  });

  it("snoozes with its reason, takes notes whatever the version, and refuses everything once resolved", async () => {
    const { id } = await newItem();
    const until = new Date(Date.now() + 86_400_000);
    await changeItem(db(), { itemId: id, seenVersion: 1 }, ann, { kind: "snooze", until, reason: "funds Tuesday" });
    expect(await item(id)).toMatchObject({ state: "snoozed", snoozeReason: "funds Tuesday", version: 2 });
    // A stale version: someone saw it before the snooze.
    expect(await changeItem(db(), { itemId: id, seenVersion: 1 }, bob, { kind: "acknowledge" })).toEqual({
      ok: false,
      reason: "changed",
    });
    const note = await changeItem(db(), { itemId: id, seenVersion: null }, bob, { kind: "note", text: "called them" });
    expect(note).toMatchObject({ ok: true, version: 3 });
    expect(await item(id)).toMatchObject({ latestNote: "called them", latestNoteBy: bob.email });
    await changeItem(db(), { itemId: id, seenVersion: 3 }, bob, { kind: "resolve", reason: "paid" });
    expect(await item(id)).toMatchObject({
      state: "resolved",
      resolvedHow: "byHand",
      resolution: "paid",
      snoozedUntil: null,
    });
    for (const change of [{ kind: "note", text: "late" } as const, { kind: "acknowledge" } as const])
      expect(await changeItem(db(), { itemId: id, seenVersion: 4 }, ann, change)).toEqual({
        ok: false,
        reason: "resolved",
      });
    expect(await changeItem(db(), { itemId: 999_999, seenVersion: 1 }, ann, { kind: "acknowledge" })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect((await lines(id)).map((l) => [l.version, l.kind, l.text])).toEqual([
      [1, "created", null],
      [2, "snoozed", "funds Tuesday"],
      [3, "note", "called them"],
      [4, "resolved", "paid"],
    ]);
    expect((await trail(id)).map((row) => row.action)).toEqual(["itemSnoozed", "itemNoted", "itemResolved"]);
  });
});
