// The read schedule on the large stack's full book, restarted under HEDGING_SYNC_MODE=schedule with 5 % of its customers
// given a pending approval (which makes them need attention), time compressed ×SPEEDUP (docs/performance.md).
import { judged } from "./budgets.mjs";
import { fmt } from "./measure.mjs";
import { quarterGrowth, rssMiB } from "./memory.mjs";

const SPEEDUP = Number(process.env.BENCH_SCHEDULE_SPEEDUP ?? 2);
/** lib/env/server.ts's defaults: the rate, the lists' interval, and each class's maximum age. */
const RATE = 5;
const INTERVAL_SECONDS = 900;
const MAX_AGE_MINUTES = { ATTENTION: 10, NEW: 10, ACTIVE: 120, QUIET: 1440 };
/** Asked by the bench's admin: a request of anyone who may not ask is withdrawn at once (lib/approvals/store.ts). */
const APPROVALS_SQL = `insert into approval_requests (action, requested_by, requested_by_email, expires_at, customer_id,
  dual_hedge_id) select 'cancelDualHedge', u.id, u.email, now() + interval '7 days', c.id, 'bench-' || c.id
  from auth_user u, (select id from book_customers order by md5(id) limit (select count(*) / 20 from book_customers)) c
  where u.email = 'bench-admin@hedge-desk.test'`;
const n = (count) => count.toLocaleString("en-GB");
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The oldest complete read of each class, in seconds, from the app's metrics. */
async function oldestReads(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const gauge = /^hedge_desk_book_class_oldest_read_age_seconds\{class="(\w+)"\} (\S+)$/gm;
  return Object.fromEntries([...text.matchAll(gauge)].map(([, name, value]) => [name, Number(value)]));
}

/** /book/sync as an admin reads it: customers per class, and what the app promises. */
async function syncPage(url, cookie) {
  const html = await (await fetch(`${url}/book/sync`, { headers: { cookie } })).text();
  const table = html.slice(html.indexOf('aria-label="Freshness by class"'));
  const counts = [...table.matchAll(/<th scope="row">([^<]*)<\/th><td>([\d,]+)</g)].slice(0, 4);
  const customers = Object.fromEntries(counts.map(([, label, count]) => [label, Number(count.replaceAll(",", ""))]));
  const all = Object.values(customers).reduce((sum, count) => sum + count, 0);
  const promise = html.match(/It promises customers needing attention read within ([^,(]*)/)?.[1]?.trim();
  return { attention: customers["Needs attention"], all, promise };
}

async function measure({ stack }) {
  const rate = RATE * SPEEDUP;
  const ages = Object.entries(MAX_AGE_MINUTES).map(([k, v]) => [`HEDGING_SYNC_MAX_AGE_${k}_MINUTES`, v / SPEEDUP]);
  const interval = String(Math.round(INTERVAL_SECONDS / SPEEDUP));
  const env = {
    HEDGING_SYNC_MODE: "schedule",
    HEDGING_SYNC_RATE_PER_SECOND: String(rate),
    HEDGING_SYNC_CONCURRENCY: "",
  };
  const app = await stack.restartApp(
    { ...env, ...Object.fromEntries(ages), HEDGING_SYNC_INTERVAL_SECONDS: interval },
    APPROVALS_SQL,
  );
  const since = (start) => (Date.now() - start) / 1000;
  const restarted = Date.now();
  const window = (MAX_AGE_MINUTES.ATTENTION * 60) / SPEEDUP;
  // Warm-up: the lists are walked first, then every customer needing attention is read once since the restart.
  while (!((await oldestReads(stack.metricsUrl)).attention < since(restarted)) && since(restarted) < 8 * window)
    await pause(5000);
  const warmUp = since(restarted);
  const samples = [];
  const worst = {};
  for (let tick = 0, start = Date.now(); since(start) < 3 * window; tick++) {
    samples.push({ at: Date.now(), calls: stack.proxy.state.requests, rss: rssMiB(app.pid) });
    if (tick % 5 === 0)
      for (const [name, age] of Object.entries(await oldestReads(stack.metricsUrl)))
        worst[name] = Math.max(worst[name] ?? 0, age);
    await pause(1000);
  }
  const page = await syncPage(stack.url, stack.adminCookie);
  // Paced calls start 1/rate apart, so any window of t seconds may hold rate × t + 1 of them: the +1 is the pace's own.
  const windows = (span) =>
    samples.slice(span).map((s, i) => ({ calls: s.calls - samples[i].calls, seconds: (s.at - samples[i].at) / 1000 }));
  const busiest = (span) => Math.max(...windows(span).map((w) => w.calls / w.seconds));
  const overPace = Math.max(...windows(5).map((w) => w.calls / (rate * w.seconds + 1)));
  const minutes = (seconds) => (seconds * SPEEDUP) / 60;
  const time = `time ×${SPEEDUP}, ages as at ${RATE}/s`;
  const oldest = `${fmt(minutes(worst.attention))} min over ${fmt(minutes(samples.length), 0)} min after a warm-up of ${fmt(minutes(warmUp), 0)} min; ${n(page.attention)} of ${n(page.all)} customers need attention (promised within ${page.promise} at ${rate}/s); active ${fmt(minutes(worst.active))} min; ${time}`;
  const calls = `${fmt(busiest(5))} calls/s at most over 5 s (${fmt(busiest(1))} over 1 s) at ${rate}/s; ${n(samples.at(-1).calls - samples[0].calls)} calls in ${samples.length} s`;
  const { quarters, growth } = quarterGrowth(samples.map((s) => s.rss));
  return [
    judged("schedule", "schedule.attentionAge", minutes(worst.attention), oldest, {
      pass: page.attention >= page.all / 20,
    }),
    judged("schedule", "schedule.callRate", overPace, `×${fmt(overPace, 2)}: ${calls}`),
    judged("schedule", "schedule.memory", growth, `${fmt(growth * 100)} % (quarters ${quarters.join(" → ")} MiB)`),
  ];
}

export const part = { name: "schedule", stack: true, run: measure };
