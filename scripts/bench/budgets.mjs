// Every budget `npm run bench` judges, and why it is what it is. A goal is what staff should get, held as it stands. A
// guard is a figure that moves with a shared machine from run to run, held at its measured level plus a margin, so a
// regression fails it and noise does not; a guard is never a reason to tune production.
const PAGE_COST =
  "App CPU per request over the signed-out /sign-in's in the same rounds (the framework's own page), so the machine's speed divides out; its median still moves ±20 % between runs, hence a guard.";

export const BUDGETS = {
  "roundtrips.live": {
    figure: "round trips, a page that asks the service",
    at: "most",
    limit: 1.5,
    kind: "goal",
    reason:
      "At most one round trip to the service per page: its reads go out in parallel. Timed with the service 250 ms away against 0 ms; 1.5 lies between one and two sequential reads.",
  },
  "roundtrips.book": {
    figure: "round trips, a page served from the book",
    at: "most",
    limit: 0.5,
    kind: "goal",
    reason: "A page served from our own database waits for no round trip; 0.5 lies between none and one.",
  },
  "roundtrips.bookCalls": {
    figure: "service calls a load, a page served from the book",
    at: "most",
    limit: 0,
    kind: "goal",
    reason: "Counted at the stand-in in front of the service, so exact: such a page does not call the service at all.",
  },
  "pages.minimal": {
    figure: "page cost: minimal signed-in page (/change-password)",
    at: "most",
    limit: 1.5,
    unit: "×",
    kind: "guard",
    reason: `${PAGE_COST} The session read alone, measured ×1.1–1.3.`,
  },
  "pages.desk": {
    figure: "page cost: the desk at 100k",
    at: "most",
    limit: 3.5,
    unit: "×",
    kind: "guard",
    reason: `${PAGE_COST} The desk's figures are computed once per change of the book; medians ×1.9–3.2 measured.`,
  },
  "pages.book": {
    figure: "page cost: the book page at 100k (25 rows)",
    at: "most",
    limit: 4,
    unit: "×",
    kind: "guard",
    reason: `${PAGE_COST} A 25-row list: React's render per row sets it, not the book's size; medians ×2.4–3.2 measured.`,
  },
  "pages.dual25": {
    figure: "page cost: dual hedges, 25 rows",
    at: "most",
    limit: 4.5,
    unit: "×",
    kind: "guard",
    reason: `${PAGE_COST} React's render per row sets it (docs/performance.md, known limits); medians ×2.9–3.6 measured.`,
  },
  "pages.dual100": {
    figure: "page cost: dual hedges, 100 rows",
    at: "most",
    limit: 8.5,
    unit: "×",
    kind: "guard",
    reason: `${PAGE_COST} As the 25 rows, four times the rows; medians ×6.0–7.1 measured.`,
  },
  "pages.conversions": {
    figure: "page cost: conversions, 25 rows",
    at: "most",
    limit: 3.5,
    unit: "×",
    kind: "guard",
    reason: `${PAGE_COST} Lighter rows than a dual hedge's; medians ×2.2–2.9 measured.`,
  },
  "book.size": {
    figure: "dual hedges of the large account",
    at: "least",
    limit: 100_000,
    kind: "goal",
    reason:
      "The book is judged at the size the largest customer may reach. A smaller BENCH_SEED_SCALE runs every part and fails this one.",
  },
  "book.passCalls": {
    figure: "sync pass: calls beyond the pages it needs",
    at: "most",
    limit: 0,
    kind: "goal",
    reason:
      "A pass reads every page of every list once at the interface's largest page size. The stand-in reads the pages needed from the service's own totals, so the count is exact.",
  },
  "book.passPace": {
    figure: "sync pass at 100k: its pace (1,000 calls/s allowed)",
    at: "least",
    limit: 20,
    unit: "/s",
    kind: "goal",
    reason:
      "Freshness: at the default 5 calls a second the agreed pace, not the app, must decide how old the book gets. 20 is four times that on two shared cores.",
  },
  "book.passPeak": {
    figure: "sync pass at 100k: app RSS peak",
    at: "most",
    limit: 400,
    unit: "MiB",
    kind: "goal",
    reason: "The pass writes the whole book in pages of 100: it must not hold the book in memory.",
  },
  "book.passGrowth": {
    figure: "sync pass at 100k: app RSS, last quarter over second",
    at: "within",
    limit: 0.05,
    kind: "goal",
    reason:
      "The book grows all through the pass (the first quarter is start-up): memory that grew with it would show here.",
  },
  "book.queries": {
    figure: "at 100k over the demo data (medians)",
    at: "most",
    limit: 1.5,
    unit: "×",
    kind: "guard",
    reason:
      "Scale-free by design (indexes, keyset paging, exact totals only up to a limit). Both apps alternate each load, so noise falls on both; medians ×0.9–1.2 measured. A query that read the whole book reads ×100 and more.",
  },
  "book.queryCalls": {
    figure: "service calls while the book was queried",
    at: "most",
    limit: 0,
    kind: "goal",
    reason:
      "Search and the book page read our own database only (an exact id answers with a redirect to its live page).",
  },
  "memory.plateau": {
    figure: "app RSS under load, round 5 over round 2",
    at: "within",
    limit: 0.05,
    kind: "goal",
    reason: "Memory that keeps growing under the same load is a leak; round 1 warms up.",
  },
  "memory.afterLoad": {
    figure: "app RSS after that load",
    at: "most",
    limit: 480,
    unit: "MiB",
    kind: "guard",
    reason:
      "Read 400–460 MiB over many runs of this topology (PGlite for sessions, audit and the book). The plateau and the pass's budgets say whether memory leaks; this one catches a step up.",
  },
  "memory.idleTree": {
    figure: "npm start's process tree at idle",
    at: "most",
    limit: 450,
    unit: "MiB",
    kind: "goal",
    reason: "What a small machine must keep for one instance at rest (docs/deploying.md gives the start-up peak too).",
  },
  "js.list": {
    figure: "first-load JS, a list",
    at: "most",
    limit: 150,
    unit: "kB",
    kind: "goal",
    reason: "Lists are server-rendered, charts as server SVG: React, Next's runtime and a few controls.",
  },
  "js.flow": {
    figure: "first-load JS, a page with a form",
    at: "most",
    limit: 180,
    unit: "kB",
    kind: "goal",
    reason: "A flow carries its form's validation and confirmation steps as well.",
  },
  lighthouse: {
    figure: "performance / accessibility / best practices",
    at: "least",
    limit: { performance: 0.95, accessibility: 1, bestPractices: 0.95 },
    kind: "goal",
    reason: "Medians of 3 runs in Debian's Chromium off the network; accessibility has no margin.",
  },
};

