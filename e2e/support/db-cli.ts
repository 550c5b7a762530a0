import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** `npm run db:backup` / `db:restore` as an operator runs them, on a server's own data folder: exit code and output. */
export function dbCli(
  command: "db-backup" | "db-restore",
  args: string[],
  dataDir: string,
): { status: number | null; output: string } {
  const run = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), `scripts/${command}.ts`, ...args],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
