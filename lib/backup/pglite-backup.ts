import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { verifyAuditChain, type ChainCheck } from "@/lib/audit/chain";
import { acquirePgliteLock } from "@/lib/db/pglite-lock";
import { BackupFileError, decodeBackup, encodeBackup, type Manifest } from "./backup-file";
import { differences, inspectDatabase, newestMigrationOfBuild } from "./inspect";
import { dumpFromServer, dumpStoppedFolder, openDump } from "./pglite-dump";

/** An embedded database's backup: from the server running on the folder, or, with none, from the folder itself. */
export async function backupPglite(
  dataDir: string,
): Promise<{ file: Buffer; manifest: Manifest; chain: ChainCheck; fromServer: boolean }> {
  const fromServer = await dumpFromServer(dataDir);
  if (!fromServer && !existsSync(path.join(dataDir, "pglite", "PG_VERSION")))
    throw new BackupFileError(`There is no embedded database in ${path.resolve(dataDir)} to back up (DATA_DIR).`);
  const payload = fromServer ?? (await dumpStoppedFolder(dataDir));
  // Opened once before it is written: a backup that would not restore is found now, not on the day it is needed.
  const opened = await openDump(payload);
  try {
    const contents = await inspectDatabase(opened.db);
    const chain = await verifyAuditChain(opened.db);
    const file = encodeBackup({ createdAt: new Date().toISOString(), driver: "pglite", ...contents }, payload);
    return { file, manifest: decodeBackup(file).manifest, chain, fromServer: fromServer !== null };
  } finally {
    await opened.close();
  }
}

/** Only with no server on the folder; unpacked beside and checked before it replaces anything (kept, renamed). */
export async function restorePglite(
  dataDir: string,
  backup: Buffer,
): Promise<{ manifest: Manifest; chain: ChainCheck; keptAt: string | null }> {
  const { manifest, payload } = decodeBackup(backup);
  if (manifest.driver !== "pglite")
    throw new BackupFileError(
      "This backup was made from Postgres: restore it into Postgres (docs/deploying.md#backups).",
    );
  refuseNewerSchema(manifest);
  mkdirSync(dataDir, { recursive: true });
  const release = acquirePgliteLock(dataDir);
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const staging = path.join(dataDir, `pglite.restoring-${stamp}`);
    let chain: ChainCheck;
    try {
      const opened = await openDump(payload, staging).catch((error: unknown) => {
        throw new BackupFileError(`The database in the backup cannot be opened: ${String(error)}`);
      });
      try {
        const problems = differences(manifest, await inspectDatabase(opened.db));
        if (problems.length > 0)
          throw new BackupFileError(`The restored database is not what the backup describes: ${problems.join("; ")}.`);
        chain = await verifyAuditChain(opened.db);
      } finally {
        await opened.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    const target = path.join(dataDir, "pglite");
    const keptAt = existsSync(target) ? path.join(dataDir, `pglite.replaced-${stamp}`) : null;
    if (keptAt) renameSync(target, keptAt);
    renameSync(staging, target);
    return { manifest, chain, keptAt };
  } finally {
    release();
  }
}

export function refuseNewerSchema(manifest: Manifest): void {
  if (manifest.schema.newest > newestMigrationOfBuild())
    throw new BackupFileError(
      "This backup comes from a newer Hedge Desk (its database has migrations this version does not know): restore it with that version or later.",
    );
}
