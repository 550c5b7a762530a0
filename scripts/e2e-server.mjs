// Playwright's web server (playwright.config.ts): the production server, in this process, on a fresh embedded database.
import { rmSync } from "node:fs";
import path from "node:path";
import { isBuildStale } from "./build-if-stale.mjs";
import { buildWithCanaries, canaryBuildProblem, readCanaries } from "./canary-build.mjs";
import { startNext } from "./next-start.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.join(root, ".tmp", "e2e-data");
// Canary values for every server secret (see e2e/secrets.spec.ts): none may reach a browser.
const canaries = readCanaries(root);
rmSync(dataDir, { recursive: true, force: true });
// The book's background sync is off unless a spec run asks for it (E2E_BOOK_SYNC=1): specs count upstream calls.
const sync = process.env.E2E_BOOK_SYNC === "1";

// The suite runs on a build of the current sources made with the canaries, so the secrets check has something to find.
const rebuild = canaryBuildProblem(root) ?? (isBuildStale(root) ? "the sources changed since the last build" : null);
if (rebuild) {
  console.log(`e2e: building first, as ${rebuild}.`);
  const status = buildWithCanaries(root);
  if (status !== 0) process.exit(status);
}

Object.assign(process.env, {
  ...canaries,
  PORT: port,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  HEDGING_API_BASE_URL: "",
  // Short enough for a spec to watch a proposal expire, long enough to accept one in time.
  SANDBOX_PROPOSAL_TTL_SECONDS: process.env.SANDBOX_PROPOSAL_TTL_SECONDS ?? "30",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  HEDGING_SYNC_ENABLED: sync ? "1" : "0",
  HEDGING_SYNC_START_DELAY_SECONDS: sync ? "1" : "15",
  HEDGING_SYNC_RATE_PER_SECOND: sync ? "50" : "5",
});
try {
  await startNext({ port, host: "127.0.0.1" });
} catch (error) {
  console.error(`The e2e server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
