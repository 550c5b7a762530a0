// Sandbox at scale: each list, filter and deep page over HTTP on loopback, p50 and p95.
import { percentile, timeCalls } from "./stats.mjs";
import { sandboxGet, sandboxGetText } from "./session.mjs";

export const SANDBOX_P95_BUDGET_MS = 20;

export async function sandboxCases(baseURL, authorization, customer) {
  const base = `/customers/${customer.id}/dual-hedges?per_page=100`;
  const first = await sandboxGet(baseURL, authorization, base);
  const day = first.dualHedges[0].issuedAt;
  const updatedDay = first.dualHedges[0].hedges[0].updatedAt;
  const lastPage = async (path) => {
    const { pagination } = await sandboxGet(baseURL, authorization, path);
    return Math.max(1, Math.ceil(pagination.totalResults / 100));
  };
  const createdLast = await lastPage(`${base}&created_at=${day}`);
  const updatedLast = await lastPage(`${base}&updated_at=${updatedDay}`);
  const conversionsLast = await lastPage("/conversions?per_page=100");
  // The first row's days are today's, the busiest (every InProcess leg updates today); a week ago is typical.
  const weekAgo = new Date(Date.parse(`${updatedDay}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: "dual hedges, page 1", path: `${base}&page=1`, filter: {} },
    { name: "dual hedges, page 1000", path: `${base}&page=1000`, filter: { page: 1000 } },
    { name: `dual hedges, created_at (p1)`, path: `${base}&created_at=${day}`, filter: { createdAt: day } },
    { name: `dual hedges, created_at (p${createdLast})`, path: `${base}&created_at=${day}&page=${createdLast}`, filter: { createdAt: day, page: createdLast } },
    { name: `dual hedges, updated_at (p1)`, path: `${base}&updated_at=${updatedDay}`, filter: { updatedAt: updatedDay } },
    { name: `dual hedges, updated_at (p${updatedLast})`, path: `${base}&updated_at=${updatedDay}&page=${updatedLast}`, filter: { updatedAt: updatedDay, page: updatedLast } },
    { name: `dual hedges, updated_at a week ago (p1)`, path: `${base}&updated_at=${weekAgo}`, filter: { updatedAt: weekAgo } },
    { name: "conversions, page 1", path: "/conversions?per_page=100&page=1", conversions: { page: 1 } },
    { name: "conversions, page 1000", path: "/conversions?per_page=100&page=1000", conversions: { page: 1000 } },
    { name: `conversions, last page (${conversionsLast})`, path: `/conversions?per_page=100&page=${conversionsLast}`, conversions: { page: conversionsLast } },
  ];
}

/** An empty page is an error, not a fast answer. */
export async function measureSandbox(baseURL, authorization, cases, { count = 60 } = {}) {
  const results = [];
  for (const testCase of cases) {
    // Timed to the body's last byte; parsing is this client's work, so bodies are checked after the clock stops.
    const bodies = [];
    const times = await timeCalls(async () => {
      bodies.push(await sandboxGetText(baseURL, authorization, testCase.path));
    }, { count, warmup: 3 });
    let rows = 0;
    for (const text of bodies) {
      const body = JSON.parse(text);
      rows = (body.dualHedges ?? body.conversions).length;
      if (rows === 0) throw new Error(`${testCase.name}: an empty page`);
    }
    results.push({
      name: testCase.name,
      path: testCase.path,
      rows,
      p50: Number(percentile(times, 50).toFixed(1)),
      p95: Number(percentile(times, 95).toFixed(1)),
      min: Number(percentile(times, 0).toFixed(1)),
      max: Number(percentile(times, 100).toFixed(1)),
      runs: times.length,
      budgetMs: SANDBOX_P95_BUDGET_MS,
      pass: percentile(times, 95) < SANDBOX_P95_BUDGET_MS,
    });
  }
  return results;
}
