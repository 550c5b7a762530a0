// Every production server (npm start, the e2e servers, the bench, the cluster's instances) starts this one way: Next's
// documented custom-server API (`next()` from "next") answering on a node:http server of ours, in this process.
import { createRequire } from "node:module";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { sandboxListenRefusal } from "./listen-host.mjs";

const root = path.resolve(import.meta.dirname, "..");
const self = import.meta.filename;

/** Arguments for `process.execPath` when a server runs as a child of its own: this file, one process. */
export function nextStartArgs({ port, host }) {
  return [self, "-p", String(port), ...(host ? ["-H", host] : [])];
}

/**
 * The peer-address hook is in before our server exists, so no request is ever read with a client's own X-Forwarded-For.
 * The port opens once Next's handlers are ready; Next runs instrumentation.ts (database, lifecycle) on the first request.
 */
export async function startNext({ port, host }) {
  process.env.NODE_ENV ||= "production";
  // Our lifecycle closes the database on SIGINT/SIGTERM (lib/process/lifecycle.ts registers its handlers when this is set).
  process.env.NEXT_MANUAL_SIG_HANDLE ??= "1";
  await import("./peer-address-preload.mjs");
  await import("./metrics-preload.mjs");
  // After the preload, which reads .env: HOST, HEDGING_API_BASE_URL and SANDBOX_ALLOW_REMOTE may live there.
  const refusal = sandboxListenRefusal({ host, env: process.env });
  if (refusal) throw new Error(refusal);
  const { default: next } = await import("next");
  const { version } = createRequire(path.join(root, "package.json"))("next/package.json");
  // The name `next start` gives its process, which ps and process managers show.
  process.title = `next-server (v${version})`;
  const app = next({ dev: false, dir: root, hostname: host, port: Number(port) });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((request, response) =>
    handle(request, response).catch((error) => {
      // As `next start` does: Next answers its own errors; one escaping it still gets an answer.
      console.error(error);
      if (response.headersSent) return response.destroy();
      response.statusCode = 500;
      response.end("Internal Server Error");
    }),
  );
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
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
