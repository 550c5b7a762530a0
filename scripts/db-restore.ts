// `npm run db:restore -- --in FILE`: restores a backup made by db:backup into DATA_DIR, only while no server holds the
// folder. The file is checked first (what it says it holds, its checksum, its schema no newer than this version), then
// the restored database against it; the database it replaces is kept beside it, renamed. Postgres: into an empty database.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { restorePglite } from "@/lib/backup/pglite-backup";
import { restorePostgres } from "@/lib/backup/postgres-backup";
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
  let backup: Buffer;
  try {
    backup = readFileSync(file);
  } catch (error) {
    fail(`${file} cannot be read: ${(error as Error).message}.`);
  }
  try {
    const postgres = serverEnv.DATABASE_MIGRATION_URL ?? serverEnv.DATABASE_URL;
    const restored = postgres
      ? { ...(await restorePostgres(postgres, backup)), keptAt: null }
      : await restorePglite(serverEnv.DATA_DIR, backup);
    console.log(
      `Restored ${file} into ${postgres ? "Postgres" : serverEnv.DATA_DIR}:\n${describeBackup(restored.manifest)}`,
    );
    if (restored.keptAt) console.log(`The database it replaced is kept in ${restored.keptAt}.`);
    if (postgres) console.log("Now run npm run db:migrate: it gives the app's role its rights on the restored tables.");
    if (restored.chain.ok) console.log(`The audit trail's chain holds: ${restored.chain.rows} rows.`);
    else console.warn(`Note: the audit trail's chain does not hold: ${restored.chain.problem}`);
  } catch (error) {
    const known = ["BackupFileError", "DatabaseLockedError"].includes((error as Error).name);
    fail(known ? (error as Error).message : String(error));
  }
}

void main();
