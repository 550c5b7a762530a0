// The desk's CPU per request against /sign-in on a book filled in bulk (scripts/bench/fill-book.ts), not by a sync
// pass: the page-cost method of the bench (scripts/bench/page-cost.mjs), then Lighthouse on the desk.
//   BENCH_PORT=3500 DESK_BOOK_DUAL_HEDGES=100000 [DESK_COST_ROUNDS=5] [DESK_COST_CONNECTIONS=10] [DESK_BOOK_REUSE=1] \
//     node scripts/bench/desk-cost.mjs [--no-lighthouse]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildIfStale } from "../build-if-stale.mjs";
import { startNodeArgs } from "./memory.mjs";
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

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 3300);
const dualHedges = process.env.DESK_BOOK_DUAL_HEDGES ?? "100000";
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
          "--time-desk=5",
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
    nodeArgs: startNodeArgs(root),
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
      // What any signed-in page costs before its own content: the desk's floor.
      { name: "dashboard layout only (/staff as a viewer)", path: "/staff", cookie, mustContain: "Not allowed" },
      {
        name: `desk (/) at ${dualHedges}`,
        path: "/",
        cookie,
        mustContain: "Needs attention",
        budget: PAGE_COST_BUDGETS.desk,
      },
      {
        name: `desk, pair EUR/USD, at ${dualHedges}`,
        path: "/?pair=EUR%2FUSD",
        cookie,
        mustContain: "Needs attention",
        budget: PAGE_COST_BUDGETS.desk,
      },
    ],
  });
  console.log(JSON.stringify(cost, null, 2));
  if (!process.argv.includes("--no-lighthouse")) {
    const { runLighthouse } = await import("./lighthouse.mjs");
    const lighthouse = await runLighthouse({
      baseURL: server.baseURL,
      cookieHeader: cookie,
      pages: [{ name: `desk at ${dualHedges}`, path: "/" }],
      runs: 3,
    });
    console.log(JSON.stringify(lighthouse, null, 2));
  }
} finally {
  await server?.stop();
  await sandbox?.stop();
}
