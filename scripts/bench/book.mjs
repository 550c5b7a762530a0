// The book at 100k: the sync pass that filled it (its calls, pace and memory), then its searches and filters against a
// second stack on the demo data.
import { judged } from "./budgets.mjs";
import { measureQueries } from "./book-queries.mjs";
import { fmt } from "./measure.mjs";
import { quarterGrowth } from "./memory.mjs";
import { startStack } from "./stack.mjs";

/** lib/env/server.ts's defaults: what sets how old the book gets in production. */
const DEFAULT_RATE_PER_SECOND = 5;
const DEFAULT_INTERVAL_SECONDS = 900;
/** Fewer readings than this leave quarters of nothing (the demo's pass, or a small BENCH_SEED_SCALE). */
const QUARTERS_MIN_READINGS = 8;
const n = (count) => count.toLocaleString("en-GB");

function passRows(pass, label) {
  const { needed } = pass;
  const complete = pass.status === "succeeded" && needed.customersUnread === 0;
  const shown = `${n(pass.serviceCalls)} calls for ${n(needed.pages)} pages needed (${n(needed.lists)} lists, ${n(needed.customers)} customers); pass ${pass.status}, its own count ${n(pass.calls)}`;
  return [
    judged("book", "book.passCalls", pass.serviceCalls - needed.pages, shown, { subject: label, pass: complete }),
  ];
}

function largePassRows(pass) {
  const pace = pass.serviceCalls / pass.seconds;
  // The oldest a row gets by whole passes at the default settings: a pass at the default pace, then the rest.
  const oldest = (pass.needed.pages / Math.min(pace, DEFAULT_RATE_PER_SECOND) + DEFAULT_INTERVAL_SECONDS) / 60;
  const rows = [
    judged(
      "book",
      "book.passPace",
      pace,
      `${fmt(pace)} calls/s over ${fmt(pass.seconds, 0)} s; by whole passes at the default 5/s and 15 min rest every row is re-read within ${fmt(oldest, 0)} min`,
    ),
  ];
  const { rss } = pass;
  const peak = Math.max(...rss);
  rows.push(judged("book", "book.passPeak", peak, `${peak} MiB (${rss.length} readings)`));
  if (rss.length >= QUARTERS_MIN_READINGS) {
    const { quarters, growth } = quarterGrowth(rss);
    rows.push(
      judged("book", "book.passGrowth", growth, `${fmt(growth * 100)} % (quarters ${quarters.join(" → ")} MiB)`),
    );
  }
  return rows;
}

const sumOf = (text, series) =>
  [...text.matchAll(new RegExp(`^${series}(?:\\{[^}]*\\})? (\\S+)$`, "gm"))].reduce((a, m) => a + Number(m[1]), 0);

/**
 * The work queue's refreshes since the app started, once they have settled (no new one for 5 s), and the alerts raised
 * meanwhile (within them: items opened), each over the pass's writes.
 */
async function itemsAfterPass(metricsUrl) {
  let last = null;
  for (let still = 0, tries = 0; still < 5 && tries < 300; tries++) {
    const text = await (await fetch(metricsUrl)).text();
    const items = sumOf(text, "hedge_desk_items_refresh_duration_seconds_sum");
    still = items === last?.items ? still + 1 : 0;
    const alerts = sumOf(text, "hedge_desk_alerts_raise_duration_seconds_sum");
    const raised = sumOf(text, "hedge_desk_alerts_raised_total");
    last = { items, alerts, raised, writes: sumOf(text, "hedge_desk_book_write_duration_seconds_sum") };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const over = (what, text) =>
    `×${fmt(last[what] / last.writes, 3)}: ${fmt(last[what], 1)} s ${text} over ${fmt(last.writes, 1)} s of the pass's writes`;
  return [
    judged("book", "book.itemsCost", last.items / last.writes, over("items", "computing items")),
    judged("book", "book.alertsCost", last.alerts / last.writes, over("alerts", `raising ${n(last.raised)} alerts`), {
      pass: last.raised > 0,
    }),
  ];
}

async function measure({ stack, prepared }) {
  const rows = [
    ...(await itemsAfterPass(stack.metricsUrl)),
    judged("book", "book.size", stack.customer.dualHedges, n(stack.customer.dualHedges)),
    ...passRows(stack.pass, "the large sandbox"),
    ...largePassRows(stack.pass),
  ];
  const demo = await prepared;
  try {
    rows.push(...passRows(demo.pass, "the demo data"));
    const before = stack.proxy.state.requests + demo.proxy.state.requests;
    const { legs, cases } = await measureQueries(demo, stack);
    for (const { name, ratio, largeMs, demoMs } of cases) {
      const shown = `×${fmt(ratio.median, 2)} (rounds ${fmt(ratio.min, 2)}–${fmt(ratio.max, 2)}); ${fmt(largeMs)} ms CPU a load at ${n(legs[1])} legs, ${fmt(demoMs)} at ${n(legs[0])}`;
      rows.push(judged("book", "book.queries", ratio.median, shown, { subject: name }));
    }
    const calls = stack.proxy.state.requests + demo.proxy.state.requests - before;
    rows.push(judged("book", "book.queryCalls", calls, String(calls)));
  } finally {
    await demo.stop();
  }
  return rows;
}

export const part = {
  name: "book",
  stack: true,
  // The demo data's stack starts beside the large one, which takes minutes to fill its book.
  prepare: ({ port }) => startStack({ name: "demo", port: port + 20, scale: 1 }),
  run: measure,
};
