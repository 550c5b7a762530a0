// The desk's CPU per request against /sign-in on a book filled in bulk (scripts/bench/fill-book.ts), not by a sync
// pass: the page-cost method of the bench (scripts/bench/page-cost.mjs), then Lighthouse on the desk.
//   BENCH_PORT=3500 DESK_BOOK_DUAL_HEDGES=100000 [DESK_COST_ROUNDS=5] [DESK_COST_CONNECTIONS=10] [DESK_BOOK_REUSE=1] \
//     [DESK_COST_CPU_PROF=dir] node scripts/bench/desk-cost.mjs [--page=/book] [--no-lighthouse]
// --page=/book measures the book page instead (25 rows, its default, and 10, so the cost per row shows) and runs
// Lighthouse on it. DESK_COST_CPU_PROF writes the app's CPU profile (`node --cpu-prof`) there when it stops.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildIfStale } from "../build-if-stale.mjs";
import { BOOK_PAGE_COST_BUDGET } from "./book.mjs";
import { startNodeArgs } from "./server.mjs";
import { measurePageCost, PAGE_COST_BUDGETS } from "./page-cost.mjs";
import {
  benchSecrets,
  createStaffAccount,
  makeTwoFactorOptional,
  startSandbox,
  startServer,
  waitForHealth,
  waitForReady,
} from "./server.mjs";
import { basicAuth, signIn } from "./session.mjs";

const { values: options } = parseArgs({
  options: { page: { type: "string", default: "/" }, "no-lighthouse": { type: "boolean", default: false } },
});
if (options.page !== "/" && options.page !== "/book") throw new Error(`--page: "/" or "/book", not ${options.page}`);
const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 3300);
const dualHedges = process.env.DESK_BOOK_DUAL_HEDGES ?? "100000";
const measured =
  options.page === "/book"
    ? [
        { name: `book (/book, 25 rows) at ${dualHedges}`, path: "/book" },
        { name: `book, 10 rows, at ${dualHedges}`, path: "/book?per_page=10" },
      ].map((page) => ({ ...page, mustContain: "Legs in the book", budget: BOOK_PAGE_COST_BUDGET }))
    : [
        {
          name: `desk (/) at ${dualHedges}`,
          path: "/",
          mustContain: "Needs attention",
          budget: PAGE_COST_BUDGETS.desk,
        },
        {
          name: `desk, pair EUR/USD, at ${dualHedges}`,
          path: "/?pair=EUR%2FUSD",
          mustContain: "Needs attention",
          budget: PAGE_COST_BUDGETS.desk,
        },
      ];
const dataDir = path.join(root, ".tmp", "desk-cost-data");
const sandboxDataDir = path.join(root, ".tmp", "desk-cost-sandbox-data");
let sandbox;
let server;
try {
  buildIfStale(root, { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
  const secrets = benchSecrets();
  const authorization = basicAuth("sandbox-partner", secrets.SANDBOX_CLIENT_SECRET);
  // The demo-data sandbox as the upstream, as in the bench's `pages` part: the desk must not call it.
  sandbox = startSandbox({
    root,
    port: port + 1,
    dataDir: sandboxDataDir,
    env: { SANDBOX_CLIENT_SECRET: secrets.SANDBOX_CLIENT_SECRET, SANDBOX_SEED_SCALE: "1" },
  });
  await waitForReady(sandbox, { path: "/sandbox/v1/customers?per_page=1", headers: { authorization } });
  // DESK_BOOK_REUSE=1: the book the last run filled (an account of this run's own is added to it).
  const reuse = process.env.DESK_BOOK_REUSE === "1" && existsSync(dataDir);
  const staff = { email: `bench-viewer-${Date.now()}@hedge-desk.test`, password: secrets.STAFF_PASSWORD };
  createStaffAccount({ root, dataDir, keepData: reuse, ...staff });
  makeTwoFactorOptional({ root, dataDir });
  const fill = reuse
    ? null
    : spawnSync(
        process.execPath,
        [
          "--conditions",
          "react-server",
          "--import",
          "tsx",
          "scripts/bench/fill-book.ts",
          `--dual-hedges=${dualHedges}`,
          // What the desk computed per request before its cache; nothing the book page runs.
          `--time-desk=${options.page === "/" ? 5 : 0}`,
        ],
        {
          cwd: root,
          encoding: "utf8",
          env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", DATABASE_URL: "", DATA_DIR: dataDir },
        },
      );
  if (fill && fill.status !== 0) throw new Error(`fill-book failed: ${fill.stderr.slice(-2000)}`);
  console.log(fill ? fill.stdout.trim() : "book: as the last run filled it");
  server = startServer({
    root,
    port,
    dataDir,
    keepData: true,
    nodeArgs: [
      ...startNodeArgs(root),
      ...(process.env.DESK_COST_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.DESK_COST_CPU_PROF}`] : []),
    ],
    env: {
      BETTER_AUTH_SECRET: secrets.BETTER_AUTH_SECRET,
      HEDGING_API_BASE_URL: `${sandbox.baseURL}/sandbox/v1`,
      HEDGING_API_CLIENT_ID: "sandbox-partner",
      HEDGING_API_CLIENT_SECRET: secrets.SANDBOX_CLIENT_SECRET,
      HEDGING_SYNC_ENABLED: "0",
    },
  });
  await waitForHealth(server);
  const cookie = await signIn(server.baseURL, staff);
  const cost = await measurePageCost({
    baseURL: server.baseURL,
    pid: server.pid,
    baseline: { name: "signed-out /sign-in", path: "/sign-in", mustContain: "Sign in to Hedge Desk" },
    rounds: Number(process.env.DESK_COST_ROUNDS ?? 5),
    connections: Number(process.env.DESK_COST_CONNECTIONS ?? 10),
    pages: [
      // What any signed-in page costs before its own content: the measured page's floor.
      { name: "dashboard layout only (/staff as a viewer)", path: "/staff", cookie, mustContain: "Not allowed" },
      ...measured.map((page) => ({ ...page, cookie })),
    ],
  });
  console.log(JSON.stringify(cost, null, 2));
  if (!options["no-lighthouse"]) {
    const { runLighthouse } = await import("./lighthouse.mjs");
    const lighthouse = await runLighthouse({
      baseURL: server.baseURL,
      cookieHeader: cookie,
      pages: [{ name: `${options.page === "/book" ? "book" : "desk"} at ${dualHedges}`, path: options.page }],
      runs: 3,
    });
    console.log(JSON.stringify(lighthouse, null, 2));
  }
} finally {
  await server?.stop();
  await sandbox?.stop();
}
