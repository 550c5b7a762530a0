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
