// What the parts measure with: percentiles, autocannon's load, and a page checked to be the page before it is timed.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values) => percentile(values, 50);
export const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/** Signed-in load for `durationSeconds`; a failed request counts in `failures`, never as a fast one. */
export async function load({ url, cookie, connections = 10, durationSeconds }) {
  const result = await new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration: durationSeconds, headers: cookie ? { cookie } : {}, timeout: 30 },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    ),
  );
  return { requests: result.requests.total, failures: result.non2xx + result.errors + result.timeouts };
}

/** One request, which must answer 200 with `mustContain`: a redirect to sign-in or an error page is never measured. */
export async function checkPage(baseURL, page, cookie) {
  const response = await fetch(`${baseURL}${page.path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(page.mustContain))
    throw new Error(`${page.name ?? page.path}: ${response.status}, the page lacks "${page.mustContain}"`);
}

/** Milliseconds of `fn`, which must throw on a wrong answer. */
export async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** User and system CPU of a process so far, in ms (/proc counts hundredths of a second). */
export function cpuMillis(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
