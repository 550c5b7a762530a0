// Every production server (npm start, the e2e servers, the bench, the cluster's instances) starts this one way: `next start` in this process.
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { sandboxListenRefusal } from "./listen-host.mjs";

const root = path.resolve(import.meta.dirname, "..");
const self = import.meta.filename;

/** Arguments for `process.execPath` when a server runs as a child of its own: this file, one process. */
export function nextStartArgs({ port, host }) {
  return [self, "-p", String(port), ...(host ? ["-H", host] : [])];
}

/** What Next's bin does for `next start`, without its CLI: the peer-address hook is in before Next can create its server. */
export async function startNext({ port, host }) {
  process.env.NODE_ENV ||= "production";
  process.env.NEXT_RUNTIME = "nodejs";
  process.env.NEXT_PRIVATE_START_TIME ??= String(Date.now());
  // Our lifecycle closes the database on SIGINT/SIGTERM (lib/server-lifecycle.ts), so Next leaves the signals to it.
  process.env.NEXT_MANUAL_SIG_HANDLE ??= "1";
  await import("./peer-address-preload.mjs");
  // After the preload, which reads .env: HOST, HEDGING_API_BASE_URL and SANDBOX_ALLOW_REMOTE may live there.
  const refusal = sandboxListenRefusal({ host, env: process.env });
  if (refusal) throw new Error(refusal);
  const { nextStart } = createRequire(path.join(root, "package.json"))("next/dist/cli/next-start.js");
  await nextStart({ port: Number(port), hostname: host }, root);
}

if (process.argv[1] === self) {
  const { values } = parseArgs({
    options: { port: { type: "string", short: "p" }, host: { type: "string", short: "H" } },
  });
  try {
    await startNext({ port: values.port ?? process.env.PORT ?? "3000", host: values.host });
  } catch (error) {
    console.error(`Hedge Desk failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
