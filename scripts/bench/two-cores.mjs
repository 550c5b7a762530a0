// Two cores: the 25-row dual-hedges page through nginx to two app instances against the same nginx setup to one, interleaved rounds.
import { mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startInstance, tail } from "../cluster/instances.mjs";
import { startNginx } from "../cluster/nginx.mjs";
import { median } from "./stats.mjs";
import { signIn } from "./session.mjs";

/**
 * Two cores are shared with the load generator, nginx, the sandbox and Postgres: two instances are judged against the
 * ceiling those leave (share of it), and by app CPU per request (two within this factor of one: no shared-state contention).
 */
export const TWO_CORES_SHARE_OF_CEILING_BUDGET = 0.85;
export const TWO_CORES_APP_CPU_BUDGET = 1.15;
const USER_HZ_MS = 10; // /proc counts CPU in 1/100 s

function processTable() {
  const table = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1].split(" ");
      // With the reaped children's CPU (cutime, cstime): a Postgres backend that exits mid-round keeps counting through its parent.
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
      table.set(Number(name), { ppid: Number(fields[1]), cpuMs: (utime + stime + cutime + cstime) * USER_HZ_MS });
    } catch {
      // Exited while we read.
    }
  }
  return table;
}

/** CPU of a process and all its descendants (Postgres backends, nginx's worker). */
function treeCpuMs(table, roots) {
  let sum = 0;
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const pid = queue.pop();
    if (seen.has(pid) || !table.has(pid)) continue;
    seen.add(pid);
    sum += table.get(pid).cpuMs;
    for (const [child, entry] of table) if (entry.ppid === pid) queue.push(child);
  }
  return sum;
}

/** Busy CPU of the whole machine, in ms (every core, every process, the neighbours' included). */
function machineBusyMs() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = values; // idle and iowait left out
  return (user + nice + system + irq + softirq + steal) * USER_HZ_MS;
}

const postmasterPid = (dataDir) => Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);

function load({ url, cookie, connections, durationSeconds }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSeconds, headers: { cookie }, timeout: 30 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One autocannon round with the CPU each party spent per request over it; autocannon runs in this process. */
async function round({ url, cookie, connections, durationSeconds, groups }) {
  const before = processTable();
  const cpuBefore = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, treeCpuMs(before, pids)]));
  const busyBefore = machineBusyMs();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await load({ url, cookie, connections, durationSeconds });
  const elapsedMs = performance.now() - started;
  const own = process.cpuUsage(ownBefore);
  const after = processTable();
  const requests = Math.max(result.requests.total, 1);
  const cpu = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, (treeCpuMs(after, pids) - cpuBefore[name]) / requests]),
  );
  cpu.autocannon = (own.user + own.system) / 1000 / requests;
  return {
    rps: result.requests.total / (elapsedMs / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest: cpu,
    busyCores: (machineBusyMs() - busyBefore) / elapsedMs,
  };
}

const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/**
 * Both setups run side by side (nginx A → instances 1 and 2, nginx B → instance 1 alone), so each round differs only in the
 * number of instances, and the proxy's cost is in both. Instances share the app's Postgres, as in the deployment.
 */
