import { eq, sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { auditMutation, recordRefusal } from "@/lib/audit/audit";
import { lastChainCheck } from "@/lib/audit/chain";
import { checkChainIfDue } from "@/lib/audit/scheduled-chain-check";
import { openDatabase, type Database } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";
import { removeTempDirs, tempDir } from "../auth/support";

afterAll(removeTempDirs);

/** A database of its own on the run's Postgres, as its owner. */
async function ownPostgres(): Promise<Database> {
  const base = new URL(inject("postgresUrl"));
  const name = `hd_sched_chain_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  return openDatabase({ url: base.toString(), dataDir: tempDir() });
}

const ctx = { user: { id: "sched-staff", email: "sched@hedge-desk.test" }, requestId: "req-sched" };
/** Four rows a round: an attempt and its outcome, and two refusals. */
async function fourRows(db: Database["db"], rounds: number) {
  for (let n = 0; n < rounds; n += 1) {
    await auditMutation({ ctx, action: "quoteDrawdown", customerId: `c-${n}` }, async () => ({}), db);
    await recordRefusal({ ctx, action: "acceptDrawdown", errorKind: "forbidden" }, db);
    await recordRefusal({ ctx, action: "cancelDualHedge", errorKind: "forbidden" }, db);
  }
}
async function asOwner(db: Database["db"], statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
  });
}
const rowAt = async (db: Database["db"], place: number) =>
  (await db.select().from(auditEvents).where(eq(auditEvents.chainSeq, place)))[0]!;

const always = { intervalSeconds: 0, sweepRows: 4 };

describe.each([
  ["pglite", () => openDatabase({ dataDir: tempDir() })],
  ["postgres", ownPostgres],
] as const)("the trail's chain checked on a schedule, on %s", (_driver, open) => {
  let database: Database;
  afterAll(() => database?.close());

  it("walks the whole trail once, then only the new rows and a window of old ones", async () => {
    database = await open();
    const { db } = database;
    await fourRows(db, 5);
    expect(await checkChainIfDue(database, always)).toMatchObject({ ok: true, rows: 20, lastSeq: 20 });
    await fourRows(db, 1);
    // The four new rows and a window of four old ones, not the 24 of the whole trail.
    expect(await checkChainIfDue(database, always)).toMatchObject({ ok: true, rows: 8, lastSeq: 24 });
    expect(await lastChainCheck(db)).toMatchObject({ ok: true, lastSeq: 24 });
    // Checked within the interval: not due.
    expect(await checkChainIfDue(database, { ...always, intervalSeconds: 3600 })).toBeNull();
  }, 120_000);

  it("finds a row altered by hand among the rows already verified, names it, and keeps saying so", async () => {
    const { db } = database;
    const victim = await rowAt(db, 3);
    await asOwner(db, sql`update audit_events set staff_email = 'someone-else@example.test' where id = ${victim.id}`);
    let found = null;
    // The windows of four go round the 24 verified rows: the edit is found within one round.
    for (let run = 0; run < 24 / 4 + 1 && !found; run += 1) {
      const check = await checkChainIfDue(database, always);
      if (check && !check.ok) found = check;
    }
    expect(found).toMatchObject({ ok: false, firstBadId: victim.id });
    expect(found!.problem).toBe(`row ${victim.id}: its content does not match its hash (the row was changed)`);
    // The next check goes on from the last good one and finds it again; /audit shows the break.
    expect(await checkChainIfDue(database, always)).toMatchObject({ ok: false, firstBadId: victim.id });
    expect(await lastChainCheck(db)).toMatchObject({ ok: false, firstBadId: victim.id });

    await asOwner(db, sql`update audit_events set staff_email = ${victim.staffEmail} where id = ${victim.id}`);
    for (let run = 0; run < 24 / 4 + 1; run += 1)
      expect(await checkChainIfDue(database, always)).toMatchObject({ ok: true, lastSeq: 24 });
  }, 120_000);

  it("finds a new row altered before it was ever checked, and the newest rows removed after a check", async () => {
    const { db } = database;
    await fourRows(db, 1);
    const fresh = await rowAt(db, 26);
    await asOwner(db, sql`update audit_events set error_kind = 'tampered' where id = ${fresh.id}`);
    expect(await checkChainIfDue(database, always)).toMatchObject({ ok: false, firstBadId: fresh.id });
    await asOwner(db, sql`update audit_events set error_kind = ${fresh.errorKind} where id = ${fresh.id}`);
    expect(await checkChainIfDue(database, always)).toMatchObject({ ok: true, lastSeq: 28 });

    await asOwner(db, sql`delete from audit_events where chain_seq = 28`);
    const check = await checkChainIfDue(database, always);
    expect(check).toMatchObject({ ok: false });
    expect(check!.problem).toMatch(/place 28, verified by the check of .*, is gone \(the newest rows were removed\)/);
  }, 120_000);
});

describe("the scheduled check on Postgres, shared by several instances", () => {
  let database: Database;
  afterAll(() => database?.close());

  it("runs once in a cluster: not while another instance holds the check's claim", async () => {
    database = await ownPostgres();
    await fourRows(database.db, 1);
    const url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    const other = new Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock(727114)");
      expect(await checkChainIfDue(database, always)).toBeNull();
      await other.query("commit");
      expect(await checkChainIfDue(database, always)).toMatchObject({ ok: true, lastSeq: 4 });
    } finally {
      await other.end();
    }
  }, 120_000);
});
