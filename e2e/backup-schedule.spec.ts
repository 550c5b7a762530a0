import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { decodeBackup } from "@/lib/backup/backup-file";
import { expect, test } from "./fixtures";
import { ownDataDir, ownPort, startOwnServer } from "./support/own-server";

/** Scheduled backups of the embedded database: a new file per run beside the older ones, the oldest past BACKUP_KEEP gone. */
const backupDir = ownDataDir("backup-schedule-files", { fresh: true });
/** The scheduled backups' files, newest first, as lib/process/backup-schedule.ts names them. */
const backupFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^hedge-desk-\d{8}T\d{6}Z\.backup$/.test(name))
    .sort()
    .reverse();
const olderOnes = [
  "hedge-desk-20200101T000000Z.backup",
  "hedge-desk-20200102T000000Z.backup",
  "hedge-desk-20200103T000000Z.backup",
];

test("a scheduled backup is a new file, checked like db:backup's, and only the newest BACKUP_KEEP stay", async () => {
  test.setTimeout(180_000);
  for (const name of olderOnes) writeFileSync(path.join(backupDir, name), "an older backup");
  const server = await startOwnServer({
    port: ownPort(39),
    dataDir: ownDataDir("backup-schedule", { fresh: true }),
    env: { BACKUP_DIR: backupDir, BACKUP_KEEP: "2", BACKUP_INTERVAL_MINUTES: "1440" },
  });
  try {
    await expect
      .poll(() => backupFiles(backupDir).length === 2 && !backupFiles(backupDir)[0]!.startsWith("hedge-desk-2020"), {
        timeout: 120_000,
      })
      .toBe(true);
    const [made, kept] = backupFiles(backupDir);
    expect(kept).toBe("hedge-desk-20200103T000000Z.backup");
    const { manifest } = decodeBackup(readFileSync(path.join(backupDir, made!)));
    expect(manifest).toMatchObject({ driver: "pglite", tables: { auth_user: 3 } });
  } finally {
    await server.stop();
  }
});
