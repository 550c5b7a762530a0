import { existsSync, readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { decodeBackup, encodeBackup } from "@/lib/backup/backup-file";
import { newestMigrationOfBuild } from "@/lib/backup/inspect";
import { backupPglite, restorePglite } from "@/lib/backup/pglite-backup";
import { openDatabase } from "@/lib/db";
import { removeTempDirs, tempDir } from "../auth/support";

afterAll(removeTempDirs);

const actor = { id: "backup-staff", email: "backup@hedge-desk.test" };

describe("a backup file says what it holds, and a damaged or foreign one is refused", () => {
  const manifest = {
    createdAt: new Date().toISOString(),
    driver: "pglite" as const,
    schema: { migrations: 1, newest: 1 },
    tables: { audit_events: 0 },
    auditChain: { rows: 0, headHash: null },
  };
  const file = encodeBackup(manifest, Buffer.from("the dump"));

  it("reads back what it was given", () => {
    expect(decodeBackup(file)).toMatchObject({ manifest, payload: Buffer.from("the dump") });
  });

  it.each([
    ["another file", Buffer.from('{"name":"hedge-desk"}'), /not a Hedge Desk backup/],
    [
      "a file cut short",
      file.subarray(0, file.length - 3),
      /cut short or damaged: it should hold 8 bytes of data, and holds 5/,
    ],
    ["a file cut in its description", file.subarray(0, 40), /cut short: its description is incomplete/],
    [
      "a damaged file",
      Buffer.concat([file.subarray(0, file.length - 1), Buffer.from("!")]),
      /does not match its checksum/,
    ],
  ])("%s", (_name, bytes, message) => {
    expect(() => decodeBackup(bytes)).toThrow(message);
  });

  it("a backup of a newer schema is refused before anything is touched", async () => {
    const newer = encodeBackup(
      { ...manifest, schema: { migrations: 99, newest: newestMigrationOfBuild() + 1 } },
      Buffer.from("x"),
    );
    const dataDir = path.join(tempDir(), "never-made");
    await expect(restorePglite(dataDir, newer)).rejects.toThrow(/comes from a newer Hedge Desk/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe("an embedded database backed up with its server stopped, restored over another", () => {
  it("restores what it holds, keeps the database it replaces, and refuses one that is not what it says", async () => {
    const source = tempDir();
    const database = await openDatabase({ dataDir: source });
    for (let n = 0; n < 3; n += 1)
      await recordSecurityEvent({ kind: "signOut", actor, clientAddress: "198.51.100.7" }, database.db);
    await database.close();

    const backup = await backupPglite(source);
    expect(backup.fromServer).toBe(false);
    expect(backup.manifest.tables.audit_events).toBe(3);
    expect(backup.manifest.auditChain).toMatchObject({ rows: 3, headHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(backup.chain).toMatchObject({ ok: true, rows: 3 });

    // The target already has a database of its own (no audit rows): it is kept, renamed, never overwritten.
    const target = tempDir();
    await (await openDatabase({ dataDir: target })).close();
    const restored = await restorePglite(target, backup.file);
    expect(restored.chain).toMatchObject({ ok: true, rows: 3 });
    expect(restored.keptAt).toMatch(/pglite\.replaced-/);
    expect(existsSync(path.join(restored.keptAt!, "PG_VERSION"))).toBe(true);
    const reopened = await openDatabase({ dataDir: target });
    try {
      const result = await reopened.db.execute(sql`select count(*)::int as n from audit_events`);
      const { rows } = result as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(3);
    } finally {
      await reopened.close();
    }

    // A file whose description was changed (its checksum still good): refused after unpacking, nothing replaced.
    const { manifest, payload } = decodeBackup(backup.file);
    const lying = encodeBackup({ ...manifest, tables: { ...manifest.tables, audit_events: 4 } }, payload);
    const before = readdirSync(target).sort();
    await expect(restorePglite(target, lying)).rejects.toThrow(
      "The restored database is not what the backup describes: audit_events: 4 rows in the backup, 3 restored.",
    );
    expect(readdirSync(target).sort()).toEqual(before);
  }, 120_000);
});
