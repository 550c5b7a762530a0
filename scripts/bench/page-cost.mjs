// Page cost: the app's CPU per request for signed-in pages, over the signed-out /sign-in of the same build, under
// autocannon's load at 10 connections, in rounds whose order rotates so the neighbours' load falls on all alike.
import { judged } from "./budgets.mjs";
import { checkPage, cpuMillis, fmt, load, spread } from "./measure.mjs";

async function measure({ stack, rounds = 5, durationSeconds = 3 }) {
  const { url, cookie, customer, dual: first, conversion } = stack;
  const dual = `/customers/${customer.id}/dual-hedges`;
  const baseline = { path: "/sign-in", mustContain: "Sign in to Hedge Desk" };
  const pages = [
    { budget: "pages.minimal", path: "/change-password", mustContain: "Change your password" },
    { budget: "pages.desk", path: "/", mustContain: "Needs attention" },
    { budget: "pages.book", path: "/book", mustContain: "Legs in the book" },
    { budget: "pages.dual25", path: `${dual}?per_page=25`, mustContain: first.id },
    { budget: "pages.dual100", path: `${dual}?per_page=100`, mustContain: first.id },
    { budget: "pages.conversions", path: "/conversions", mustContain: conversion.id },
  ];
  const all = [baseline, ...pages];
  const cookieOf = (page) => (page === baseline ? undefined : cookie);
  for (const page of all) await checkPage(url, page, cookieOf(page));
  const cpu = all.map(() => []);
  const failures = all.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < all.length; k++) {
      const i = (k + round) % all.length;
      const target = { url: `${url}${all[i].path}`, cookie: cookieOf(all[i]) };
      // An unmeasured second on the same page first: it warms the route and collects the previous page's garbage.
      await load({ ...target, durationSeconds: 1 });
      const before = cpuMillis(stack.app.pid);
      const result = await load({ ...target, durationSeconds });
      cpu[i].push((cpuMillis(stack.app.pid) - before) / Math.max(result.requests, 1));
      failures[i] += result.failures;
    }
  }
  const base = spread(cpu[0]);
  return pages.map((page, j) => {
    const ratio = spread(cpu[j + 1].map((ms, round) => ms / cpu[0][round]));
    const failed = failures[j + 1] + failures[0];
    const shown = `×${fmt(ratio.median, 2)} (rounds ${fmt(ratio.min, 2)}–${fmt(ratio.max, 2)}); ${fmt(spread(cpu[j + 1]).median)} against ${fmt(base.median)} ms CPU a request${failed ? `; ${failed} failed requests` : ""}`;
    return judged("pages", page.budget, ratio.median, shown, { pass: failed === 0 });
  });
}

export const part = { name: "pages", stack: true, run: measure };
