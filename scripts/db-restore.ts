// `npm run db:restore -- --in FILE`: restores a backup made by db:backup into DATA_DIR, only while no server holds the
// folder. The file is checked first (what it says it holds, its checksum, its schema no newer than this version), then
// the restored database against it; the database it replaces is kept beside it, renamed. Postgres: docs/deploying.md#backups.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { restorePglite } from "@/lib/backup/pglite-backup";
import { serverEnv } from "@/lib/env/server";
import { describeBackup } from "./backup-text";

const usage = "usage: npm run db:restore -- --in <file>";

function fail(message: string): never {
  console.error(`db:restore: ${message} Nothing was changed.`);
  process.exit(1);
}

async function main() {
  let file: string | undefined;
  try {
    file = parseArgs({ options: { in: { type: "string" } } }).values.in;
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (!file) fail(usage);
  if (serverEnv.DATABASE_URL)
    fail("DATABASE_URL is set: restore Postgres with pg_restore as docs/deploying.md#backups says.");
  let backup: Buffer;
  try {
    backup = readFileSync(file);
  } catch (error) {
    fail(`${file} cannot be read: ${(error as Error).message}.`);
  }
  try {
    const restored = await restorePglite(serverEnv.DATA_DIR, backup);
    console.log(`Restored ${file} into ${serverEnv.DATA_DIR}:\n${describeBackup(restored.manifest)}`);
    if (restored.keptAt) console.log(`The database it replaced is kept in ${restored.keptAt}.`);
    if (restored.chain.ok) console.log(`The audit trail's chain holds: ${restored.chain.rows} rows.`);
    else console.warn(`Note: the audit trail's chain does not hold: ${restored.chain.problem}`);
  } catch (error) {
    const known = ["BackupFileError", "DatabaseLockedError"].includes((error as Error).name);
    fail(known ? (error as Error).message : String(error));
  }
}

void main();
