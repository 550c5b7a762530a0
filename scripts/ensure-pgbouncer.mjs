// The sync's start-up check is tested behind a real PgBouncer (Debian's package). Installs it when missing and we are root; else says how.
import { execFileSync, spawnSync } from "node:child_process";

const CANDIDATES = ["/usr/sbin/pgbouncer", "pgbouncer"];

export function findPgbouncer() {
  return CANDIDATES.find((candidate) => spawnSync(candidate, ["--version"], { stdio: "ignore" }).status === 0);
}

export function ensurePgbouncer() {
  const found = findPgbouncer();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(`PgBouncer is missing: run 'sudo apt-get install -y pgbouncer', then npm test again.`);
    process.exit(1);
  }
  console.log("PgBouncer is missing: installing Debian's pgbouncer with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "pgbouncer"], { stdio: "inherit", env });
  const installed = findPgbouncer();
  if (!installed)
    throw new Error("apt-get installed pgbouncer, but no pgbouncer program answers 'pgbouncer --version'");
  return installed;
}
