import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { isBuildStale } from "./build-if-stale.mjs";
import { buildWithCanaries, canaryBuildProblem, readCanaries } from "./canary-build.mjs";
import { nextStartArgs } from "./next-start.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.join(root, ".tmp", "e2e-data");
// Canary values for every server secret (see e2e/secrets.spec.ts): none may reach a browser.
const canaries = readCanaries(root);
rmSync(dataDir, { recursive: true, force: true });

// The suite runs on a build of the current sources made with the canaries, so the secrets check has something to find.
const rebuild = canaryBuildProblem(root) ?? (isBuildStale(root) ? "the sources changed since the last build" : null);
if (rebuild) {
  console.log(`e2e: building first, as ${rebuild}.`);
  const status = buildWithCanaries(root);
  if (status !== 0) process.exit(status);
}

const server = spawn(process.execPath, nextStartArgs({ port, host: "127.0.0.1" }), {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    ...canaries,
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    HEDGING_API_BASE_URL: "",
    NEXT_MANUAL_SIG_HANDLE: "1",
    // Short enough for a spec to watch a proposal expire, long enough to accept one in time.
    SANDBOX_PROPOSAL_TTL_SECONDS: process.env.SANDBOX_PROPOSAL_TTL_SECONDS ?? "30",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The book's background sync is off unless a spec run asks for it (E2E_BOOK_SYNC=1): specs count upstream calls.
    HEDGING_SYNC_ENABLED: process.env.E2E_BOOK_SYNC === "1" ? "1" : "0",
    HEDGING_SYNC_START_DELAY_SECONDS: process.env.E2E_BOOK_SYNC === "1" ? "1" : "15",
    HEDGING_SYNC_RATE_PER_SECOND: process.env.E2E_BOOK_SYNC === "1" ? "50" : "5",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