/** Which pages' first-load JavaScript is judged, and by which budget; other routes are not judged. */
const LEG = "/customers/[customerId]/dual-hedges/[dualHedgeId]/hedges/[hedgeId]";
export const JS_ROUTES = {
  "/": "js.list",
  "/book": "js.list",
  "/customers": "js.list",
  "/customers/[customerId]/dual-hedges": "js.list",
  "/conversions": "js.list",
  "/audit": "js.list",
  "/staff": "js.list",
  "/customers/[customerId]/dual-hedges/[dualHedgeId]": "js.flow",
  [`${LEG}/drawdown`]: "js.flow",
  [`${LEG}/drawdowns/[drawdownId]`]: "js.flow",
  [`${LEG}/early-settlement`]: "js.flow",
  "/conversions/[conversionId]": "js.flow",
};

const holds = (at, value, limit) =>
  Number.isFinite(value) &&
  (at === "most" ? value <= limit : at === "least" ? value >= limit : Math.abs(value) <= limit);

/** Whether `value` keeps budget `id` (an object of values for an object of limits). */
export function keeps(id, value) {
  const { at, limit } = BUDGETS[id];
  if (typeof limit !== "object") return holds(at, value, limit);
  return Object.entries(limit).every(([key, each]) => holds(at, value?.[key], each));
}

const number = (n) => n.toLocaleString("en-GB");

/** The budget as the table shows it: "≤ 1.5×", "within ±5 %", "≥ 0.95 / ≥ 1 / ≥ 0.95". */
export function budgetText(id) {
  const { at, limit, unit = "" } = BUDGETS[id];
  if (at === "within") return `within ±${limit * 100} %`;
  const sign = at === "most" ? "≤" : "≥";
  const values = typeof limit === "object" ? Object.values(limit) : [limit];
  return values.map((each) => `${sign} ${number(each)}${unit === "×" ? "×" : unit ? ` ${unit}` : ""}`).join(" / ");
}

/** One row of the results: a figure judged against its budget; `shown` is the measurement as people read it. */
export function judged(part, id, value, shown, { subject, pass = true } = {}) {
  const figure = subject ? `${BUDGETS[id].figure}: ${subject}` : BUDGETS[id].figure;
  return { part, budget: id, figure, value, shown, pass: pass && keeps(id, value) };
}
