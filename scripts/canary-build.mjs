// The build the e2e suite checks for leaked secrets must be made with the canary secrets (e2e/canaries.json), or
// e2e/secrets.spec.ts would pass for want of anything to find: such a build carries a marker naming its build id.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const readCanaries = (root) => JSON.parse(readFileSync(path.join(root, "e2e", "canaries.json"), "utf8"));

const canariesHash = (root) =>
  createHash("sha256")
    .update(JSON.stringify(readCanaries(root)))
    .digest("hex");
const markerFile = (root) => path.join(root, ".next", "canary-build.json");
const buildIdFile = (root) => path.join(root, ".next", "BUILD_ID");

/** Null when .next was built with the current canaries; else why not, in a sentence. */
export function canaryBuildProblem(root) {
  if (!existsSync(buildIdFile(root))) return "there is no production build (.next/BUILD_ID is missing)";
  if (!existsSync(markerFile(root)))
    return "the production build in .next was not made with the canary secrets of e2e/canaries.json";
  const marker = JSON.parse(readFileSync(markerFile(root), "utf8"));
  if (marker.buildId !== readFileSync(buildIdFile(root), "utf8").trim())
    return "the production build in .next was rebuilt since it was made with the canary secrets";
  if (marker.canaries !== canariesHash(root)) return "e2e/canaries.json changed since the build was made";
  return null;
}

/** `next build` with the canary values as the server secrets, then the marker; exits on a failed build. */
export function buildWithCanaries(root, env = process.env) {
  const build = spawnSync("npx", ["next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env, ...readCanaries(root) },
  });
  if (build.status !== 0) return build.status ?? 1;
  const buildId = readFileSync(buildIdFile(root), "utf8").trim();
  writeFileSync(markerFile(root), `${JSON.stringify({ buildId, canaries: canariesHash(root) })}\n`);
  return 0;
}
