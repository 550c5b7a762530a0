// Page cost: the app's CPU per request for signed-in pages, over the signed-out /sign-in of the same build, under
// autocannon's load at 10 connections, in rounds whose order rotates so the neighbours' load falls on all alike.
import { judged } from "./budgets.mjs";
import { checkPage, cpuMillis, fmt, load, spread } from "./measure.mjs";
import { startStack } from "./stack.mjs";

/** The app's CPU per request of `target` under load, after an unmeasured second that warms it and collects garbage. */
async function cost(pid, target, durationSeconds) {
  await load({ ...target, durationSeconds: 1 });
  const before = cpuMillis(pid);
  const result = await load({ ...target, durationSeconds });
  return { ms: (cpuMillis(pid) - before) / Math.max(result.requests, 1), failures: result.failures };
}

async function measure({ stack, rounds = 5, durationSeconds = 3 }) {
  const { url, cookie, customer, dual: first, conversion } = stack;
  const one = `/customers/${customer.id}`;
  const dual = `${one}/dual-hedges`;
  const baseline = { path: "/sign-in", mustContain: "Sign in to Hedge Desk" };
  const pages = [
    { budget: "pages.minimal", path: "/change-password", mustContain: "Change your password" },
    { budget: "pages.desk", path: "/", mustContain: "Needs attention" },
    { budget: "pages.book", path: "/book", mustContain: "Legs in the book" },
    { budget: "pages.dual25", path: `${dual}?per_page=25`, mustContain: first.id },
    { budget: "pages.dual100", path: `${dual}?per_page=100`, mustContain: first.id },
    { budget: "pages.conversions", path: "/conversions", mustContain: conversion.id },
    { budget: "pages.customers", subject: "the large account", path: one, mustContain: "glance-heading" },
    { budget: "pages.customers", subject: "the directory", path: "/customers", mustContain: customer.id },
    { budget: "pages.inbox", path: "/inbox", mustContain: "Inbox pages" },
  ];
  const all = [baseline, ...pages];
  const cookieOf = (page) => (page === baseline ? undefined : cookie);
  for (const page of all) await checkPage(url, page, cookieOf(page));
  const cpu = all.map(() => []);
  const failures = all.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < all.length; k++) {
      const i = (k + round) % all.length;
      const measured = await cost(
        stack.app.pid,
        { url: `${url}${all[i].path}`, cookie: cookieOf(all[i]) },
        durationSeconds,
      );
      cpu[i].push(measured.ms);
      failures[i] += measured.failures;
    }
  }
  const base = spread(cpu[0]);
  return pages.map((page, j) => {
    const ratio = spread(cpu[j + 1].map((ms, round) => ms / cpu[0][round]));
    const failed = failures[j + 1] + failures[0];
    const shown = `×${fmt(ratio.median, 2)} (rounds ${fmt(ratio.min, 2)}–${fmt(ratio.max, 2)}); ${fmt(spread(cpu[j + 1]).median)} against ${fmt(base.median)} ms CPU a request${failed ? `; ${failed} failed requests` : ""}`;
    return judged("pages", page.budget, ratio.median, shown, { subject: page.subject, pass: failed === 0 });
  });
}

export const part = { name: "pages", stack: true, run: measure };

/** Metrics on over off: the same pages on two apps of the demo data, alike but for METRICS_PORT, alternated in rounds. */
async function metricsCost({ port, rounds = 6, durationSeconds = 3 }) {
  const on = { METRICS_PORT: String(port + 22) };
  const stacks = await Promise.all([
    startStack({ name: "metrics-off", port: port + 10, scale: 1 }),
    startStack({ name: "metrics-on", port: port + 20, scale: 1, env: on }),
  ]);
  try {
    // The conversions are checked for each app's first conversion.
    const pages = [{ path: "/", mustContain: "Needs attention" }, { path: "/conversions" }];
    for (const s of stacks)
      for (const page of pages) await checkPage(s.url, { mustContain: s.conversion.id, ...page }, s.cookie);
    const ms = pages.map(() => [[], []]);
    let failures = 0;
    for (let round = 0; round < rounds; round++)
      for (const [i, page] of pages.entries())
        for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const { url, cookie, app } = stacks[side];
          const measured = await cost(app.pid, { url: `${url}${page.path}`, cookie }, durationSeconds);
          ms[i][side].push(measured.ms);
          failures += measured.failures;
        }
    // "On" must be on: its scrape counts the pages' requests.
    const scrape = await fetch(`http://127.0.0.1:${on.METRICS_PORT}/metrics`).then((answer) => answer.text());
    const counted = scrape.includes("hedge_desk_http_request_duration_seconds_count");
    return pages.map(({ path }, i) => {
      const ratio = spread(ms[i][1].map((each, round) => each / ms[i][0][round]));
      const [off, on] = ms[i].map((each) => fmt(spread(each).median, 2));
      const shown = `×${fmt(ratio.median, 3)} (rounds ${fmt(ratio.min, 2)}–${fmt(ratio.max, 2)}); ${on} on, ${off} off ms CPU a request${counted ? "" : "; the metrics counted nothing"}${failures ? `; ${failures} failed requests` : ""}`;
      return judged("metrics", "metrics.cost", ratio.median, shown, { subject: path, pass: counted && failures === 0 });
    });
  } finally {
    await Promise.all(stacks.map((s) => s.stop()));
  }
}

export const metricsPart = { name: "metrics", run: metricsCost };
