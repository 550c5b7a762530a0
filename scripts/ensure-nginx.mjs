// Installs Debian's nginx for the cluster test when missing and we are root; else says how.
import { execFileSync, spawnSync } from "node:child_process";

const CANDIDATES = ["/usr/sbin/nginx", "nginx"];

function findNginx() {
  return CANDIDATES.find((candidate) => spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0);
}

export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing: run 'sudo apt-get install -y nginx', then run the cluster test again.`);
    process.exit(1);
  }
  console.log("nginx is missing: installing Debian's nginx with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  const installed = findNginx();
  if (!installed) throw new Error("apt-get installed nginx, but no nginx program answers 'nginx -v'");
  return installed;
}
