import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { auditMutation, recordRefusal } from "@/lib/audit/audit";
import { lastChainCheck, recordChainCheck, verifyAuditChain } from "@/lib/audit/chain";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { TRAIL_PROTECTION_NOTE, trailProtectionNote } from "@/lib/audit/trail-protection";
import { openDatabase, type Database } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";
import { removeTempDirs, tempDir } from "../auth/support";

afterAll(removeTempDirs);

/** A database of its own on the run's Postgres (the shared one is every test's), as its owner. */
async function ownPostgres(): Promise<Database> {
  const base = new URL(inject("postgresUrl"));
  const name = `hd_chain_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  return openDatabase({ url: base.toString(), dataDir: tempDir() });
}

const drivers = [
  ["pglite", () => openDatabase({ dataDir: tempDir() })],
  ["postgres", ownPostgres],
] as const;

const ctx = { user: { id: "chain-staff", email: "chain@hedge-desk.test" }, requestId: "req-chain" };

async function someRows(db: Database["db"], count: number) {
  for (let n = 0; n < count; n += 1) {
    await auditMutation({ ctx, action: "quoteDrawdown", customerId: `c-${n}` }, async () => ({}), db);
    await recordRefusal({ ctx, action: "acceptDrawdown", errorKind: "forbidden" }, db);
  }
  await recordSecurityEvent({ kind: "signOut", actor: ctx.user, clientAddress: "198.51.100.1" }, db);
}

/** As the owner could (and the app's role cannot): lift the append-only trigger for one statement. */
async function asOwner(db: Database["db"], statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
  });
}

describe.each(drivers)("the audit trail's hash chain on %s", (_driver, open) => {
  let database: Database;
  afterAll(() => database?.close());

  it("the database sets each row's time and link, whatever the app sends", async () => {
    database = await open();
    const { db } = database;
    const [row] = await db
      .insert(auditEvents)
      .values({
        staffUserId: "x",
        staffEmail: "x@hedge-desk.test",
        action: "signOut",
        outcome: "recorded",
        occurredAt: new Date("2020-01-01T00:00:00Z"),
        chainSeq: 999,
        prevHash: "forged",
        rowHash: "forged",
      })
      .returning();
    const [clock] = await db
      .select({ now: sql<string>`now()::text` })
      .from(auditEvents)
      .limit(1);
    expect(Math.abs(new Date(row!.occurredAt).getTime() - new Date(clock!.now).getTime())).toBeLessThan(60_000);
    expect(row).toMatchObject({ chainSeq: 1, prevHash: "" });
    expect(row!.rowHash).toMatch(/^[0-9a-f]{64}$/);
  }, 120_000);

  it("a start as the trail's owner says, in one line, what the trail is then protected against", async () => {
    expect(await trailProtectionNote(database)).toBe(TRAIL_PROTECTION_NOTE);
  });

  it("holds over many rows, written at once from several connections", async () => {
    const { db } = database;
    await Promise.all(Array.from({ length: 4 }, () => someRows(db, 5)));
    const check = await verifyAuditChain(db);
    // Per call: an attempt and its outcome plus a refusal, five times, and a sign-out.
    expect(check).toMatchObject({ ok: true, rows: 1 + 4 * (5 * 3 + 1), firstBadId: null });
    await recordChainCheck(db, check);
    expect(await lastChainCheck(db)).toMatchObject({ ok: true, rows: 65 });
  });

  it("names a row edited by the owner", async () => {
    const { db } = database;
    const [victim] = await db.select().from(auditEvents).where(eq(auditEvents.chainSeq, 10));
    await asOwner(db, sql`update audit_events set staff_email = 'someone-else@example.test' where id = ${victim!.id}`);
    const check = await verifyAuditChain(db);
    expect(check.ok).toBe(false);
    expect(check.firstBadId).toBe(victim!.id);
    expect(check.problem).toMatch(/content does not match its hash/);
    await asOwner(db, sql`update audit_events set staff_email = ${victim!.staffEmail} where id = ${victim!.id}`);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it("names the row after one the owner deleted, and notices the newest rows removed since the last check", async () => {
    const { db } = database;
    // A row nothing points at (no outcome names it as its attempt), so the owner can delete it.
    const [gone] = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.outcome} <> 'attempt' and ${auditEvents.chainSeq} > 15`)
      .orderBy(auditEvents.chainSeq)
      .limit(1);
    const [next] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.chainSeq, gone!.chainSeq! + 1));
    await asOwner(db, sql`delete from audit_events where id = ${gone!.id}`);
    const check = await verifyAuditChain(db);
    expect(check).toMatchObject({ ok: false, firstBadId: next!.id });
    expect(check.problem).toContain(`place ${gone!.chainSeq}) is missing`);

    // Another database of the same kind: the tail removed after a good check.
    const other = await open();
    try {
      await someRows(other.db, 2);
      await recordChainCheck(other.db, await verifyAuditChain(other.db));
      await asOwner(
        other.db,
        sql`delete from audit_events where chain_seq = (select max(chain_seq) from audit_events)`,
      );
      const tail = await verifyAuditChain(other.db);
      expect(tail.ok).toBe(false);
      expect(tail.problem).toMatch(/the newest rows were removed/);
    } finally {
      await other.close();
    }
  }, 120_000);
});
