// Round trips on each page's critical path: its time with the service made 250 ms away (the stand-in holds each call),
// against its time at 0 ms, alternated in each round; and the calls it makes, counted at the stand-in.
import { judged } from "./budgets.mjs";
import { checkPage, fmt, median, timed } from "./measure.mjs";

const ROUND_TRIP_MS = 250;

async function measure({ stack, rounds = 7 }) {
  const { url, cookie, customer, dual, conversion, proxy } = stack;
  const leg = dual.hedges.find((h) => h.status === "Active") ?? dual.hedges[0];
  const dualPath = `/customers/${customer.id}/dual-hedges/${dual.id}`;
  const drawdown = `${dualPath}/hedges/${leg.id}/drawdown`;
  const pages = [
    { name: "customers", path: "/customers", live: true, mustContain: customer.id },
    { name: "dual hedges", path: `/customers/${customer.id}/dual-hedges`, live: true, mustContain: dual.id },
    { name: "dual hedge", path: dualPath, live: true, mustContain: dual.id },
    { name: "drawdown form", path: drawdown, live: true, mustContain: leg.id.slice(0, 8) },
    { name: "conversions", path: "/conversions", live: true, mustContain: conversion.id },
    { name: "conversion", path: `/conversions/${conversion.id}`, live: true, mustContain: conversion.id },
    { name: "desk", path: "/", live: false, mustContain: "Needs attention" },
    { name: "book", path: "/book", live: false, mustContain: "Legs in the book" },
    { name: "customer", path: `/customers/${customer.id}`, live: false, mustContain: 'id="glance-heading"' },
    { name: "audit trail", path: "/audit", live: false, mustContain: "Audit trail" },
  ];
  const rows = [];
  for (const page of pages) {
    const times = { 0: [], [ROUND_TRIP_MS]: [] };
    let calls = 0;
    await checkPage(url, page, cookie);
    for (let round = 0; round < rounds; round++) {
      for (const delay of round % 2 === 0 ? [0, ROUND_TRIP_MS] : [ROUND_TRIP_MS, 0]) {
        proxy.state.delayMs = delay;
        const before = proxy.state.requests;
        times[delay].push(await timed(() => checkPage(url, page, cookie)));
        calls = Math.max(calls, proxy.state.requests - before);
      }
    }
    proxy.state.delayMs = 0;
    const [at0, at250] = [median(times[0]), median(times[ROUND_TRIP_MS])];
    const trips = (at250 - at0) / ROUND_TRIP_MS;
    const shown = `${fmt(trips, 2)} (${fmt(at0, 0)} ms at 0 ms, ${fmt(at250, 0)} ms at 250 ms); ${calls} call${calls === 1 ? "" : "s"} a load`;
    const budget = page.live ? "roundtrips.live" : "roundtrips.book";
    rows.push(judged("roundtrips", budget, trips, shown, { subject: page.name }));
    if (!page.live)
      rows.push(judged("roundtrips", "roundtrips.bookCalls", calls, String(calls), { subject: page.name }));
  }
  return rows;
}

export const part = { name: "roundtrips", stack: true, run: measure };
