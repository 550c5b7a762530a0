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
import {
  benchSecrets,
  createStaffAccount,
  makeTwoFactorOptional,
  residentMemory,
  startNodeArgs,
  startSandbox,
  startServer,
  waitForHealth,
  waitForReady,
} from "./bench/server.mjs";
import { basicAuth, largestCustomer, sandboxGet, signIn } from "./bench/session.mjs";
import { measureThroughput } from "./bench/throughput.mjs";
import { benchOnly, benchRuns } from "./bench/only.mjs";
import { measureTwoCores } from "./bench/two-cores.mjs";
import { ensureNginx } from "./ensure-nginx.mjs";
import { measurePageCost, PAGE_COST_BUDGETS } from "./bench/page-cost.mjs";
import { measureReadOverhead } from "./bench/read-overhead.mjs";
import { measureRoundTrips, startDelayingProxy } from "./bench/round-trips.mjs";
import {
  bookCases,
  bookLastPage,
  bookTargets,
  followPass,
  measureBookPageCost,
  measureBookQueries,
  startCountingProxy,
} from "./bench/book.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3300);
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? port + 1);
const scale = process.env.BENCH_SEED_SCALE ?? "1700";
const dataDir = path.join(root, ".tmp", "bench-data");
const sandboxDataDir = path.join(root, ".tmp", "bench-sandbox-data");
// Scale-free sandbox: a second sandbox on the demo data (default seed scale), measured against the large one.
const demoSandboxPort = Number(process.env.BENCH_DEMO_SANDBOX_PORT ?? port + 20);
const demoSandboxDataDir = path.join(root, ".tmp", "bench-demo-sandbox-data");
// The book part: an app with the sync on for each book, the demo data's beside the large sandbox's.
const bookDataDir = path.join(root, ".tmp", "bench-book-data");
const bookDemoDataDir = path.join(root, ".tmp", "bench-book-demo-data");
const bookDemoPort = Number(process.env.BENCH_BOOK_DEMO_PORT ?? port + 22);
const database = process.env.BENCH_DATABASE === "postgres" ? "postgres" : "pglite";
const outDir = path.join(root, "bench");
const startedAt = Date.now();
const results = {
  startedAt: new Date().toISOString(),
  topology:
    "the sandbox standalone in its own Node process and database (the remote hedging service's stand-in); the app on its own database, calling it over loopback HTTP",
  database,
  machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
  scale: Number(scale),
  only: benchOnly,
};

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
let demoSandbox;
let bookDemoServer;
const proxies = [];
const databases = {};
async function stopServer() {
  if (server) await server.stop();
  server = undefined;
}
async function stopAll() {
  await stopServer();
  if (bookDemoServer) await bookDemoServer.stop();
  bookDemoServer = undefined;
  for (const proxy of proxies.splice(0)) await proxy.stop();
  if (sandbox) await sandbox.stop();
  sandbox = undefined;
  if (demoSandbox) await demoSandbox.stop();
  demoSandbox = undefined;
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

  const firstLoad = benchRuns("js") ? await optional("first-load-js.mjs") : null;
  if (benchRuns("js"))
    results.firstLoadJs = firstLoad
      ? await step("first-load JS per route", () => firstLoad.measureFirstLoadJs(root))
      : { unavailable: "scripts/bench/first-load-js.mjs is not in this tree" };

  const secrets = benchSecrets();
  const authorization = basicAuth("sandbox-partner", secrets.SANDBOX_CLIENT_SECRET);
  if (database === "postgres") {
    databases.sandbox = await startThrowawayPostgres();
    databases.app = await startThrowawayPostgres();
    if (benchRuns("sandbox")) databases.demoSandbox = await startThrowawayPostgres();
  }
  const serverStarted = Date.now();
  sandbox = startSandbox({
    root,
    port: sandboxPort,
    dataDir: sandboxDataDir,
    databaseUrl: databases.sandbox?.url,
    env: { SANDBOX_CLIENT_SECRET: secrets.SANDBOX_CLIENT_SECRET, SANDBOX_SEED_SCALE: scale },
  });
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
  makeTwoFactorOptional({ root, dataDir, databaseUrl: databases.app?.url });
  const appEnv = {
    BETTER_AUTH_SECRET: secrets.BETTER_AUTH_SECRET,
    HEDGING_API_BASE_URL: `${sandboxURL}/sandbox/v1`,
    HEDGING_API_CLIENT_ID: "sandbox-partner",
    HEDGING_API_CLIENT_SECRET: secrets.SANDBOX_CLIENT_SECRET,
    HEDGING_SYNC_ENABLED: "0", // the book's sync would add calls and memory to every measurement
  };
  // With npm start's own Node flags (the heap cap), so the memory figures are the ones staff get.
  server = startServer({
    root,
    port,
    dataDir,
    databaseUrl: databases.app?.url,
    keepData: true,
    env: appEnv,
    nodeArgs: startNodeArgs(root),
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
    // SANDBOX_SEED_SCALE n seeds the demo block's 120 dual hedges and 60 × (n − 1) more, all the large account's.
    totalDualHedges: 120 + 60 * (Number(scale) - 1),
  };

  // Scale-free sandbox: the demo-data sandbox starts after the large one has seeded, so the two seedings never share the CPU.
  let cases;
  if (benchRuns("sandbox")) {
    const demoStarted = Date.now();
    demoSandbox = startSandbox({
      root,
      port: demoSandboxPort,
      dataDir: demoSandboxDataDir,
      databaseUrl: databases.demoSandbox?.url,
      env: { SANDBOX_CLIENT_SECRET: secrets.SANDBOX_CLIENT_SECRET, SANDBOX_SEED_SCALE: "1" },
    });
    const demoReady = await step(`demo-data sandbox on ${demoSandbox.baseURL}`, () =>
      waitForReady(demoSandbox, {
        path: "/sandbox/v1/customers?per_page=1",
        headers: { authorization },
        timeoutMs: 120_000,
      }),
    );
    if (demoReady?.error) throw new Error(demoReady.error);
    results.seed.demoSeconds = (Date.now() - demoStarted) / 1000;
    const demoCustomer = await largestCustomer(demoSandbox.baseURL, authorization, 20);
    results.seed.demoLargestAccount = demoCustomer;
    const demoSide = { url: demoSandbox.baseURL, authorization, customer: demoCustomer };
    const largeSide = { url: sandboxURL, authorization, customer };
    cases = await sandboxCases(demoSide, largeSide);
    results.sandbox = await step("sandbox lists, filters and deep pages: demo data against 100k", () =>
      measureSandbox(demoSide, largeSide, cases),
    );
    if (!Array.isArray(results.sandbox)) results.sandbox = [results.sandbox];
    await demoSandbox.stop();
    demoSandbox = undefined;
  }

  if (benchRuns("action"))
    results.actionOverhead = await step("action overhead", () =>
      measureActionOverhead({
        root,
        baseURL,
        sandboxURL,
        cookie: operatorCookie,
        authorization,
        customerId: customer.id,
      }),
    );

  const firstDual = (await sandboxGet(sandboxURL, authorization, `/customers/${customer.id}/dual-hedges?per_page=1`))
    .dualHedges[0];
  const firstConversion = conversions.conversions[0];
  if (benchRuns("throughput"))
    results.throughput = await step("page throughput (autocannon)", () =>
      measureThroughput({
        baseURL,
        cookie,
        pids: { app: server.pid, sandbox: sandbox.pid },
        pages: [
          {
            name: "dual hedges (100 rows)",
            path: `/customers/${customer.id}/dual-hedges?per_page=100`,
            mustContain: firstDual.id,
          },
          { name: "conversions", path: "/conversions", mustContain: firstConversion.id },
        ],
      }),
    );
  if (results.throughput && !Array.isArray(results.throughput)) results.throughput = [results.throughput];
  const dualPages = `/customers/${customer.id}/dual-hedges`;
  if (benchRuns("pages"))
    results.pageCost = await step("page cost vs signed-out /sign-in (app CPU per request)", () =>
      measurePageCost({
        baseURL,
        pid: server.pid,
        baseline: { name: "signed-out /sign-in", path: "/sign-in", mustContain: "Sign in to Hedge Desk" },
        pages: [
          {
            name: "minimal signed-in page (/change-password)",
            path: "/change-password",
            cookie,
            mustContain: "Change your password",
            budget: PAGE_COST_BUDGETS.minimal,
          },
          { name: "dashboard layout only (/staff as a viewer)", path: "/staff", cookie, mustContain: "Not allowed" },
          // A route handler too: Next loads server modules a second time for them, which pages alone never exercise.
          {
            name: "route handler (/api/health signed in)",
            path: "/api/health",
            cookie,
            mustContain: '"database":"ok"',
          },
          // The desk reads only the book (no call to the service); with the sync off here the book is empty.
          { name: "desk (/)", path: "/", cookie, mustContain: "Needs attention", budget: PAGE_COST_BUDGETS.desk },
          {
            name: "dual hedges (25 rows)",
            path: `${dualPages}?per_page=25`,
            cookie,
            mustContain: firstDual.id,
            budget: PAGE_COST_BUDGETS.dual25,
          },
          {
            name: "dual hedges (100 rows)",
            path: `${dualPages}?per_page=100`,
            cookie,
            mustContain: firstDual.id,
            budget: PAGE_COST_BUDGETS.dual100,
          },
          {
            name: "conversions",
            path: "/conversions",
            cookie,
            mustContain: firstConversion.id,
            budget: PAGE_COST_BUDGETS.conversions,
          },
        ],
      }),
    );
  if (benchRuns("read"))
    results.readOverhead = await step("read overhead (hedging client vs raw GET)", () =>
      measureReadOverhead({ root, sandboxURL, clientSecret: secrets.SANDBOX_CLIENT_SECRET, customerId: customer.id }),
    );
  results.memory = { ...residentMemory(server.pid), sandboxRssMiB: residentMemory(sandbox.pid).rssMiB };

  const memory = await optional("memory.mjs");
  if (memory && benchRuns("memory")) {
    results.memoryPlateau = await step("memory plateau (5 rounds of signed-in page load)", () =>
      memory.measurePlateau({
        baseURL,
        cookie,
        pid: server.pid,
        pages: [
          {
            name: "dual hedges (25 rows)",
            path: `/customers/${customer.id}/dual-hedges?per_page=25`,
            mustContain: firstDual.id,
          },
          { name: "audit", path: "/audit", mustContain: "Audit trail" },
        ],
      }),
    );
  }

  // Two cores: two instances behind nginx against one; Postgres only, as PGlite admits one process per database.
  if (benchRuns("cores")) {
    results.twoCores =
      database !== "postgres"
        ? {
            skipped:
              "runs only with BENCH_DATABASE=postgres: two instances share one database, and PGlite admits one process",
          }
        : await step("two cores: two instances behind nginx against one (autocannon)", () =>
            measureTwoCores({
              nginx: ensureNginx(),
              dir: path.join(root, ".tmp", "bench-cores"),
              ports: { two: port + 30, one: port + 31, instances: [port + 32, port + 33] },
              env: { ...appEnv, DATABASE_URL: databases.app.url, NODE_ENV: "production", LOG_LEVEL: "warn" },
              databases: [databases.app, databases.sandbox],
              sandboxPid: sandbox.pid,
              staff,
              page: {
                name: "dual hedges (25 rows)",
                path: `/customers/${customer.id}/dual-hedges`,
                mustContain: firstDual.id,
              },
            }),
          );
  }

  const lighthouse = benchRuns("lighthouse") ? await optional("lighthouse.mjs") : null;
  const leg = firstDual.hedges.find((h) => h.status === "Active") ?? firstDual.hedges[0];
  const dualPath = `/customers/${customer.id}/dual-hedges/${firstDual.id}`;
  if (benchRuns("lighthouse"))
    results.lighthouse = lighthouse
      ? await step("Lighthouse", () =>
          lighthouse.runLighthouse({
            baseURL,
            cookieHeader: cookie,
            runs: 3,
            pages: [
              { name: "desk", path: "/" },
              { name: "customers", path: "/customers" },
              { name: "dual hedges", path: `/customers/${customer.id}/dual-hedges` },
              { name: "dual hedge", path: dualPath },
              { name: "drawdown proposal", path: `${dualPath}/hedges/${leg.id}/drawdown` },
              { name: "conversions", path: "/conversions" },
            ],
          }),
        )
      : { unavailable: "scripts/bench/lighthouse.mjs is not in this tree" };

  if (benchRuns("roundtrips")) {
    // The same app and database, restarted to reach the sandbox through a stand-in that can hold each call 250 ms.
    await stopServer();
    const proxy = await startDelayingProxy(sandboxURL);
    try {
      server = startServer({
        root,
        port,
        dataDir,
        databaseUrl: databases.app?.url,
        keepData: true,
        env: { ...appEnv, HEDGING_API_BASE_URL: `${proxy.url}/sandbox/v1` },
        nodeArgs: startNodeArgs(root),
      });
      await waitForHealth(server);
      const delayedCookie = await signIn(baseURL, staff);
      results.roundTrips = await step("round trips on the critical path (service 250 ms away)", () =>
        measureRoundTrips({
          baseURL,
          cookie: delayedCookie,
          proxy,
          pages: [
            { name: "customers", path: "/customers", kind: "service", mustContain: customer.id },
            { name: "desk", path: "/", kind: "local", mustContain: "Needs attention" },
            { name: "book", path: "/book", kind: "local", mustContain: "Book" },
            { name: "dual hedges", path: dualPages, kind: "service", mustContain: firstDual.id },
            { name: "dual hedge", path: dualPath, kind: "service", mustContain: firstDual.id },
            {
              name: "drawdown form",
              path: `${dualPath}/hedges/${leg.id}/drawdown`,
              kind: "service",
              mustContain: leg.id.slice(0, 8),
            },
            { name: "conversions", path: "/conversions", kind: "service", mustContain: firstConversion.id },
            {
              name: "conversion",
              path: `/conversions/${firstConversion.id}`,
              kind: "service",
              mustContain: firstConversion.id,
            },
            { name: "audit trail", path: "/audit", kind: "local", mustContain: "Audit trail" },
          ],
        }),
      );
    } finally {
      await proxy.stop();
    }
  }

  if (benchRuns("book")) {
    // Each book is filled by the app's own first pass (the sync on, no start delay, no second pass), through a
    // stand-in that counts the service's requests. The pace is the interface's ceiling, so the pass takes minutes.
    await stopServer();
    const syncEnv = {
      ...appEnv,
      HEDGING_SYNC_ENABLED: "1",
      HEDGING_SYNC_START_DELAY_SECONDS: "0",
      HEDGING_SYNC_INTERVAL_SECONDS: "86400",
      HEDGING_SYNC_RATE_PER_SECOND: "1000",
      HEDGING_SYNC_CONCURRENCY: "4",
    };
    const admin = { email: "bench-admin@hedge-desk.test", password: secrets.STAFF_PASSWORD };
    if (database === "postgres") {
      databases.book = await startThrowawayPostgres();
      databases.bookDemo = await startThrowawayPostgres();
    }
    const startBookApp = async ({ dir, databaseUrl, appPort, upstream }) => {
      createStaffAccount({ root, dataDir: dir, databaseUrl, ...admin, role: "admin" });
      // The pages' cost is measured as a viewer, as in the part `pages`; the admin follows and starts the sync.
      createStaffAccount({ root, dataDir: dir, databaseUrl, ...staff, keepData: true });
      makeTwoFactorOptional({ root, dataDir: dir, databaseUrl });
      const proxy = await startCountingProxy(upstream);
      proxies.push(proxy);
      const app = startServer({
        root,
        port: appPort,
        dataDir: dir,
        databaseUrl,
        keepData: true,
        env: { ...syncEnv, HEDGING_API_BASE_URL: `${proxy.url}/sandbox/v1` },
        nodeArgs: startNodeArgs(root),
      });
      await waitForHealth(app);
      return { app, proxy, cookie: await signIn(app.baseURL, admin), viewerCookie: await signIn(app.baseURL, staff) };
    };

    // The demo data's book first: a few dozen calls.
    demoSandbox ??= startSandbox({
      root,
      port: demoSandboxPort,
      dataDir: demoSandboxDataDir,
      databaseUrl: databases.demoSandbox?.url,
      env: { SANDBOX_CLIENT_SECRET: secrets.SANDBOX_CLIENT_SECRET, SANDBOX_SEED_SCALE: "1" },
    });
    await waitForReady(demoSandbox, {
      path: "/sandbox/v1/customers?per_page=1",
      headers: { authorization },
      timeoutMs: 120_000,
    });
    const demo = await startBookApp({
      dir: bookDemoDataDir,
      databaseUrl: databases.bookDemo?.url,
      appPort: bookDemoPort,
      upstream: demoSandbox.baseURL,
    });
    bookDemoServer = demo.app;
    results.bookDemoPass = await step("book: the demo data's full sync pass", () =>
      followPass({ baseURL: demo.app.baseURL, cookie: demo.cookie, pid: demo.app.pid, proxy: demo.proxy }),
    );

    const large = await startBookApp({
      dir: bookDataDir,
      databaseUrl: databases.book?.url,
      appPort: port,
      upstream: sandboxURL,
    });
    server = large.app;
    results.bookPass = await step("book: a full sync pass of the large sandbox (calls, RSS)", () =>
      followPass({ baseURL: large.app.baseURL, cookie: large.cookie, pid: large.app.pid, proxy: large.proxy }),
    );

    results.bookQueries = await step(
      "book: searches, filters and deep pages at 100k against the demo data",
      async () => {
        const demoCustomer = await largestCustomer(demoSandbox.baseURL, authorization, 20);
        const sides = [
          { url: demoSandbox.baseURL, customer: demoCustomer, app: demo },
          { url: sandboxURL, customer, app: large },
        ];
        const [demoSide, largeSide] = await Promise.all(
          sides.map(async (side) => {
            const targets = await bookTargets(side.url, authorization, side.customer);
            const { legs, deepPath, lastLink } = await bookLastPage(side.app.app.baseURL, side.app.cookie);
            return {
              baseURL: side.app.app.baseURL,
              cookie: side.app.cookie,
              legs,
              cases: bookCases(targets, deepPath, lastLink),
            };
          }),
        );
        const before = large.proxy.state.requests + demo.proxy.state.requests;
        const cases = await measureBookQueries({ demo: demoSide, large: largeSide });
        return {
          legs: { demo: demoSide.legs, large: largeSide.legs },
          serviceRequests: large.proxy.state.requests + demo.proxy.state.requests - before,
          cases,
        };
      },
    );
    await bookDemoServer?.stop(); // undefined once Ctrl-C has stopped everything
    bookDemoServer = undefined;
    results.bookPages = await step("book: the book and desk pages' cost at 100k, and their calls to the service", () =>
      measureBookPageCost({
        baseURL: large.app.baseURL,
        pid: large.app.pid,
        cookie: large.viewerCookie,
        proxy: large.proxy,
      }),
    );
    // The desk and the book with a full book behind them (the lighthouse part's desk has the sync off: an empty book).
    const bookLighthouse = await optional("lighthouse.mjs");
    if (bookLighthouse)
      results.bookLighthouse = await step("book: Lighthouse on the desk and the book at 100k", () =>
        bookLighthouse.runLighthouse({
          baseURL: large.app.baseURL,
          cookieHeader: large.cookie,
          runs: 3,
          pages: [
            { name: "desk at 100k", path: "/" },
            { name: "book at 100k", path: "/book" },
          ],
        }),
      );
  }

  await stopAll();
  if (memory && benchRuns("memory"))
    results.startTree = await step("npm start process tree at idle (sandbox mode)", () =>
      memory.measureStartTree({ root, port }),
    );
  if (cases)
    results.plans = await step("query plans (EXPLAIN ANALYZE)", async () => {
      mkdirSync(path.join(root, ".tmp"), { recursive: true });
      const casesFile = path.join(root, ".tmp", "bench-cases.json");
      const plansFile = path.join(root, ".tmp", "bench-plans.json");
      writeFileSync(casesFile, JSON.stringify(cases));
      const run = spawnSync(
        "npx",
        [
          "tsx",
          "--tsconfig",
          "tsconfig.json",
          "scripts/bench/explain-plans.ts",
          databases.sandbox?.url ?? sandboxDataDir,
          casesFile,
          plansFile,
          customer.id,
        ],
        {
          cwd: root,
          encoding: "utf8",
        },
      );
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
console.log(
  `\n${lines.filter((l) => l.verdict === "PASS").length} budgets held, ${failed} failed; total ${results.totalSeconds.toFixed(0)} s. Results: bench/results.json`,
);
process.exit(results.error || failed > 0 ? 1 : 0);
