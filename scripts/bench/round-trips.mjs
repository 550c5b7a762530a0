// Round trips on the critical path: each page's time with the hedging service made 250 ms away, against its time at 0 ms.
import { createServer, request } from "node:http";
import { listenOnLoopback } from "./server.mjs";
import { median, timeCalls } from "./stats.mjs";

export const ROUND_TRIP_MS = 250;
/** A page that must ask the service finishes within one round trip of its 0 ms time; a page served locally, within none. */
export const ROUND_TRIP_BUDGETS = { service: 1.5, local: 0.5 };

/** A stand-in in front of the sandbox that holds every request `delayMs` before forwarding it, and counts them. */
export function startDelayingProxy(target) {
  const state = { delayMs: 0, requests: 0 };
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    state.requests += 1;
    setTimeout(() => {
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: upstream.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on("error", () => outgoing.destroy());
      incoming.pipe(forward);
    }, state.delayMs);
  });
  return listenOnLoopback(server, state);
}

async function load(baseURL, page, cookie) {
  const response = await fetch(`${baseURL}${page.path}`, { headers: { cookie }, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(page.mustContain))
    throw new Error(`${page.name}: ${response.status}, the page lacks "${page.mustContain}"`);
}

/** Pages alternate between 0 ms and 250 ms in each round, so the machine's noise falls on both alike. */
export async function measureRoundTrips({ baseURL, cookie, proxy, pages, rounds = 7 }) {
  const out = [];
  for (const page of pages) {
    const times = { 0: [], [ROUND_TRIP_MS]: [] };
    let calls = 0;
    for (let round = 0; round < rounds; round++) {
      for (const delay of round % 2 === 0 ? [0, ROUND_TRIP_MS] : [ROUND_TRIP_MS, 0]) {
        proxy.state.delayMs = delay;
        const before = proxy.state.requests;
        times[delay].push(...(await timeCalls(() => load(baseURL, page, cookie), { count: 1, warmup: 1 })));
        calls = Math.max(calls, (proxy.state.requests - before) / 2);
      }
    }
    proxy.state.delayMs = 0;
    const at0 = median(times[0]);
    const at250 = median(times[ROUND_TRIP_MS]);
    const roundTrips = Number(((at250 - at0) / ROUND_TRIP_MS).toFixed(2));
    const budget = ROUND_TRIP_BUDGETS[page.kind];
    out.push({
      name: page.name,
      path: page.path,
      kind: page.kind,
      upstreamCallsPerLoad: calls,
      ms: { at0: Number(at0.toFixed(0)), at250: Number(at250.toFixed(0)) },
      roundTrips,
      budget,
      pass: roundTrips <= budget,
    });
  }
  return out;
}
