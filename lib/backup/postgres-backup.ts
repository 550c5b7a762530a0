import { spawn } from "node:child_process";
import { drizzle } from "drizzle-orm/node-postgres";
import { Client } from "pg";
import { verifyAuditChain, type ChainCheck } from "@/lib/audit/chain";
import type { Db } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { BackupFileError, decodeBackup, encodeBackup, type Manifest } from "./backup-file";
import { differences, inspectDatabase } from "./inspect";
import { refuseNewerSchema } from "./pglite-backup";

/** pg_dump on the very snapshot the description is read in; as the owner (DATABASE_MIGRATION_URL) where roles are separate. */
export async function backupPostgres(url: string): Promise<{ file: Buffer; manifest: Manifest; chain: ChainCheck }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!.id;
    const db = drizzle(client, { schema }) as unknown as Db;
    const contents = await inspectDatabase(db);
    const chain = await verifyAuditChain(db);
    const payload = await run("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, "--dbname", url]);
    await client.query("commit");
    const file = encodeBackup({ createdAt: new Date().toISOString(), driver: "postgres", ...contents }, payload);
    return { file, manifest: decodeBackup(file).manifest, chain };
  } finally {
    await client.end();
  }
}

/** Into an empty database only; grants are not restored, as `npm run db:migrate` gives the app's role its rights. */
export async function restorePostgres(url: string, backup: Buffer): Promise<{ manifest: Manifest; chain: ChainCheck }> {
  const { manifest, payload } = decodeBackup(backup);
  if (manifest.driver !== "postgres")
    throw new BackupFileError("This backup was made from the embedded database: restore it without DATABASE_URL.");
  refuseNewerSchema(manifest);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query("select 1 from pg_tables where schemaname in ('public', 'drizzle') limit 1");
    if (tables.rowCount)
      throw new BackupFileError(
        "The database is not empty: restore into a new, empty database (createdb), never over one.",
      );
    await run(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", url],
      payload,
    );
    const db = drizzle(client, { schema }) as unknown as Db;
    const problems = differences(manifest, await inspectDatabase(db));
    if (problems.length > 0)
      throw new BackupFileError(`The restored database is not what the backup describes: ${problems.join("; ")}.`);
    return { manifest, chain: await verifyAuditChain(db) };
  } finally {
    await client.end();
  }
}

/** A Postgres client program (on PATH, else Debian's PostgreSQL 15): its standard output, or its error in full. */
function run(program: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupFileError(`${program} is missing: install Postgres's client programs.`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${program} failed (${code}): ${err.trim()}`)),
    );
    child.stdin.end(input);
  });
}
