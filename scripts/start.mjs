// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const sources = ["app", "components", "lib", "public", "instrumentation.ts", "next.config.js", "package.json", "postcss.config.mjs"];
const buildId = path.join(root, ".next", "BUILD_ID");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding…" : "First start: building the app (a minute or two)…");
  const build = spawnSync("npx", ["next", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

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
