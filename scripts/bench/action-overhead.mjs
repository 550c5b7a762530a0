// The browser-facing action path (a drawdown quote) against the direct sandbox quote of the same leg and amount.
import { readFileSync } from "node:fs";
import path from "node:path";
import { percentile } from "./stats.mjs";
import { sandboxGet, sandboxGetText, sandboxPostText } from "./session.mjs";

const ACTION = "quoteDrawdownAction";
// The minimum drawdown: a quote moves no money and leaves the leg as it is, so every quote can repeat it.
const AMOUNT = "10";
// A documentation address (RFC 5737), sent as the form's customer IP.
const CUSTOMER_IP = "203.0.113.10";

export function findAction(root, exportedName) {
  const manifest = JSON.parse(
    readFileSync(path.join(root, ".next", "server", "server-reference-manifest.json"), "utf8"),
  );
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName === exportedName) return { id, workers: Object.keys(entry.workers) };
  }
  throw new Error(`${exportedName} is not in the server-reference manifest`);
}

/** The first Active leg on page 1 whose fixed side leaves room for the amount and the minimum after it. */
export async function findDrawableLeg(sandboxURL, authorization, customerId) {
  const { dualHedges } = await sandboxGet(
    sandboxURL,
    authorization,
    `/customers/${customerId}/dual-hedges?page=1&per_page=100`,
  );
  for (const dual of dualHedges) {
    const leg = dual.hedges.find((h) => h.status === "Active" && Number(h[h.fixedSide]) >= 2 * Number(AMOUNT));
    if (leg) return { customerId, dualHedgeId: dual.id, hedgeId: leg.id, fixedSide: leg.fixedSide };
  }
  throw new Error("No Active leg with room for a drawdown on page 1 of the largest customer's dual hedges");
}

const stats = (times) => {
  const r = (n) => Number(n.toFixed(2));
  return {
    p50: r(percentile(times, 50)),
    p95: r(percentile(times, 95)),
    p25: r(percentile(times, 25)),
    p75: r(percentile(times, 75)),
  };
};

/** Alternates the calls; every answer must be a new proposal, so a fast error never passes for a fast quote. */
export async function measureActionOverhead({
  root,
  baseURL,
  sandboxURL,
  cookie,
  authorization,
  customerId,
  count = 200,
  warmup = 20,
}) {
  const action = findAction(root, ACTION);
  const leg = await findDrawableLeg(sandboxURL, authorization, customerId);
  const legPath = `/customers/${leg.customerId}/dual-hedges/${leg.dualHedgeId}/hedges/${leg.hedgeId}`;
  const input = {
    customerId: leg.customerId,
    dualHedgeId: leg.dualHedgeId,
    hedgeId: leg.hedgeId,
    amount: AMOUNT,
    customerIp: CUSTOMER_IP,
  };
  const proposalIds = new Set();
  const fresh = (id, who) => {
    if (proposalIds.has(id)) throw new Error(`${who} answered a proposal already seen: ${id}`);
    proposalIds.add(id);
  };

  const callAction = async () => {
    const response = await fetch(`${baseURL}${legPath}/drawdown`, {
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
    const id = text.match(/"proposal":\{"id":"([^"]+)"/)?.[1];
    if (response.status !== 200 || !id || !text.includes('"validUntilTs":')) {
      throw new Error(`${ACTION}: ${response.status} without a proposal: ${text.slice(0, 300)}`);
    }
    fresh(id.toLowerCase(), ACTION);
  };
  const callDirect = async () => {
    const text = await sandboxPostText(
      sandboxURL,
      authorization,
      `/customers/${leg.customerId}/hedges/${leg.hedgeId}/drawdown/quote`,
      {
        body: { [leg.fixedSide]: Number(AMOUNT) },
        headers: { "X-Customer-IP": CUSTOMER_IP },
      },
    );
    const proposal = JSON.parse(text);
    if (typeof proposal.id !== "string" || !(proposal.validUntilTs > Date.now() / 1000))
      throw new Error(`The sandbox quote is not a live proposal: ${text.slice(0, 300)}`);
    fresh(proposal.id.toLowerCase(), "The sandbox");
  };
  // The leg read the action makes first (through its dual hedge), timed alone so the overhead can be read apart from it.
  const callLegRead = async () => {
    const text = await sandboxGetText(
      sandboxURL,
      authorization,
      `/customers/${leg.customerId}/dual-hedges/${leg.dualHedgeId}`,
    );
    if (!text.includes(leg.hedgeId)) throw new Error("The sandbox answered a dual hedge without the leg");
  };

  for (let i = 0; i < warmup; i++) {
    await callAction();
    await callDirect();
    await callLegRead();
  }
  const actionTimes = [];
  const directTimes = [];
  const legReadTimes = [];
  const time = async (fn, into) => {
    const started = performance.now();
    await fn();
    into.push(performance.now() - started);
  };
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      await time(callAction, actionTimes);
      await time(callDirect, directTimes);
      await time(callLegRead, legReadTimes);
    } else {
      await time(callLegRead, legReadTimes);
      await time(callDirect, directTimes);
      await time(callAction, actionTimes);
    }
  }
  const differences = actionTimes.map((t, i) => t - directTimes[i]);
  const beyondBoth = actionTimes.map((t, i) => t - directTimes[i] - legReadTimes[i]);
  const bothRatios = actionTimes.map((t, i) => t / (directTimes[i] + legReadTimes[i]));
  const r = (n) => Number(n.toFixed(2));
  const overheadMedian = percentile(actionTimes, 50) - percentile(directTimes, 50);
  return {
    actionName: ACTION,
    actionId: action.id,
    leg: { ...input, fixedSide: leg.fixedSide },
    runs: count,
    quotes: proposalIds.size,
    action: stats(actionTimes),
    direct: stats(directTimes),
    legRead: stats(legReadTimes),
    ratio: r(percentile(actionTimes, 50) / percentile(directTimes, 50)),
    overheadMedianMs: r(overheadMedian),
    pairedDifference: {
      p25: r(percentile(differences, 25)),
      p50: r(percentile(differences, 50)),
      p75: r(percentile(differences, 75)),
    },
    beyondBothCalls: {
      p25: r(percentile(beyondBoth, 25)),
      p50: r(percentile(beyondBoth, 50)),
      p75: r(percentile(beyondBoth, 75)),
    },
    // Information, not a budget: an absolute figure on a shared machine measures the neighbours.
    ratioToBothCalls: {
      p25: r(percentile(bothRatios, 25)),
      p50: r(percentile(bothRatios, 50)),
      p75: r(percentile(bothRatios, 75)),
    },
  };
}
