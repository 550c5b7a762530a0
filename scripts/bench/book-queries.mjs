// The book's searches and filters as staff load them: the app's CPU per load on the 100k book and on the demo data's.
import { cpuMillis, median, spread } from "./measure.mjs";
import { sandboxGet } from "./stack.mjs";

/** What each side's book is searched and filtered by: ids of every kind, read from that side's service. */
async function bookTargets(sandbox, customer) {
  const get = (path) => sandboxGet(sandbox, path);
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

/** The same searches and filters on both books; deep pages as staff reach them, by the pager's links. */
function bookCases(t, deepPath, lastLink) {
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
    { name: "book: a page 95 % in, by the pager's link (cursor past the count)", path: deepPath, expect: "Book" },
    { name: "book: its Last page link", path: lastLink, expect: "Book" },
  ];
}

const pagerLink = (html, text) =>
  html.match(new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${text}</a>`))?.[1]?.replaceAll("&amp;", "&") ?? null;

/**
 * The legs in a book as its page states them (exactly up to the exact-total limit, else its estimate), its Last page
 * link, and a page 95 % in as the pager reaches it: with an exact count its number; past it (where a typed number is
 * refused, lib/book/legs-query.ts) the Next page cursor of the page 5 % from the end, walked back from the last page.
 */
async function bookLastPage(baseURL, cookie, perPage = 25) {
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

async function load(baseURL, cookie, page) {
  const response = await fetch(`${baseURL}${page.path}`, { headers: { cookie }, redirect: "manual" });
  const body = await response.text();
  // One exact id goes straight to its live page (a 307): the search is done by then.
  const landed = response.status === 307 ? (response.headers.get("location") ?? "") : body;
  if (![200, 307].includes(response.status) || !landed.includes(page.expect))
    throw new Error(`${page.name} (${page.path}): ${response.status}, no "${page.expect}"`);
}

/** Each side: its app, and the cases found on its own book and service. */
async function side(stack) {
  const targets = await bookTargets(stack.sandbox, stack.customer);
  const { legs, deepPath, lastLink } = await bookLastPage(stack.url, stack.cookie);
  return { ...stack, legs, cases: bookCases(targets, deepPath, lastLink) };
}

/** The app's CPU per load over `batch` loads of one case: PGlite runs in the app's process, so this is the query's cost. */
async function cpuPerLoad(s, page, batch) {
  const before = cpuMillis(s.app.pid);
  for (let i = 0; i < batch; i++) await load(s.url, s.cookie, page);
  return (cpuMillis(s.app.pid) - before) / batch;
}

/** Every case on both apps in each round, the side first flipped each round; each case's ratio taken within its round. */
export async function measureQueries(demoStack, largeStack, { rounds = 5, batch = 15 } = {}) {
  const sides = [await side(demoStack), await side(largeStack)];
  const names = sides[0].cases.map((c) => c.name);
  for (const s of sides) for (const page of s.cases) await load(s.url, s.cookie, page);
  const cpu = names.map(() => [[], []]);
  for (let round = 0; round < rounds; round++)
    for (let i = 0; i < names.length; i++)
      for (const k of round % 2 === 0 ? [0, 1] : [1, 0])
        cpu[i][k].push(await cpuPerLoad(sides[k], sides[k].cases[i], batch));
  const cases = names.map((name, i) => {
    const [demo, large] = cpu[i];
    return { name, demoMs: median(demo), largeMs: median(large), ratio: spread(large.map((ms, r) => ms / demo[r])) };
  });
  return { legs: sides.map((s) => s.legs), cases };
}
