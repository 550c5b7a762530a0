// `npm test`: vitest, a production build, Playwright e2e, then the cluster tests on the same build; ends with "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildWithCanaries } from "./canary-build.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureProgram } from "./ensure-program.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".tmp", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The network is closed here; Next's anonymous telemetry would only time out.
const run = (command, args, env = {}) =>
  spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, ...env },
  }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

ensureChromium();
ensureProgram("prometheus"); // e2e/metrics.spec.ts scrapes the app with it
ensureProgram("pgbouncer"); // test/book/pooled-sessions.postgres.test.ts puts it in front of Postgres
ensureProgram("openssl"); // test/mail/transport-tls.test.ts makes its server's certificate with it
let passed = 0;
let failed = 0;
const problems = [];

// The runtime first: npm runs this on the project's own Node (node_modules/.bin/node), which the log names.
if (run("node", ["scripts/node-runtime.mjs"]) === 0) passed += 1;
else problems.push("the tests did not run on the project's pinned Node (see the lines above)");

// Then lint and formatting: a style failure is a failure, counted like a test's.
if (run("npm", ["run", "--silent", "lint"]) === 0) passed += 1;
else problems.push("npm run lint failed (ESLint or Prettier; `npm run format` fixes the layout)");

const vitestReport = path.join(reports, "vitest.json");
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (vitestStatus !== 0 && !(vitest?.numFailedTests > 0)) problems.push(`vitest exited with code ${vitestStatus}`);

// Canary values for every server secret; e2e/secrets.spec.ts and the page fixture fail if one reaches the browser.
const buildStatus = buildWithCanaries(root);
if (buildStatus !== 0) {
  problems.push("the production build failed, so the end-to-end tests did not run");
} else {
  const playwrightReport = path.join(reports, "playwright.json");
  const playwrightStatus = run("npx", ["playwright", "test"]);
  const stats = readJson(playwrightReport)?.stats;
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  if (playwrightStatus !== 0 && !(stats?.unexpected > 0))
    problems.push(`playwright exited with code ${playwrightStatus}`);

  const clusterReport = path.join(reports, "playwright-cluster.json");
  const clusterStatus = run("node", ["scripts/test-cluster.mjs"]);
  const clusterStats = readJson(clusterReport)?.stats;
  if (clusterStats) {
    passed += clusterStats.expected + clusterStats.flaky;
    failed += clusterStats.unexpected;
  }
  if (clusterStatus !== 0 && !(clusterStats?.unexpected > 0))
    problems.push(`the cluster test exited with code ${clusterStatus}`);
}

for (const problem of problems) console.error(`Problem: ${problem}`);
// A runner that crashed counts as a failure, so the summary never reads green by accident.
failed += problems.length;
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(root, ".tmp", "test-summary.txt"), `${summary}\n`);
console.log(summary);
process.exit(failed > 0 ? 1 : 0);
