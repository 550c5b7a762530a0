// The CSV test opens exports in a real spreadsheet: Debian's LibreOffice Calc, headless. Install it when missing and we are root; else say how.
import { execFileSync, spawnSync } from "node:child_process";

const CANDIDATES = ["/usr/bin/soffice", "soffice", "libreoffice"];

function findSoffice() {
  return CANDIDATES.find((candidate) => spawnSync(candidate, ["--version"], { stdio: "ignore" }).status === 0);
}

export function ensureLibreOffice() {
  const found = findSoffice();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "LibreOffice is missing: run 'sudo apt-get install -y libreoffice-calc-nogui', then the tests again.",
    );
  }
  console.log("LibreOffice is missing: installing Debian's libreoffice-calc-nogui with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "libreoffice-calc-nogui"], {
    stdio: "inherit",
    env,
  });
  const installed = findSoffice();
  if (!installed) throw new Error("apt-get installed LibreOffice, but no soffice program answers 'soffice --version'");
  return installed;
}
