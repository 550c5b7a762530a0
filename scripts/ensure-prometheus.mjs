// The metrics test scrapes the app with a real Prometheus (Debian's package). Installs it when missing and we are root; else says how.
import { execFileSync, spawnSync } from "node:child_process";

const CANDIDATES = ["/usr/bin/prometheus", "prometheus"];

export function findPrometheus() {
  return CANDIDATES.find((candidate) => spawnSync(candidate, ["--version"], { stdio: "ignore" }).status === 0);
}

export function ensurePrometheus() {
  const found = findPrometheus();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(`Prometheus is missing: run 'sudo apt-get install -y prometheus', then npm test again.`);
    process.exit(1);
  }
  console.log("Prometheus is missing: installing Debian's prometheus with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "prometheus"], { stdio: "inherit", env });
  const installed = findPrometheus();
  if (!installed)
    throw new Error("apt-get installed prometheus, but no prometheus program answers 'prometheus --version'");
  return installed;
}
