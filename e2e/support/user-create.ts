import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** An account made the way an admin makes one: `npm run user:create`, the password on stdin, on a server's own database. */
export function createStaffWithCli({
  dataDir,
  email,
  role,
  password,
}: {
  dataDir: string;
  email: string;
  role: string;
  password: string;
}): void {
  const created = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      "scripts/user-create.ts",
      "--email",
      email,
      "--role",
      role,
    ],
    {
      cwd: root,
      input: `${password}\n`,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  if (created.status !== 0) throw new Error(`user:create failed: ${created.stderr}`);
}

/** With a real service two-factor is required by default: a spec whose operator does not enrol makes it optional, as an admin would. */
export function makeTwoFactorOptionalWithCli({ dataDir }: { dataDir: string }): void {
  const run = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/two-factor-requirement.ts", "--optional"],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  if (run.status !== 0) throw new Error(`two-factor:requirement failed: ${run.stderr}`);
}
