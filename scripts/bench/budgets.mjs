// Every budget `npm run bench` judges, and why it is what it is. A goal is what staff should get, held as it stands. A
// guard is a figure that moves with a shared machine from run to run, held at the highest median whole runs measured
// plus about a fifth, so a regression fails it and noise does not; a guard is never a reason to tune production.
/** The list pages' guard (a 25-row list's, the dual hedges'), for pages of lists until runs of their own set theirs. */
const LIST_GUARD = 6;

/** Each budget: what it judges (a goal the figure must be at most, unless it says otherwise), and why. */
const WRITTEN = {
  "roundtrips.live": [
    { figure: "round trips, a page that asks the service", limit: 1.5 },
    "One round trip at most: a page's reads go out in parallel. 1.5 lies between one and two sequential reads.",
  ],
  "roundtrips.book": [
    { figure: "round trips, a page served from the book", limit: 0.5 },
    "A page served from our own database waits for no round trip; 0.5 lies between none and one.",
  ],
  "roundtrips.bookCalls": [
    { figure: "service calls a load, a page served from the book", limit: 0 },
    "Counted at the stand-in, so exact: such a page never calls the service.",
  ],
  "pages.minimal": [
    { figure: "page cost: minimal signed-in page (/change-password)", limit: 1.5, unit: "×", kind: "guard" },
    "The session read alone; medians ×1.1–1.3 measured.",
  ],
  "pages.desk": [
    { figure: "page cost: the desk at 100k", limit: 4, unit: "×", kind: "guard" },
    "Its figures are computed once per change of the book; medians ×1.9–3.2 measured.",
  ],
  "pages.book": [
    { figure: "page cost: the book page at 100k (25 rows)", limit: 4.5, unit: "×", kind: "guard" },
    "A 25-row list: the render per row sets it, not the book's size; medians ×2.4–3.7 measured.",
  ],
  "pages.dual25": [
    { figure: "page cost: dual hedges, 25 rows", limit: LIST_GUARD, unit: "×", kind: "guard" },
    "React's render per row sets it (known limits); medians ×2.9–5.2 measured.",
  ],
  "pages.dual100": [
    { figure: "page cost: dual hedges, 100 rows", limit: 12, unit: "×", kind: "guard" },
    "Four times the 25 rows; medians ×6.0–10.0 measured.",
  ],
  "pages.conversions": [
    { figure: "page cost: conversions, 25 rows", limit: 3.5, unit: "×", kind: "guard" },
    "Lighter rows than a dual hedge's; medians ×2.2–2.9 measured.",
  ],
  "pages.customers": [
    { figure: "page cost: customer pages at 100k (20k customers)", limit: LIST_GUARD, unit: "×", kind: "guard" },
    "The large account's page and the directory, read from the book, bounded: the list pages' guard (dual hedges').",
  ],
  "pages.inbox": [
    { figure: "page cost: the inbox at 10,000 alerts for one person", limit: LIST_GUARD, unit: "×", kind: "guard" },
    "A 25-row list of one person's alerts by their index, counted whole: the list pages' guard (dual hedges').",
  ],
  "loads.otherPage": [
    { figure: "another person's page under one person's heaviest work, p95 over alone", limit: 2, unit: "×" },
    "One person's whole-book CSV and desk loads, each with a new filter, hold others' pages to twice at most.",
  ],
  "loads.serviceCalls": [
    { figure: "service calls beyond one a page view, under that load", limit: 0 },
    "Exports and the desk read the book; the sync keeps its pace (between the bench's passes, none).",
  ],
  "metrics.cost": [
    { figure: "page CPU with the metrics on over off", limit: 1.05, unit: "×" },
    "Counting a request costs a few percent of serving it at most: demo apps alike but for METRICS_PORT.",
  ],
  "book.size": [
    { figure: "dual hedges of the large account", at: "least", limit: 100_000 },
    "The book is judged at the size the largest customer may reach; a small BENCH_SEED_SCALE fails this.",
  ],
  "book.passCalls": [
    { figure: "sync pass: calls beyond the pages it needs", limit: 0 },
    "Each page of each list read once at the largest page size; counted against the service's own totals, so exact.",
  ],
  "book.passPace": [
    { figure: "sync pass at 100k: its pace (1,000 calls/s allowed)", at: "least", limit: 20, unit: "/s" },
    "Freshness: at the default 5 calls a second the agreed pace, not the app, must set how old the book gets; 20 is four times that.",
  ],
  "book.passPeak": [
    { figure: "sync pass at 100k: app RSS peak", limit: 400, unit: "MiB" },
    "The pass writes the book a page at a time: it must never hold the book in memory.",
  ],
  "book.passGrowth": [
    { figure: "sync pass at 100k: app RSS, last quarter over second", at: "within", limit: 0.05 },
    "The book grows all through the pass (the first quarter is start-up): memory that grew with it shows here.",
  ],
  "book.itemsCost": [
    {
      figure: "work queue: computing items through and after a full pass, over the pass's writes",
      limit: 1,
      unit: "×",
    },
    "A refresh judges only the legs a write changed, so it must cost less than the writes.",
  ],
  "book.alertsCost": [
    { figure: "alerts: raising them through and after a full pass, over the pass's writes", limit: 1, unit: "×" },
    "Alerts follow the items a write opened, so they must cost less than the writes; none raised fails it.",
  ],
  "book.queries": [
    { figure: "app CPU a load at 100k over the demo data's", limit: 2, unit: "×", kind: "guard" },
    "Scale-free by design (indexes, keyset paging, counts walked up to the exact-total limit); medians ×0.7–1.5 measured, a whole-book read costs ×100.",
  ],
  "book.queryCalls": [
    { figure: "service calls while the book was queried", limit: 0 },
    "Search and the book page read our own database only.",
  ],
  "schedule.attentionAge": [
    { figure: "read schedule at 20k customers, 5 % needing attention: their oldest read", limit: 10, unit: "min" },
    "What the schedule promises them at the default 5 calls a second: read within their class's maximum age.",
  ],
  "schedule.callRate": [
    { figure: "read schedule: calls in the busiest 5 s over what the pace allows", limit: 1, unit: "×" },
    "The agreed pace is a ceiling the schedule never passes: rate × seconds + 1 calls in any window; counted at the stand-in.",
  ],
  "schedule.memory": [
    { figure: "read schedule: app RSS, last quarter over second", at: "within", limit: 0.05 },
    "The syncer holds every customer's schedule, never their rows: memory that grew with its reads shows here.",
  ],
  "memory.plateau": [
    { figure: "app RSS under load, round 5 over round 2", at: "within", limit: 0.08, kind: "guard" },
    "A leak grows every round; whole runs at 100k measured +1.8 % to +6.0 %, and a leak of 20 MiB a round fails this by round 5.",
  ],
  "memory.afterLoad": [
    { figure: "app RSS after that load", limit: 600, unit: "MiB", kind: "guard" },
    "Read as the load ends, with the heap earlier parts grew (whole runs: 483–503 MiB): it catches a step up.",
  ],
  "memory.idleTree": [
    { figure: "npm start's process tree at idle", limit: 450, unit: "MiB" },
    "What a small machine must keep for one instance at rest; docs/deploying.md gives the start-up peak.",
  ],
  "js.list": [
    { figure: "first-load JS, a list", limit: 150, unit: "kB" },
    "Lists are server-rendered, charts are server SVG: React, Next's runtime and a few controls.",
  ],
  "js.flow": [
    { figure: "first-load JS, a page with a form", limit: 180, unit: "kB" },
    "A flow carries its form's validation and confirmation steps too.",
  ],
  lighthouse: [
    {
      figure: "performance / accessibility / best practices",
      at: "least",
      limit: { performance: 0.95, accessibility: 1, bestPractices: 0.95 },
    },
    "Medians of 3 runs; accessibility has no margin.",
  ],
};
export const BUDGETS = Object.fromEntries(
  Object.entries(WRITTEN).map(([id, [b, reason]]) => [id, { at: "most", kind: "goal", ...b, reason }]),
);

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
  if (at === "most" && limit === 0) return "none";
  const sign = at === "most" ? "≤" : "≥";
  const values = typeof limit === "object" ? Object.values(limit) : [limit];
  return values.map((each) => `${sign} ${number(each)}${unit === "×" ? "×" : unit ? ` ${unit}` : ""}`).join(" / ");
}

/**
 * One row of the results: a figure judged against its budget; `shown` is the measurement as people read it, and
 * `conditions` what else it must hold (no failed request, a pass that succeeded).
 */
export function judged(part, id, value, shown, { subject, pass: conditions = true } = {}) {
  const figure = subject ? `${BUDGETS[id].figure}: ${subject}` : BUDGETS[id].figure;
  return { part, budget: id, figure, value, shown, conditions, pass: conditions && keeps(id, value) };
}

/** A row judged again against the budgets as they are now (`npm run bench:table` after a budget changed). */
export const holdsNow = (row) => Boolean(row.budget) && (row.conditions ?? row.pass) && keeps(row.budget, row.value);
