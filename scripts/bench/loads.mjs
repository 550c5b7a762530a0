// Another person's book page, timed alone and while the viewer exports the whole book and loads the desk with a new
// filter each time, alternated in rounds; and the calls the service received meanwhile, against the page views.
import { createRandom } from "../../lib/sandbox/demo-data/random.ts";
import { judged } from "./budgets.mjs";
import { checkPage, fmt, percentile, timed } from "./measure.mjs";

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const DESK_EVERY_MS = 1000;
// Views are spread over the loaded time, one in each slot at a point the seeded sequence picks, so the p95 samples the
// whole load rather than the instant the workers' seconds tick together.
const VIEW_SLOT_MS = 200;

/** `once` again and again, at most one a `everyMs`, until `signal` aborts; an answer but 200 is tallied and waits a second. */
async function repeat(once, signal, tally, everyMs = 0) {
  while (!signal.aborted) {
    tally.asked += 1;
    const started = Date.now();
    const status = await once().catch(() => (signal.aborted ? 200 : "error"));
    if (status === 200) {
      await pause(everyMs - (Date.now() - started));
      continue;
    }
    tally.refused[status] = (tally.refused[status] ?? 0) + 1;
    await pause(1000);
  }
}
const told = ({ asked, refused }) =>
  `${asked}${Object.keys(refused).length ? `, not 200: ${JSON.stringify(refused)}` : ""}`;

async function measure({ stack, rounds = 4, views = 25 }) {
  const { url, cookie, adminCookie, proxy } = stack;
  const page = { path: "/book", mustContain: "Legs in the book" };
  await checkPage(url, page, adminCookie);
  const customers = [...proxy.state.customerIds];
  const random = createRandom(7);
  const [exports, desk] = [0, 1].map(() => ({ asked: 0, refused: {} }));
  let n = 0;
  // Every desk load a filter not answered yet: a customer's id, or a name no one has.
  const deskPath = () => (++n % 2 ? `/?customer=${customers[n % customers.length]}` : `/?customer=nobody-${n}`);
  // As one person in a browser: a new desk filter each second at most, beside two exports (the limits refuse the second).
  const workers = [...Array(2).fill([exports, () => "/book/export", 0]), [desk, deskPath, DESK_EVERY_MS]];
  const times = { alone: [], loaded: [] };
  const callsBefore = proxy.state.requests;
  const get = async (path, signal) => {
    const answer = await fetch(`${url}${path}`, { headers: { cookie }, signal, redirect: "manual" });
    await answer.body?.pipeTo(new WritableStream());
    return answer.status;
  };
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? ["alone", "loaded"] : ["loaded", "alone"]) {
      const stop = new AbortController();
      const signal = stop.signal;
      const heavy =
        side === "alone"
          ? []
          : workers.map(([tally, path, every]) => repeat(() => get(path(), signal), signal, tally, every));
      if (heavy.length) await pause(2000);
      const start = Date.now();
      for (let k = 0; k < views; k++) {
        await pause(start + (k + random.next()) * VIEW_SLOT_MS - Date.now());
        times[side].push(await timed(() => checkPage(url, page, adminCookie)));
      }
      stop.abort();
      await Promise.all(heavy);
    }
  }
  const calls = proxy.state.requests - callsBefore;
  const pageViews = times.alone.length + times.loaded.length + exports.asked + desk.asked;
  const [alone, loaded] = [percentile(times.alone, 95), percentile(times.loaded, 95)];
  const shown = `×${fmt(loaded / alone, 2)}: p95 ${fmt(loaded, 0)} ms loaded, ${fmt(alone, 0)} ms alone (${views * rounds} loads each); exports asked ${told(exports)}; desk loads ${told(desk)} (one a second at most)`;
  return [
    judged("loads", "loads.otherPage", loaded / alone, shown, { subject: "the book page" }),
    judged("loads", "loads.serviceCalls", calls - pageViews, `${calls} calls for ${pageViews} page views`),
  ];
}

export const part = { name: "loads", stack: true, run: measure };
