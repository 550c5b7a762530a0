// End-to-end tests drive Debian's chromium. Install it when missing and we are root; else say how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run 'sudo apt-get install -y chromium', then npm test again.`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium with apt-get…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
