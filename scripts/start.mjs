// `npm start`: builds when stale, then serves; in sandbox mode on loopback only unless HOST and SANDBOX_ALLOW_REMOTE=1 both say otherwise (the demo passwords and keys are public).
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { sandboxListenRefusal } from "./listen-host.mjs";
import { startNext } from "./next-start.mjs";
import { NODE_VERSION } from "./node-runtime.mjs";

const root = path.resolve(import.meta.dirname, "..");
// npm start runs on the project's own Node (node_modules/.bin/node, see scripts/node-runtime.mjs); `node scripts/start.mjs`
// from a shell runs on the system's, which may be past its end of life.
if (process.version !== `v${NODE_VERSION}`)
  console.warn(`Hedge Desk runs on Node ${NODE_VERSION}; this is Node ${process.version} (start with npm start).`);
const port = process.env.PORT || "3000";
const sandboxMode = !process.env.HEDGING_API_BASE_URL;
const host = process.env.HOST || (sandboxMode ? "127.0.0.1" : undefined);
// Refused before a build that could take minutes; startNext checks again once .env is read.
const refusal = sandboxListenRefusal({ host, env: process.env });
if (refusal) {
  console.error(`Hedge Desk failed to start: ${refusal}`);
  process.exit(1);
}
buildIfStale(root);
// Next in this very process (npm → node, nothing more): SIGINT/SIGTERM reach the server's own handlers, which close the database.
try {
  await startNext({ port, host });
} catch (error) {
  console.error(`Hedge Desk failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// A process manager's SIGTERM to `npm start` reaches only npm's `sh -c`, which dies without passing it on: stop with it.
// Only under npm: `nohup node scripts/start.mjs &` must outlive the shell that started it.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
  }, 1000).unref();
}

const base = `http://localhost:${port}`;
console.log(`\nHedge Desk: ${base}`);
if (sandboxMode) {
  if (process.env.HOST) {
    console.log(
      `Sandbox mode on HOST=${host}: reachable from other machines, with the public demo passwords and sandbox keys below.`,
    );
  } else {
    console.log(
      "Sandbox mode: listening on 127.0.0.1 only, as the demo passwords and sandbox keys are public (set HOST and SANDBOX_ALLOW_REMOTE=1 to listen elsewhere).",
    );
  }
  console.log(
    `Sign in at ${base}/sign-in as admin@hedge-desk.test, operator@hedge-desk.test or viewer@hedge-desk.test, password hedge-desk-demo`,
  );
  console.log(
    `Sandbox hedging service: ${base}/sandbox/v1 (try: curl -u sandbox-partner:sandbox-secret ${base}/sandbox/v1/customers)`,
  );
  const profile =
    process.env.SANDBOX_PROFILE === "production"
      ? "production (answers shaped as production deviates from its document)"
      : "document";
  console.log(`Sandbox profile: ${profile}\n`);
} else {
  console.log(`Hedging service: ${process.env.HEDGING_API_BASE_URL}. Listening on ${host ?? "every interface"}.`);
  console.log("No default account: create one with npm run user:create -- --email you@example.com --role admin\n");
}
