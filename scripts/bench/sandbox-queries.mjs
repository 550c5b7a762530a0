// Scale-free sandbox: each list, filter and deep page on the demo data and at scale, alternated in one run; the verdict is the p95 ratio.
import { percentile } from "./stats.mjs";
import { sandboxGet, sandboxGetText } from "./session.mjs";

export const SANDBOX_SCALE_RATIO_BUDGET = 1.5;
export const LARGE_SANDBOX_MIN_DUAL_HEDGES = 100_000;

const total = async (side, path) => (await sandboxGet(side.url, side.authorization, path)).pagination.totalResults;

/** The days each side filters on: its newest dual hedge's issue day, its first leg's update day, and the latest earlier update day on the first or last page. */
async function days(side) {
  const list = `/customers/${side.customer.id}/dual-hedges?per_page=100`;
  const first = await sandboxGet(side.url, side.authorization, list);
  const lastPage = Math.max(1, Math.ceil(first.pagination.totalResults / 100));
  const last = await sandboxGet(side.url, side.authorization, `${list}&page=${lastPage}`);
  const created = first.dualHedges[0].issuedAt;
  const updated = first.dualHedges[0].hedges[0].updatedAt;
  const legs = [...first.dualHedges, ...last.dualHedges].flatMap((d) => d.hedges);
  const past = legs
    .map((h) => h.updatedAt)
    .filter((day) => day < updated)
    .sort()
    .at(-1);
  return { created, updated, past };
}

/**
 * Same query and page size on both sides, the page size being what the demo's case holds (≤ 100), so both answer the same
 * number of rows and the ratio shows only the size of the tables. Deep pages are each side's last full page.
 */
export async function sandboxCases(demo, large) {
  const [demoDays, largeDays] = [await days(demo), await days(large)];
  const list = (side) => `/customers/${side.customer.id}/dual-hedges`;
  const kinds = [
    { name: "dual hedges", query: () => "", filter: () => ({}) },
    {
      name: "dual hedges, created_at (newest day)",
      query: (d) => `&created_at=${d.created}`,
      filter: (d) => ({ createdAt: d.created }),
    },
    {
      name: "dual hedges, updated_at (today)",
      query: (d) => `&updated_at=${d.updated}`,
      filter: (d) => ({ updatedAt: d.updated }),
    },
    {
      name: "dual hedges, updated_at (a past day)",
      query: (d) => `&updated_at=${d.past}`,
      filter: (d) => ({ updatedAt: d.past }),
      needs: (d) => d.past,
    },
  ];
  const cases = [];
  for (const kind of kinds) {
    if (kind.needs && (!kind.needs(demoDays) || !kind.needs(largeDays))) continue;
    const demoTotal = await total(demo, `${list(demo)}?per_page=1${kind.query(demoDays)}`);
    const largeTotal = await total(large, `${list(large)}?per_page=1${kind.query(largeDays)}`);
    const perPage = Math.min(100, demoTotal);
    if (perPage === 0) continue;
    for (const deep of [false, true]) {
      const side = (s, d, count) => {
        const page = deep ? Math.floor(count / perPage) : 1;
        return {
          path: `${list(s)}?per_page=${perPage}&page=${page}${kind.query(d)}`,
          filter: { page, perPage, ...kind.filter(d) },
          page,
          total: count,
        };
      };
      const [onDemo, onLarge] = [side(demo, demoDays, demoTotal), side(large, largeDays, largeTotal)];
      cases.push({ name: `${kind.name}, ${deep ? "last full page" : "page 1"}`, perPage, demo: onDemo, ...onLarge });
    }
  }
  const [demoConversions, largeConversions] = [
    await total(demo, "/conversions?per_page=1"),
    await total(large, "/conversions?per_page=1"),
  ];
  const perPage = Math.min(100, demoConversions);
  for (const deep of [false, true]) {
    const side = (count) => {
      const page = deep ? Math.floor(count / perPage) : 1;
      return {
        path: `/conversions?per_page=${perPage}&page=${page}`,
        conversions: { page, perPage },
        page,
        total: count,
      };
    };
    cases.push({
      name: `conversions, ${deep ? "last full page" : "page 1"}`,
      perPage,
      demo: side(demoConversions),
      ...side(largeConversions),
    });
  }
  return cases;
}

const summary = (times) => ({
  p50: Number(percentile(times, 50).toFixed(2)),
  p95: Number(percentile(times, 95).toFixed(2)),
  min: Number(percentile(times, 0).toFixed(2)),
  max: Number(percentile(times, 100).toFixed(2)),
  runs: times.length,
});

/** Timed to the body's last byte; bodies are parsed after the clock stops, and a page short of its rows is an error, not a fast answer. */
async function timedCall(side, path, expectedRows, bodies) {
  const started = performance.now();
  const text = await sandboxGetText(side.url, side.authorization, path);
  const ms = performance.now() - started;
  bodies.push([text, expectedRows]);
  return ms;
}

function checkRows(name, bodies) {
  for (const [text, expected] of bodies) {
    const body = JSON.parse(text);
    const rows = (body.dualHedges ?? body.conversions).length;
    if (rows !== expected) throw new Error(`${name}: ${rows} rows where ${expected} were expected`);
  }
}

/** Rounds alternate the two sides call by call (order flipped each call), so the neighbours' load hits both alike. */
export async function measureSandbox(demo, large, cases, { rounds = 3, perRound = 40, warmup = 3 } = {}) {
  const results = [];
  for (const testCase of cases) {
    const bodies = [];
    const calls = [
      () => timedCall(demo, testCase.demo.path, testCase.perPage, bodies),
      () => timedCall(large, testCase.path, testCase.perPage, bodies),
    ];
    for (let i = 0; i < warmup; i++) for (const call of calls) await call();
    const demoTimes = [];
    const largeTimes = [];
    const roundRatios = [];
    for (let round = 0; round < rounds; round++) {
      const [d, l] = [[], []];
      for (let i = 0; i < perRound; i++) {
        if (i % 2 === 0) {
          d.push(await calls[0]());
          l.push(await calls[1]());
        } else {
          l.push(await calls[1]());
          d.push(await calls[0]());
        }
      }
      roundRatios.push(percentile(l, 95) / percentile(d, 95));
      demoTimes.push(...d);
      largeTimes.push(...l);
    }
    checkRows(testCase.name, bodies);
    const ratio = percentile(largeTimes, 95) / percentile(demoTimes, 95);
    results.push({
      name: testCase.name,
      rows: testCase.perPage,
      demo: { path: testCase.demo.path, page: testCase.demo.page, total: testCase.demo.total, ...summary(demoTimes) },
      large: { path: testCase.path, page: testCase.page, total: testCase.total, ...summary(largeTimes) },
      ratio: Number(ratio.toFixed(2)),
      roundRatios: {
        min: Number(Math.min(...roundRatios).toFixed(2)),
        max: Number(Math.max(...roundRatios).toFixed(2)),
      },
      budgetRatio: SANDBOX_SCALE_RATIO_BUDGET,
      pass: ratio <= SANDBOX_SCALE_RATIO_BUDGET,
    });
  }
  return results;
}
