// `npm run db:backup -- --out FILE`: a backup of the database that names what it holds (time, schema, rows per table,
// the audit trail's last link). Embedded database: taken by the running server (it owns the folder), or, with none,
// from the folder. Postgres: pg_dump, as the owner role where roles are separate. Never replaces an existing file.
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { backupPglite } from "@/lib/backup/pglite-backup";
import { backupPostgres } from "@/lib/backup/postgres-backup";
import { serverEnv } from "@/lib/env/server";
import { describeBackup } from "./backup-text";

const usage = "usage: npm run db:backup -- --out <file>";

function fail(message: string): never {
  console.error(`db:backup: ${message}`);
  process.exit(1);
}

async function main() {
  let out: string | undefined;
  try {
    out = parseArgs({ options: { out: { type: "string" } } }).values.out;
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (!out) fail(usage);
  if (existsSync(out)) fail(`${out} exists already: a backup never replaces a file, so name a new one.`);
  try {
    const postgres = serverEnv.DATABASE_MIGRATION_URL ?? serverEnv.DATABASE_URL;
    const backup = postgres ? await backupPostgres(postgres) : await backupPglite(serverEnv.DATA_DIR);
    const partial = `${out}.partial`;
    writeFileSync(partial, backup.file, { flag: "wx" });
    renameSync(partial, out);
    const source =
      "fromServer" in backup
        ? `the embedded database, ${backup.fromServer ? "taken by the running server" : "taken from the stopped server's folder"}`
        : "Postgres, with pg_dump";
    console.log(`Backed up ${source} to ${out}:\n${describeBackup(backup.manifest)}`);
    if (!backup.chain.ok)
      console.warn(`Note: the audit trail's chain in this backup does not hold: ${backup.chain.problem}`);
  } catch (error) {
    const known = ["BackupFileError", "DatabaseLockedError"].includes((error as Error).name);
    fail(known ? (error as Error).message : String(error));
  }
}

void main();
