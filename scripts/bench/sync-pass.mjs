// Follows the app's first sync pass to its end, reading the app's RSS each second and the calls the service received.
import { rssMiB } from "./memory.mjs";
import { pagesNeeded } from "./upstream-proxy.mjs";

/** The newest pass as /book/sync's table of passes shows it to an admin: its status and its own call counter. */
async function lastPass(baseURL, cookie) {
  const response = await fetch(`${baseURL}/book/sync`, { headers: { cookie }, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`/book/sync answered ${response.status}`);
  const passes = html.slice(Math.max(0, html.indexOf('aria-label="Last sync passes"')));
  const row = passes.match(/<tbody>(.*?)<\/tr>/s)?.[1];
  if (!row) return null;
  const status = row.match(/>(running|succeeded|failed|abandoned)</)?.[1] ?? null;
  const cells = [...row.matchAll(/<td class="text-right tabular-nums">([^<]*)/g)].map((m) => m[1]);
  return { status, calls: Number(cells[0]), rows: Number(cells[1]) };
}

/**
 * The app starts its first pass at once (HEDGING_SYNC_START_DELAY_SECONDS=0); the calls are counted from the app's
 * start, as nothing else calls the service meanwhile (/book/sync reads the book only).
 */
export async function followPass({ app, cookie, proxy, timeoutMs = 3_600_000 }) {
  const started = Date.now();
  const rss = [];
  for (let tick = 0; ; tick++) {
    rss.push(rssMiB(app.pid));
    if (tick % 5 === 0) {
      const pass = await lastPass(app.url, cookie);
      if (["succeeded", "failed", "abandoned"].includes(pass?.status)) {
        const seconds = (Date.now() - started) / 1000;
        return { ...pass, seconds, serviceCalls: proxy.state.requests, needed: pagesNeeded(proxy.state), rss };
      }
    }
    if (Date.now() - started > timeoutMs) throw new Error(`the pass did not end within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
