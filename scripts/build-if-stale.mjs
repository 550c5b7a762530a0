// Builds the production app when the build is missing or older than the sources (npm start, npm run bench).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const sources = [
  "app",
  "components",
  "lib",
  "public",
  "instrumentation.ts",
  "next.config.js",
  "package.json",
  "postcss.config.mjs",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = (root) => {
  const buildId = path.join(root, ".next", "BUILD_ID");
  return existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
};

/** True when there is no build, or a source is newer than it. */
export const isBuildStale = (root) =>
  builtAt(root) < Math.max(...sources.map((source) => newestMtime(path.join(root, source))));

export function buildIfStale(root, env = process.env) {
  if (!isBuildStale(root)) return false;
  console.log(
    builtAt(root)
      ? "Sources changed since the last build: rebuilding…"
      : "First start: building the app (a minute or two)…",
  );
  const build = spawnSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return true;
}
