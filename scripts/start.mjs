// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
buildIfStale(root);

const port = process.env.PORT ?? "3000";
const server = spawn("npx", ["next", "start", "-p", port], {
  cwd: root,
  stdio: "inherit",
  // Our instrumentation closes the embedded database cleanly on SIGINT/SIGTERM.
  env: { ...process.env, PORT: port, NEXT_MANUAL_SIG_HANDLE: "1" },
});
const base = `http://localhost:${port}`;
const sandboxMode = !process.env.HEDGING_API_BASE_URL;
console.log(`\nHedge Desk: ${base}`);
if (sandboxMode) {
  console.log(`Sign in at ${base}/sign-in as admin@hedge-desk.test, operator@hedge-desk.test or viewer@hedge-desk.test, password hedge-desk-demo`);
  console.log(`Sandbox hedging service: ${base}/sandbox/v1 (try: curl -u sandbox-partner:sandbox-secret ${base}/sandbox/v1/customers)\n`);
} else {
  console.log(`Hedging service: ${process.env.HEDGING_API_BASE_URL}. No default account: create one with npm run user:create -- --email you@example.com --role admin\n`);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
