// `npm run bench` (docs/performance.md): speed is measured here, never in timed tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { startThrowawayPostgres } from "./postgres-throwaway.mjs";
import { measureActionOverhead } from "./bench/action-overhead.mjs";
import { printPlans } from "./bench/plans.mjs";
import { printTable } from "./bench/report.mjs";
import { measureSandbox, sandboxCases } from "./bench/sandbox-queries.mjs";
import { benchSecrets, createStaffAccount, residentMemory, startSandbox, startServer, waitForHealth, waitForReady } from "./bench/server.mjs";
import { basicAuth, largestCustomer, sandboxGet, signIn } from "./bench/session.mjs";
import { measureThroughput } from "./bench/throughput.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3300);
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? port + 1);
const scale = process.env.BENCH_SEED_SCALE ?? "1700";
const dataDir = path.join(root, ".tmp", "bench-data");
const sandboxDataDir = path.join(root, ".tmp", "bench-sandbox-data");
const database = process.env.BENCH_DATABASE === "postgres" ? "postgres" : "pglite";
const outDir = path.join(root, "bench");
// BENCH_ONLY=memory (comma-separated parts: js, sandbox, actions, throughput, memory, lighthouse, plans) runs only those parts.
const only = process.env.BENCH_ONLY?.split(",").map((part) => part.trim());
const runs = (part) => !only || only.includes(part);
const startedAt = Date.now();
const results = {
  startedAt: new Date().toISOString(),
  topology: "the sandbox standalone in its own Node process and database (the remote hedging service's stand-in); the app on its own database, calling it over loopback HTTP",
  database, machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() }, scale: Number(scale) };

async function step(name, fn) {
  const t = Date.now();
  process.stdout.write(`• ${name}… `);
  try {
    const value = await fn();
    console.log(`${((Date.now() - t) / 1000).toFixed(1)} s`);
    return value;
  } catch (error) {
    console.log(`failed: ${error.message}`);
    return { error: error.message.split("\n")[0] };
  }
}

async function optional(file) {
  const full = path.join(root, "scripts", "bench", file);
  if (!existsSync(full)) return null;
  return import(full);
}