export async function measureTwoCores({
  nginx,
  dir,
  ports,
  env,
  databases,
  sandboxPid,
  staff,
  page,
  rounds = 4,
  durationSeconds = 5,
  connections = 10,
}) {
  const stops = [];
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    const instances = ports.instances.map((port) =>
      startInstance({
        port,
        logFile: path.join(dir, `instance-${port}.log`),
        env: {
          ...env,
          DATA_DIR: path.join(dir, `unused-data-${port}`),
          TRUST_PROXY: "1",
          APP_URL: `http://127.0.0.1:${ports.two}`,
        },
      }),
    );
    stops.push(...instances.map((instance) => instance.stop));
    await Promise.all(instances.map((instance) => instance.ready()));
    const two = await startNginx({
      nginx,
      dir: path.join(dir, "nginx-two"),
      port: ports.two,
      instancePorts: ports.instances,
    });
    stops.push(two.stop);
    const one = await startNginx({
      nginx,
      dir: path.join(dir, "nginx-one"),
      port: ports.one,
      instancePorts: [ports.instances[0]],
    });
    stops.push(one.stop);

    const cookie = await signIn(two.url, staff);
    for (const front of [one, two]) {
      const check = await fetch(`${front.url}${page.path}`, { headers: { cookie }, redirect: "manual" });
      const html = await check.text();
      if (check.status !== 200 || !html.includes(page.mustContain))
        throw new Error(`${front.url}${page.path}: ${check.status}, the page lacks "${page.mustContain}"`);
    }
    const others = { sandbox: [sandboxPid], postgres: databases.map((db) => postmasterPid(db.dataDir)) };
    const setups = {
      one: { url: `${one.url}${page.path}`, groups: { app: [instances[0].pid], nginx: [one.pid], ...others } },
      two: {
        url: `${two.url}${page.path}`,
        groups: { app: instances.map((instance) => instance.pid), nginx: [two.pid], ...others },
      },
    };
    // Warm both instances (JIT, caches) before any timed round.
    await load({ url: setups.two.url, cookie, connections, durationSeconds: 3 });
    await load({ url: setups.one.url, cookie, connections, durationSeconds: 2 });
    const samples = { one: [], two: [] };
    for (let r = 0; r < rounds; r++) {
      for (const name of r % 2 === 0 ? ["one", "two"] : ["two", "one"]) {
        samples[name].push(await round({ ...setups[name], cookie, connections, durationSeconds }));
      }
    }
    const summary = (list) => ({
      rps: spread(list.map((s) => s.rps)),
      p50: spread(list.map((s) => s.p50)),
      p99: spread(list.map((s) => s.p99)),
      failures: list.reduce((sum, s) => sum + s.failures, 0),
      busyCores: spread(list.map((s) => s.busyCores)),
      cpuMsPerRequest: Object.fromEntries(
        Object.keys(list[0].cpuMsPerRequest).map((name) => [name, median(list.map((s) => s.cpuMsPerRequest[name]))]),
      ),
    });
    const result = {
      page: page.name,
      path: page.path,
      connections,
      rounds,
      durationSeconds,
      one: summary(samples.one),
      two: summary(samples.two),
    };
    const pairRatios = samples.two.map((s, i) => s.rps / samples.one[i].rps);
    result.ratio = Number((result.two.rps.median / result.one.rps.median).toFixed(2));
    result.roundRatios = {
      min: Number(Math.min(...pairRatios).toFixed(2)),
      max: Number(Math.max(...pairRatios).toFixed(2)),
    };
    // What two cores allow at most: all CPU spent per request (apps, nginx, sandbox, Postgres, autocannon) against 2 cores' 2,000 ms a second.
    const perRequest = Object.values(result.two.cpuMsPerRequest).reduce((sum, ms) => sum + ms, 0);
    result.ceiling = {
      cpuMsPerRequest: Number(perRequest.toFixed(2)),
      rps: Number((2000 / perRequest).toFixed(0)),
      ratio: Number((2000 / perRequest / result.one.rps.median).toFixed(2)),
    };
    result.shareOfCeiling = Number((result.ratio / result.ceiling.ratio).toFixed(2));
    result.appCpuRatio = Number((result.two.cpuMsPerRequest.app / result.one.cpuMsPerRequest.app).toFixed(2));
    const clean = result.one.failures + result.two.failures === 0;
    result.pass = {
      share: clean && result.shareOfCeiling >= TWO_CORES_SHARE_OF_CEILING_BUDGET,
      appCpu: clean && result.appCpuRatio <= TWO_CORES_APP_CPU_BUDGET,
    };
    return result;
  } catch (error) {
    const logs = ports.instances.map((port) => path.join(dir, `instance-${port}.log`));
    throw new Error(`${error.message}\n${logs.map((log) => tail(log, 10)).join("\n")}`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}
