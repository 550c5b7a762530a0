// App CPU per request of signed-in pages against the signed-out /sign-in of the same build, in interleaved rounds.
import autocannon from "autocannon";
import { cpuMillis } from "./server.mjs";
import { percentile } from "./stats.mjs";

/**
 * Ratios to the framework's own page (signed-out /sign-in). The list pages' figures (dual hedges, conversions) are
 * regression guards at their measured level plus a margin, not goals: their cost is React's render per row
 * (docs/performance.md).
 */
export const PAGE_COST_BUDGETS = { minimal: 1.5, dual25: 4.5, dual100: 8.5, conversions: 3.5, desk: 2.5 };

function load({ url, cookie, connections, durationSeconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: durationSeconds, headers: cookie ? { cookie } : {}, timeout: 30 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** One checked request per page first: a redirect or an error page must never be measured as the page. */
async function check(baseURL, page) {
  const response = await fetch(`${baseURL}${page.path}`, {
    headers: page.cookie ? { cookie: page.cookie } : {},
    redirect: "manual",
  });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(page.mustContain))
    throw new Error(`${page.name}: ${response.status}, the page lacks "${page.mustContain}"`);
}

const round2 = (n) => Number(n.toFixed(2));
const spread = (values) => ({
  median: round2(percentile(values, 50)),
  min: round2(Math.min(...values)),
  max: round2(Math.max(...values)),
});

/**
 * `baseline` and every page are loaded in turn, `rounds` times, the order rotating each round so neighbours' load and
 * the server's warmth fall on all alike; each round's ratio is taken against the baseline of that same round.
 */
export async function measurePageCost({
  baseURL,
  pid,
  baseline,
  pages,
  rounds = 5,
  connections = 10,
  durationSeconds = 3,
}) {
  const all = [baseline, ...pages];
  for (const page of all) await check(baseURL, page);
  // Warm-up: the first requests of a route compile and fill caches.
  for (const page of all)
    await load({ url: `${baseURL}${page.path}`, cookie: page.cookie, connections, durationSeconds: 1 });
  const cpu = all.map(() => []);
  const failures = all.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < all.length; k++) {
      const i = (k + round) % all.length;
      // Unmeasured lead-in on the same page: the previous page's garbage is collected here, not billed to this one.
      await load({ url: `${baseURL}${all[i].path}`, cookie: all[i].cookie, connections, durationSeconds: 1 });
      const before = cpuMillis(pid);
      const result = await load({
        url: `${baseURL}${all[i].path}`,
        cookie: all[i].cookie,
        connections,
        durationSeconds,
      });
      cpu[i].push((cpuMillis(pid) - before) / Math.max(result.requests.total, 1));
      failures[i] += result.non2xx + result.errors + result.timeouts;
    }
  }
  const base = cpu[0];
  return {
    rounds,
    connections,
    durationSeconds,
    baseline: { name: baseline.name, path: baseline.path, cpuMsPerRequest: spread(base), failures: failures[0] },
    pages: pages.map((page, j) => {
      const own = cpu[j + 1];
      const ratio = spread(own.map((ms, r) => ms / base[r]));
      const failed = failures[j + 1] + failures[0];
      return {
        name: page.name,
        path: page.path,
        cpuMsPerRequest: spread(own),
        ratio,
        failures: failures[j + 1],
        budget: page.budget ?? null,
        pass: page.budget ? failed === 0 && ratio.median <= page.budget : null,
      };
    }),
  };
}
