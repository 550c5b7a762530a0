// The book at scale (docs/performance.md, part `book`): one full sync pass of the large sandbox counted and its RSS
// sampled, then the book's queries on the 100k book against the demo data's book, and the book and desk pages' cost.
import { createServer, request } from "node:http";
import { PASS_PEAK_BUDGET_MIB, PLATEAU_TOLERANCE } from "./memory.mjs";
import { measurePageCost, PAGE_COST_BUDGETS } from "./page-cost.mjs";
import { listenOnLoopback, mib, rssKiB } from "./server.mjs";
import { sandboxGet, signIn } from "./session.mjs";
import { percentile } from "./stats.mjs";

export const BOOK_SCALE_RATIO_BUDGET = 1.5;
/**
 * The book page is a 25-row list: a regression guard at its measured level plus a margin, as the other lists'
 * (docs/performance.md, "Budgets that measure what staff feel"). The desk keeps its goal, PAGE_COST_BUDGETS.desk.
 */
export const BOOK_PAGE_COST_BUDGET = 4;
/** Fewer readings than this leave quarters of nothing: the demo's pass, or the large one at a small BENCH_SEED_SCALE. */
const QUARTERS_MIN_READINGS = 8;
/** The sync's page size (lib/book/config.ts): the interface's largest. */
const SYNC_PER_PAGE = 100;

/**
 * A stand-in in front of the sandbox that counts every request and reads the first page of each list it forwards,
 * so the pages a full pass needs come from the service's own totals, not from the app's counters.
 */
export function startCountingProxy(target) {
  const state = { requests: 0, lists: new Map(), customerIds: new Set(), errors: 0 };
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    state.requests += 1;
    // Plain JSON back, so its totals can be read here (loopback: compression saves nothing).
    const headers = { ...incoming.headers, host: upstream.host };
    delete headers["accept-encoding"];
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(body);
          if (answer.statusCode !== 200) state.errors += 1;
          else note(state, incoming.method, incoming.url, body);
        });
      },
    );
    forward.on("error", () => {
      state.errors += 1;
      outgoing.destroy();
    });
    incoming.pipe(forward);
  });
  return listenOnLoopback(server, state);
}

/** Each list's total from its answers (by list path), and the customers the customer list named. */
function note(state, method, url, body) {
  if (method !== "GET") return;
  const { pathname } = new URL(url, "http://proxy");
  let json;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return;
  }
  const total = json?.pagination?.totalResults;
  if (typeof total !== "number") return;
  const list = state.lists.get(pathname) ?? { total, calls: 0 };
  list.calls += 1;
  state.lists.set(pathname, list);
  if (pathname.endsWith("/customers")) for (const customer of json.customers ?? []) state.customerIds.add(customer.id);
}

/** The pages one full pass needs: every list read once at the sync's page size, an empty list still one call. */
export function pagesNeeded(state) {
  let pages = 0;
  for (const list of state.lists.values()) pages += Math.max(1, Math.ceil(list.total / SYNC_PER_PAGE));
  const unread = [...state.customerIds].filter((id) => !state.lists.has(`/sandbox/v1/customers/${id}/dual-hedges`));
  return { pages, lists: state.lists.size, customers: state.customerIds.size, customersUnread: unread.length };
}

