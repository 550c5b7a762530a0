// The browser-facing action path against a direct call to the sandbox, for the same page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { percentile } from "./stats.mjs";
import { sandboxGet, sandboxGetText } from "./session.mjs";

export const ACTION_OVERHEAD_BUDGET_MS = 5;

export function findAction(root, exportedName) {
  const manifest = JSON.parse(readFileSync(path.join(root, ".next", "server", "server-reference-manifest.json"), "utf8"));
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName === exportedName) return { id, workers: Object.keys(entry.workers) };
  }
  throw new Error(`${exportedName} is not in the server-reference manifest`);
}

/** Alternates the two calls; each answer must hold the same first dual hedge, so a fast error never passes for a fast page. */
export async function measureActionOverhead({ root, baseURL, sandboxURL, cookie, authorization, customerId, count = 200, warmup = 20 }) {
  const action = findAction(root, "listDualHedgesAction");
  const pagePath = `/customers/${customerId}/dual-hedges`;
  const input = { customerId, page: 1, perPage: 100 };
  const direct = `/customers/${customerId}/dual-hedges?page=1&per_page=100`;
  const expectedId = (await sandboxGet(sandboxURL, authorization, direct)).dualHedges[0].id;

  const callAction = async () => {
    const response = await fetch(`${baseURL}${pagePath}`, {
      method: "POST",
      headers: {
        "Next-Action": action.id,
        "Content-Type": "text/plain;charset=UTF-8",
        Accept: "text/x-component",
        Origin: baseURL,
        Cookie: cookie,
      },
      // React encodes plain arguments as this JSON text (encodeReply), as the browser sends it.
      body: JSON.stringify([input]),
      redirect: "manual",
    });
    const text = await response.text();
    if (response.status !== 200 || !text.includes(expectedId)) {
      throw new Error(`listDualHedgesAction: ${response.status} without the expected page: ${text.slice(0, 300)}`);
    }
  };
  const callDirect = async () => {
    const text = await sandboxGetText(sandboxURL, authorization, direct);
    if (!text.includes(expectedId)) throw new Error("The sandbox answered a different page");
  };

  for (let i = 0; i < warmup; i++) {
    await callAction();
    await callDirect();
  }
  const actionTimes = [];
  const directTimes = [];
  const time = async (fn, into) => {
    const started = performance.now();
    await fn();
    into.push(performance.now() - started);
  };
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      await time(callAction, actionTimes);
      await time(callDirect, directTimes);
    } else {
      await time(callDirect, directTimes);
      await time(callAction, actionTimes);
    }
  }
  const differences = actionTimes.map((t, i) => t - directTimes[i]);
  const r = (n) => Number(n.toFixed(2));
  const overheadMedian = percentile(actionTimes, 50) - percentile(directTimes, 50);
  return {
    actionId: action.id,
    runs: count,
    action: { p50: r(percentile(actionTimes, 50)), p95: r(percentile(actionTimes, 95)), p25: r(percentile(actionTimes, 25)), p75: r(percentile(actionTimes, 75)) },
    direct: { p50: r(percentile(directTimes, 50)), p95: r(percentile(directTimes, 95)), p25: r(percentile(directTimes, 25)), p75: r(percentile(directTimes, 75)) },
    ratio: r(percentile(actionTimes, 50) / percentile(directTimes, 50)),
    overheadMedianMs: r(overheadMedian),
    pairedDifference: { p25: r(percentile(differences, 25)), p50: r(percentile(differences, 50)), p75: r(percentile(differences, 75)) },
    budgetMs: ACTION_OVERHEAD_BUDGET_MS,
    pass: overheadMedian <= ACTION_OVERHEAD_BUDGET_MS,
  };
}