let server;
let sandbox;
const databases = {};
async function stopServer() {
  if (server) await server.stop();
  server = undefined;
}
async function stopAll() {
  await stopServer();
  if (sandbox) await sandbox.stop();
  sandbox = undefined;
}
function stopDatabases() {
  for (const [name, db] of Object.entries(databases)) {
    db.stop();
    delete databases[name];
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping the app and the sandbox…`);
    stopAll().finally(() => {
      stopDatabases();
      process.exit(130);
    });
  });
}

try {
  buildIfStale(root, { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });

  const firstLoad = await optional("first-load-js.mjs");
  if (runs("js")) results.firstLoadJs = firstLoad
    ? await step("first-load JS per route", () => firstLoad.measureFirstLoadJs(root))
    : { unavailable: "scripts/bench/first-load-js.mjs is not in this tree" };

  const secrets = benchSecrets();
  const authorization = basicAuth("sandbox-partner", secrets.SANDBOX_CLIENT_SECRET);
  if (database === "postgres") {
    databases.sandbox = await startThrowawayPostgres();
    databases.app = await startThrowawayPostgres();
  }
  const serverStarted = Date.now();
  sandbox = startSandbox({ root, port: sandboxPort, dataDir: sandboxDataDir, databaseUrl: databases.sandbox?.url, env: { SANDBOX_CLIENT_SECRET: secrets.SANDBOX_CLIENT_SECRET, SANDBOX_SEED_SCALE: scale } });
  const sandboxURL = sandbox.baseURL;
  // The standalone sandbox seeds before it listens: its first answer marks the end of seeding.
  const seeded = await step(`sandbox on ${sandboxURL}, seeding at scale ${scale}`, () =>
    waitForReady(sandbox, { path: "/sandbox/v1/customers?per_page=1", headers: { authorization }, timeoutMs: 300_000 }),
  );
  if (seeded?.error) throw new Error(seeded.error);
  const seedSeconds = (Date.now() - serverStarted) / 1000;
  const staff = { email: "bench-viewer@hedge-desk.test", password: secrets.STAFF_PASSWORD };
  // The pages are measured as a viewer, as before; the quote action needs an operator.
  const operator = { email: "bench-operator@hedge-desk.test", password: secrets.STAFF_PASSWORD };
  createStaffAccount({ root, dataDir, databaseUrl: databases.app?.url, ...staff });
  createStaffAccount({ root, dataDir, databaseUrl: databases.app?.url, ...operator, role: "operator", keepData: true });
  server = startServer({
    root,
    port,
    dataDir,
    databaseUrl: databases.app?.url,
    keepData: true,
    env: {
      BETTER_AUTH_SECRET: secrets.BETTER_AUTH_SECRET,
      HEDGING_API_BASE_URL: `${sandboxURL}/sandbox/v1`,
      HEDGING_API_CLIENT_ID: "sandbox-partner",
      HEDGING_API_CLIENT_SECRET: secrets.SANDBOX_CLIENT_SECRET,
    },
  });
  const baseURL = server.baseURL;
  const health = await step(`app on ${baseURL}`, () => waitForHealth(server));
  if (health?.error) throw new Error(health.error);
  const cookie = await signIn(baseURL, staff);
  const operatorCookie = await signIn(baseURL, operator);
  const customer = await largestCustomer(sandboxURL, authorization);
  const conversions = await sandboxGet(sandboxURL, authorization, "/conversions?per_page=1");
  results.seed = {
    seconds: seedSeconds,
    note: "from starting the sandbox to its first answer: start-up, migrations and seeding",
    largeAccount: customer,
    dualHedges: customer.dualHedges,
    conversions: conversions.pagination.totalResults,
  };

  const cases = await sandboxCases(sandboxURL, authorization, customer);
  if (runs("sandbox")) results.sandbox = await step("sandbox lists, filters and deep pages", () => measureSandbox(sandboxURL, authorization, cases));
  if (results.sandbox && !Array.isArray(results.sandbox)) results.sandbox = [results.sandbox];

  if (runs("actions")) results.actionOverhead = await step("action overhead", () =>
    measureActionOverhead({ root, baseURL, sandboxURL, cookie: operatorCookie, authorization, customerId: customer.id }),
  );

  const firstDual = (await sandboxGet(sandboxURL, authorization, `/customers/${customer.id}/dual-hedges?per_page=1`)).dualHedges[0];
  const firstConversion = conversions.conversions[0];
  if (runs("throughput")) results.throughput = await step("page throughput (autocannon)", () =>
    measureThroughput({
      baseURL,
      cookie,
      pids: { app: server.pid, sandbox: sandbox.pid },
      pages: [
        { name: "dual hedges (100 rows)", path: `/customers/${customer.id}/dual-hedges?per_page=100`, mustContain: firstDual.id },
        { name: "conversions", path: "/conversions", mustContain: firstConversion.id },
      ],
    }),
  );
  if (results.throughput && !Array.isArray(results.throughput)) results.throughput = [results.throughput];
  results.memory = { ...residentMemory(server.pid), sandboxRssMiB: residentMemory(sandbox.pid).rssMiB };

  const memory = await optional("memory.mjs");
  if (memory && runs("memory")) {
    results.memoryPlateau = await step("memory plateau (5 rounds of signed-in page load)", () =>
      memory.measurePlateau({
        baseURL,
        cookie,
        pid: server.pid,
        pages: [
          { name: "dual hedges (25 rows)", path: `/customers/${customer.id}/dual-hedges?per_page=25`, mustContain: firstDual.id },
          { name: "audit", path: "/audit", mustContain: "Audit trail" },
        ],
      }),
    );
  }

  const lighthouse = await optional("lighthouse.mjs");
  const leg = firstDual.hedges.find((h) => h.status === "Active") ?? firstDual.hedges[0];
  const dualPath = `/customers/${customer.id}/dual-hedges/${firstDual.id}`;
  if (runs("lighthouse")) results.lighthouse = lighthouse
    ? await step("Lighthouse", () =>
        lighthouse.runLighthouse({
          baseURL,
          cookieHeader: cookie,
          runs: 3,
          pages: [
            { name: "customers", path: "/" },
            { name: "dual hedges", path: `/customers/${customer.id}/dual-hedges` },
            { name: "dual hedge", path: dualPath },
            { name: "drawdown proposal", path: `${dualPath}/hedges/${leg.id}/drawdown` },
            { name: "conversions", path: "/conversions" },
          ],
        }),
      )
    : { unavailable: "scripts/bench/lighthouse.mjs is not in this tree" };

  await stopAll();
  if (memory && runs("memory")) results.startTree = await step("npm start process tree at idle (sandbox mode)", () => memory.measureStartTree({ root, port }));
  if (runs("plans")) results.plans = await step("query plans (EXPLAIN ANALYZE)", async () => {
    mkdirSync(path.join(root, ".tmp"), { recursive: true });
    const casesFile = path.join(root, ".tmp", "bench-cases.json");
    const plansFile = path.join(root, ".tmp", "bench-plans.json");
    writeFileSync(casesFile, JSON.stringify(cases));
    const run = spawnSync("npx", ["tsx", "--tsconfig", "tsconfig.json", "scripts/bench/explain-plans.ts", databases.sandbox?.url ?? sandboxDataDir, casesFile, plansFile, customer.id], {
      cwd: root,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(run.stderr.trim().split("\n").slice(-3).join(" "));
    return (await import(`${plansFile}?t=${Date.now()}`, { with: { type: "json" } })).default;
  });
} catch (error) {
  results.error = error.message;
  console.error(`\nThe benchmark stopped: ${error.message}`);
} finally {
  await stopAll();
  stopDatabases();
}

results.totalSeconds = (Date.now() - startedAt) / 1000;
mkdirSync(outDir, { recursive: true });
const save = () => writeFileSync(path.join(outDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
save(); // before printing, so a printing bug never loses a run
if (Array.isArray(results.plans)) printPlans(results.plans);
console.log("");
const lines = printTable(results);
results.table = lines;
save();
const failed = lines.filter((line) => line.verdict === "FAIL").length;
console.log(`\n${lines.filter((l) => l.verdict === "PASS").length} budgets held, ${failed} failed; total ${results.totalSeconds.toFixed(0)} s. Results: bench/results.json`);
process.exit(results.error || failed > 0 ? 1 : 0);
