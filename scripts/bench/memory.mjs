// Memory (docs/performance.md): the app's RSS over rounds of signed-in page load, and the `npm start` process tree at idle.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { childrenOf, mib, residentMemory, rssKiB, startNodeArgs, waitForHealth } from "./server.mjs";

export const PLATEAU_TOLERANCE = 0.05;
/** The book's sync pass stays under this while it runs (book.mjs). */
export const PASS_PEAK_BUDGET_MIB = 400;
/** A regression guard, not a goal (docs/performance.md, "Budgets that measure what staff feel"): 423–443 MiB since the book. */
export const AFTER_LOAD_BUDGET_MIB = 480;
export const START_TREE_BUDGET_MIB = 450;

/** The process and all its descendants (not only its children): what `npm start` leaves running. */
export function treeRss(pid) {
  const pids = [];
  for (let queue = [String(pid)]; queue.length;) {
    const next = queue.shift();
    pids.push(next);
    queue.push(...childrenOf(next));
  }
  return { processes: pids.length, rssMiB: mib(pids.reduce((sum, id) => sum + rssKiB(id), 0)) };
}

function load({ url, cookie, connections, durationSeconds }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSeconds, headers: { cookie }, timeout: 30 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Rounds of signed-in load over `pages` (each round visits every page); RSS read after each round, never after a forced GC. */
export async function measurePlateau({
  baseURL,
  cookie,
  pid,
  pages,
  rounds = 5,
  durationSeconds = 15,
  connections = 10,
}) {
  for (const page of pages) {
    const check = await fetch(`${baseURL}${page.path}`, { headers: { cookie }, redirect: "manual" });
    if (check.status !== 200 || !(await check.text()).includes(page.mustContain))
      throw new Error(`${page.name}: ${check.status}, the page lacks "${page.mustContain}"`);
  }
  const idleMiB = mib(rssKiB(pid));
  const samples = [];
  for (let round = 1; round <= rounds; round++) {
    let requests = 0;
    let failures = 0;
    for (const page of pages) {
      const result = await load({
        url: `${baseURL}${page.path}`,
        cookie,
        connections,
        durationSeconds: durationSeconds / pages.length,
      });
      requests += result.requests.total;
      failures += result.non2xx + result.errors + result.timeouts;
    }
    samples.push({ round, rssMiB: mib(rssKiB(pid)), requests, failures });
  }
  const second = samples[1].rssMiB;
  const last = samples.at(-1).rssMiB;
  const growth = (last - second) / second;
  const failures = samples.reduce((sum, s) => sum + s.failures, 0);
  return {
    pages: pages.map((page) => page.name),
    connections,
    durationSeconds,
    idleMiB,
    rounds: samples,
    growth,
    plateauPass: failures === 0 && Math.abs(growth) <= PLATEAU_TOLERANCE,
    afterLoadMiB: last,
    afterLoadBudgetMiB: AFTER_LOAD_BUDGET_MIB,
    afterLoadPass: last <= AFTER_LOAD_BUDGET_MIB,
  };
}

/**
 * The tree's RSS once idle: read every second from 15 s after it answered (read each second, it gave back another
 * ~35 MiB ~9 s after its first answer) until three readings in a row are within 2 % of each other, at most
 * `maxSettleSeconds`. A fixed 5 s read start-up's leftovers on some runs (706 against 362–389 MiB on the same build):
 * V8 optimising PGlite's WebAssembly takes the process past 1 GiB for a moment, and the memory comes back in steps.
 */
async function steadyTree(pid, maxSettleSeconds) {
  const readings = [];
  let second = 0;
  while (second < maxSettleSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    second += 1;
    if (second < 15) continue;
    readings.push(treeRss(pid));
    const last = readings.slice(-3).map((r) => r.rssMiB);
    if (last.length === 3 && Math.max(...last) <= Math.min(...last) * 1.02) break;
  }
  return { ...readings.at(-1), settleSeconds: second };
}

/** `node scripts/start.mjs` as `npm start` runs it, in sandbox mode on a throwaway data folder; the whole tree's RSS once it answers and holds still. */
export async function measureStartTree({ root, port, maxSettleSeconds = 60, nodeArgs = startNodeArgs(root) }) {
  const dataDir = path.join(root, ".tmp", "bench-start-tree-data");
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [...nodeArgs, "scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      HEDGING_API_BASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      HEDGING_SYNC_ENABLED: "0", // the book's sync: its own measurement, not this one's
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise((resolve) => child.on("exit", () => resolve((exited = true))));
  const server = { baseURL: `http://127.0.0.1:${port}`, exited: () => exited, output: () => output };
  try {
    await waitForHealth(server, 240_000);
    const tree = await steadyTree(child.pid, maxSettleSeconds);
    return {
      ...tree,
      peakMiB: residentMemory(child.pid).peakMiB,
      nodeArgs,
      budgetMiB: START_TREE_BUDGET_MIB,
      pass: tree.rssMiB <= START_TREE_BUDGET_MIB,
    };
  } finally {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exit;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
