import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * `npm run db:backup` / `db:restore` / `db:migrate` / `audit:verify` as an operator runs them: on a server's own data
 * folder, or on Postgres when `databaseUrl` is given. Exit code and output.
 */
export function dbCli(
  command: "db-backup" | "db-restore" | "db-migrate" | "audit-verify",
  args: string[],
  dataDir: string,
  databaseUrl = "",
): { status: number | null; output: string } {
  const run = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), `scripts/${command}.ts`, ...args],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
