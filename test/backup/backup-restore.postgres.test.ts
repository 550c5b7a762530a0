import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { backupPostgres, restorePostgres } from "@/lib/backup/postgres-backup";
import { openDatabase } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";
import { removeTempDirs, tempDir } from "../auth/support";

afterAll(removeTempDirs);

/** A new, empty database on the run's Postgres; its URL. */
async function emptyDatabase(label: string): Promise<string> {
  const base = new URL(inject("postgresUrl"));
  const name = `hd_backup_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  base.pathname = `/${name}`;
  return base.toString();
}

describe("a Postgres backup (pg_dump on the snapshot its description is read in), restored into an empty database", () => {
  it("restores the trail and what the backup says it holds, and never restores over a database", async () => {
    const source = await emptyDatabase("source");
    const database = await openDatabase({ url: source, dataDir: tempDir() });
    for (let n = 0; n < 3; n += 1)
      await recordSecurityEvent(
        { kind: "signOut", actor: { id: "pg-backup", email: "pg@hedge-desk.test" }, clientAddress: "198.51.100.8" },
        database.db,
      );
    await database.close();

    const backup = await backupPostgres(source);
    expect(backup.manifest).toMatchObject({ driver: "postgres", auditChain: { rows: 3 } });
    expect(backup.chain).toMatchObject({ ok: true, rows: 3 });

    const target = await emptyDatabase("target");
    const restored = await restorePostgres(target, backup.file);
    expect(restored.chain).toMatchObject({ ok: true, rows: 3 });
    // The app opens it as its own: the schema is current, and the trail goes on from the restored chain.
    const reopened = await openDatabase({ url: target, dataDir: tempDir() });
    try {
      const [row] = await reopened.db
        .insert(auditEvents)
        .values({ staffUserId: "x", staffEmail: "x@hedge-desk.test", action: "signOut", outcome: "recorded" })
        .returning();
      expect(row!.chainSeq).toBe(4);
    } finally {
      await reopened.close();
    }
    await expect(restorePostgres(target, backup.file)).rejects.toThrow(/The database is not empty/);
  }, 120_000);
});