/** The newest pass as /book/sync shows it (admins): its status and its own call counter. */
async function lastPass(baseURL, cookie) {
  const response = await fetch(`${baseURL}/book/sync`, { headers: { cookie }, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`/book/sync answered ${response.status}`);
  const row = html.match(/<tbody>(.*?)<\/tr>/s)?.[1];
  if (!row) return null;
  const status = row.match(/>(running|succeeded|failed|abandoned)</)?.[1] ?? null;
  const cells = [...row.matchAll(/<td class="text-right tabular-nums">([^<]*)/g)].map((m) => m[1]);
  return { status, calls: Number(cells[0]), rows: Number(cells[1]), errors: Number(cells[3]) };
}

/**
 * Waits for the app's first pass (HEDGING_SYNC_START_DELAY_SECONDS=0) to end, sampling the app's RSS each second;
 * the service's requests are counted from the app's start, as nothing else calls it meanwhile.
 */
export async function followPass({ baseURL, cookie, pid, proxy, timeoutMs = 3_600_000 }) {
  const started = Date.now();
  const samples = [];
  let pass = null;
  for (let tick = 0; ; tick++) {
    samples.push({
      s: (Date.now() - started) / 1000,
      rssMiB: mib(rssKiB(pid)),
      requests: proxy.state.requests,
    });
    if (tick % 5 === 0) {
      pass = await lastPass(baseURL, cookie);
      if (pass && pass.status !== "running") break;
    }
    if (Date.now() - started > timeoutMs) throw new Error(`the pass did not end within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const seconds = (Date.now() - started) / 1000;
  const needed = pagesNeeded(proxy.state);
  // Growth with the book: the RSS over the pass's last quarter against its second quarter (the first is start-up).
  const quarter = (k) => samples.filter((_, i) => i >= (k * samples.length) / 4 && i < ((k + 1) * samples.length) / 4);
  const median = (list) =>
    percentile(
      list.map((sample) => sample.rssMiB),
      50,
    );
  const second = median(quarter(1));
  const last = median(quarter(3));
  const peakMiB = Math.max(...samples.map((sample) => sample.rssMiB));
  const growth = (last - second) / second;
  return {
    seconds,
    status: pass.status,
    passCalls: pass.calls,
    passRows: pass.rows,
    passErrors: pass.errors,
    serviceRequests: proxy.state.requests,
    serviceErrors: proxy.state.errors,
    pagesNeeded: needed,
    callsPass: pass.status === "succeeded" && needed.customersUnread === 0 && proxy.state.requests === needed.pages,
    rss: {
      samples: samples.length,
      quartersMiB: [0, 1, 2, 3].map((k) => median(quarter(k))),
      peakMiB,
      growth,
      budgetMiB: PASS_PEAK_BUDGET_MIB,
      judged: samples.length >= QUARTERS_MIN_READINGS,
      pass: peakMiB <= PASS_PEAK_BUDGET_MIB && Math.abs(growth) <= PLATEAU_TOLERANCE,
    },
  };
}

/** What each side's book is searched and filtered by: ids of every kind, read from that side's service. */
export async function bookTargets(sandboxURL, authorization, customer) {
  const get = (path) => sandboxGet(sandboxURL, authorization, path);
  const list = `/customers/${customer.id}/dual-hedges`;
  const { pagination } = await get(`${list}?per_page=1`);
  // The large account's last dual hedge: deep in the book, never the one a first page happens to hold.
  const dual = (await get(`${list}?per_page=1&page=${pagination.totalResults}`)).dualHedges[0];
  const leg = dual.hedges[0];
  const full = await get(`/customers/${customer.id}`);
  const conversions = await get("/conversions?per_page=1");
  const conversion = (await get(`/conversions?per_page=1&page=${conversions.pagination.totalResults}`)).conversions[0];
  return {
    customerId: customer.id,
    externalCustomerId: full.externalCustomerId,
    name: full.companyName,
    dualHedgeId: dual.id,
    legId: leg.id,
    transactionId: leg.transactionId,
    externalTransactionId: leg.externalTransactionId,
    pair: `${leg.fromCurrency}/${leg.toCurrency}`,
    endMonth: leg.endAt?.slice(0, 7),
    conversionId: conversion.id,
  };
}

const search = (q) => `/search?q=${encodeURIComponent(q)}`;

/**
 * The same searches and filters on both books. Deep pages as staff reach them: a page 95 % in by the pager's own link
 * (`deepPath`: a number within the exact count, a cursor past it, where a typed number is refused), and the Last page
 * link.
 */
export function bookCases(t, deepPath, lastLink) {
  const [year, month] = t.endMonth.split("-").map(Number);
  const endTo = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return [
    { name: "search: dual hedge id", path: search(t.dualHedgeId), expect: t.dualHedgeId },
    { name: "search: leg id", path: search(t.legId), expect: t.dualHedgeId },
    { name: "search: transaction id", path: search(t.transactionId), expect: t.dualHedgeId },
    { name: "search: external transaction id", path: search(t.externalTransactionId), expect: t.dualHedgeId },
    { name: "search: customer id", path: search(t.customerId), expect: t.customerId },
    { name: "search: external customer id", path: search(t.externalCustomerId), expect: t.customerId },
    { name: "search: conversion id", path: search(t.conversionId), expect: t.conversionId },
    { name: "search: part of a name", path: search(t.name.slice(0, 6)), expect: "match" },
    { name: "book: first page", path: "/book", expect: "Book" },
    { name: "book: status Active", path: "/book?status=Active", expect: "Book" },
    { name: "book: pair", path: `/book?pair=${encodeURIComponent(t.pair)}`, expect: "Book" },
    { name: "book: customer by name", path: `/book?customer=${encodeURIComponent(t.name)}`, expect: "Book" },
    { name: "book: end month", path: `/book?end_from=${t.endMonth}-01&end_to=${endTo}`, expect: "Book" },
    { name: "book: by remaining, desc", path: "/book?sort=-remaining", expect: "Book" },
    // Past the exact count a typed `page=N` that deep is refused (lib/book/legs-query.ts): the pager's cursor is the way.
    { name: "book: a page 95 % in, by the pager's link (cursor past the count)", path: deepPath, expect: "Book" },
    // What staff click: past the exact count the pager's links carry a cursor (lib/book/legs-query.ts), a number below.
    { name: "book: its Last page link", path: lastLink, expect: "Book" },
  ];
}

const pagerLink = (html, text) =>
  html.match(new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${text}</a>`))?.[1]?.replaceAll("&amp;", "&") ?? null;

/**
 * The legs in a book, as the book page states them: exactly ("N legs · page 1 of P") up to the page's exact-total
 * limit, else the table's estimate ("More than 1,000 legs (about N in the book, an estimate)"); the href of its "Last
 * page" link; and the address of a page 95 % of the way in as the pager reaches it (`deepPath`): with an exact count
 * its number; past it the cursor of the "Next page" link of the page 5 % from the end, found by following "Previous
 * page" from the last page 100 legs at a time (a typed number that deep is refused, and the estimate a little high
 * would land past the end).
 */
export async function bookLastPage(baseURL, cookie, perPage = 25) {
  const html = await (await fetch(`${baseURL}/book`, { headers: { cookie } })).text();
  const text = html.replace(/<[^>]*>/g, "").replace(/(\d),(\d)/g, "$1$2");
  const exact = text.match(/(\d+) legs? · page \d+ of (\d+)/);
  const estimated = text.match(/about (\d+) in the book, an estimate/);
  const legs = Number(exact?.[1] ?? estimated?.[1] ?? 0);
  if (legs === 0) throw new Error("the book page shows no legs: the pass filled nothing");
  const lastLink = pagerLink(html, "Last page");
  if (!lastLink) throw new Error("the book page shows no Last page link");
  const deepPath = exact
    ? `/book?page=${Math.max(1, Math.floor((0.95 * legs) / perPage))}`
    : await cursorNearTheEnd(baseURL, cookie, lastLink, Math.ceil(0.05 * legs));
  return { legs, estimated: !exact, lastLink, deepPath };
}

async function cursorNearTheEnd(baseURL, cookie, lastLink, fromTheEnd) {
  const wide = new URL(lastLink, baseURL);
  wide.searchParams.set("per_page", "100");
  let href = `${wide.pathname}${wide.search}`;
  for (let walked = 0; ;) {
    const html = await (await fetch(`${baseURL}${href}`, { headers: { cookie } })).text();
    walked += html.match(/<tr[^>]*data-leg-id=/g)?.length ?? 0;
    const previous = pagerLink(html, "Previous page");
    if (walked >= fromTheEnd || !previous) {
      const next = pagerLink(html, "Next page");
      if (!next || !next.includes("cursor=a~")) throw new Error(`no cursor Next link ${walked} legs from the end`);
      const url = new URL(next, baseURL);
      url.searchParams.delete("per_page");
      return `${url.pathname}${url.search}`;
    }
    href = previous;
  }
}

async function timeLoad(baseURL, cookie, page) {
  const started = performance.now();
  const response = await fetch(`${baseURL}${page.path}`, { headers: { cookie }, redirect: "manual" });
  const body = await response.text();
  const ms = performance.now() - started;
  // One exact id goes straight to its live page (a 307): the search is done by then.
  const landed = response.status === 307 ? (response.headers.get("location") ?? "") : body;
  if (![200, 307].includes(response.status) || !landed.includes(page.expect))
    throw new Error(`${page.name} (${page.path}): ${response.status}, no "${page.expect}"`);
  return ms;
}

/**
 * Each case on both books alternately, `rounds` times after a warm-up; the verdict is the p95 ratio per case. 200
 * rounds: of 60, the p95 was the third slowest load, and the cases' p95 ratios ranged ×0.69–1.56 on p50 ratios of
 * ×0.94–1.18 (one run, 27 Nov): a few pauses of a shared machine decided a case.
 */
export async function measureBookQueries({ demo, large, rounds = 200 }) {
  const out = [];
  for (let i = 0; i < demo.cases.length; i++) {
    const sides = [demo, large];
    for (const side of sides) await timeLoad(side.baseURL, side.cookie, side.cases[i]);
    const times = [[], []];
    for (let round = 0; round < rounds; round++)
      for (const k of round % 2 === 0 ? [0, 1] : [1, 0])
        times[k].push(await timeLoad(sides[k].baseURL, sides[k].cookie, sides[k].cases[i]));
    const [demoP95, largeP95] = times.map((list) => percentile(list, 95));
    const ratio = largeP95 / demoP95;
    out.push({
      name: demo.cases[i].name,
      demoPath: demo.cases[i].path,
      largePath: large.cases[i].path,
      demoMs: { p50: percentile(times[0], 50), p95: demoP95 },
      largeMs: { p50: percentile(times[1], 50), p95: largeP95 },
      ratio,
      budget: BOOK_SCALE_RATIO_BUDGET,
      pass: ratio <= BOOK_SCALE_RATIO_BUDGET,
    });
  }
  return out;
}

/** The book and desk pages' CPU against the signed-out /sign-in, with the service's requests counted meanwhile. */
export async function measureBookPageCost({ baseURL, pid, cookie, proxy }) {
  const before = proxy.state.requests;
  const cost = await measurePageCost({
    baseURL,
    pid,
    baseline: { name: "signed-out /sign-in", path: "/sign-in", mustContain: "Sign in to Hedge Desk" },
    pages: [
      { name: "book (/book) at 100k", path: "/book", cookie, mustContain: "Book", budget: BOOK_PAGE_COST_BUDGET },
      { name: "desk (/) at 100k", path: "/", cookie, mustContain: "Needs attention", budget: PAGE_COST_BUDGETS.desk },
    ],
  });
  return { ...cost, serviceRequests: proxy.state.requests - before };
}

export { signIn };
