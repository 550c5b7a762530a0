// Debian programs the tests run for real (a proxy, a metrics server, a pooler, a spreadsheet, a certificate maker):
// found, or installed with apt-get when missing and we are root; else the error says how.
import { execFileSync, spawnSync } from "node:child_process";

const PROGRAMS = {
  nginx: { pkg: "nginx", candidates: ["/usr/sbin/nginx", "nginx"], version: "-v" },
  openssl: { pkg: "openssl", candidates: ["/usr/bin/openssl", "openssl"], version: "version" },
  pgbouncer: { pkg: "pgbouncer", candidates: ["/usr/sbin/pgbouncer", "pgbouncer"], version: "--version" },
  prometheus: { pkg: "prometheus", candidates: ["/usr/bin/prometheus", "prometheus"], version: "--version" },
  soffice: {
    pkg: "libreoffice-calc-nogui",
    candidates: ["/usr/bin/soffice", "soffice", "libreoffice"],
    version: "--version",
  },
};

/** The program's path, or undefined. */
export function findProgram(name) {
  const { candidates, version } = PROGRAMS[name];
  return candidates.find((candidate) => spawnSync(candidate, [version], { stdio: "ignore" }).status === 0);
}

/** The program's path, installing its Debian package first when it is missing and we are root. */
export function ensureProgram(name) {
  const found = findProgram(name);
  if (found) return found;
  const { pkg, version } = PROGRAMS[name];
  if (process.getuid?.() !== 0)
    throw new Error(`${name} is missing: run 'sudo apt-get install -y ${pkg}', then the tests again.`);
  console.log(`${name} is missing: installing Debian's ${pkg} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", pkg], { stdio: "inherit", env });
  const installed = findProgram(name);
  if (!installed) throw new Error(`apt-get installed ${pkg}, but no ${name} program answers '${name} ${version}'`);
  return installed;
}
