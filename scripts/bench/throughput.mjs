// Page throughput with autocannon: signed in, several runs per setting, medians with the spread.
import autocannon from "autocannon";
import { cpuMillis } from "./server.mjs";
import { median } from "./stats.mjs";

function runOnce({ url, cookie, connections, durationSeconds }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSeconds, headers: { cookie }, timeout: 30 }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/** Also reports each process's CPU per request: on 2 shared cores that is what sets the latency under load. */
export async function measureThroughput({
  baseURL,
  cookie,
  pages,
  pids = {},
  connectionLevels = [10, 50],
  runs = 3,
  durationSeconds = 5,
}) {
  const results = [];
  for (const page of pages) {
    // One checked request first: a redirect to sign-in would otherwise be measured as a page.
    const check = await fetch(`${baseURL}${page.path}`, { headers: { cookie }, redirect: "manual" });
    const html = await check.text();
    if (check.status !== 200 || !html.includes(page.mustContain)) {
      throw new Error(`${page.name}: ${check.status}, the page lacks "${page.mustContain}"`);
    }
    for (const connections of connectionLevels) {
      const samples = [];
      const cpu = Object.fromEntries(Object.keys(pids).map((name) => [name, []]));
      for (let run = 0; run < runs; run++) {
        const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMillis(pid)]));
        const sample = await runOnce({ url: `${baseURL}${page.path}`, cookie, connections, durationSeconds });
        for (const [name, pid] of Object.entries(pids))
          cpu[name].push((cpuMillis(pid) - before[name]) / Math.max(sample.requests.total, 1));
        samples.push(sample);
      }
      const pick = (fn) => samples.map(fn);
      const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
      const p99 = spread(pick((s) => s.latency.p99));
      const failures = samples.reduce((sum, s) => sum + s.non2xx + s.errors + s.timeouts, 0);
      results.push({
        page: page.name,
        path: page.path,
        connections,
        runs,
        durationSeconds,
        rps: spread(pick((s) => s.requests.average)),
        p50: spread(pick((s) => s.latency.p50)),
        p99,
        requests: samples.reduce((sum, s) => sum + s.requests.total, 0),
        cpuMsPerRequest: Object.fromEntries(Object.entries(cpu).map(([name, values]) => [name, median(values)])),
        failures,
        // Latency is information (on a shared machine it measures the neighbours); a failed request is a failure, and
        // so is a run in which none finished (autocannon counts no error for a request still waiting at the end).
        pass: failures === 0 && samples.every((s) => s.requests.total > 0),
      });
    }
  }
  return results;
}
