import "server-only";
import { lastStaffBookChange } from "@/lib/book/changes";
import { KeptPerVersion } from "@/lib/book/kept-per-version";
import { customerIdsOf } from "@/lib/book/legs-filters";
import { type Db, getDb } from "@/lib/db";
import { inBackground } from "@/lib/db/background";
import { serverEnv } from "@/lib/env/server";
import { todayUtc } from "@/lib/format/desk-calendar";
import { UUID_PATTERN } from "@/lib/schemas/ids";
import type { DeskFilters } from "@/lib/search-params/desk";
import {
  type DeskSettings,
  endingSoonLegs,
  longInProcessLegs,
  mtmMovedLegs,
  overdueLegs,
  settlingSoon,
} from "./attention";
import { bookPairs, conversionsByPair, exposureByPair, maturityLadder } from "./exposure";
import { DeskCache } from "./desk-cache";
import { FilterMisses } from "./filter-misses";
import { type BookFreshness, bookFreshness } from "./freshness";
import { stampAndUnresolvedCalls } from "./unresolved-calls";

/** Pairs drawn as bars and ladders, few as each costs every desk load; the rest fold into "others" or are counted. */
export const TOP_PAIRS = 8;
export const LADDER_PAIRS = 4;

export function deskSettings(): DeskSettings {
  return {
    soonBusinessDays: serverEnv.DESK_SOON_BUSINESS_DAYS,
    inProcessBusinessDays: serverEnv.DESK_IN_PROCESS_BUSINESS_DAYS,
    mtmThresholdPct: serverEnv.DESK_MTM_THRESHOLD_PCT,
    // A few rows per list: "see all" opens the rest in the book; every row is render cost on the landing page.
    listLimit: 5,
  };
}

/** Today as the sandbox and the service count days: UTC. */
export { todayUtc };

/** Filter sets kept, each with its newest figures (a few dozen rows; the pair filter's list the largest). */
export const DESK_CACHE_ENTRIES = 32;
const DESK_CACHE_MAX_AGE_MS = 5 * 60_000;

// One per process (the module can be loaded twice in one Next process, so it lives on globalThis).
const globalForDesk = globalThis as unknown as {
  hedgeDeskDeskCache?: DeskCache<BookFigures>;
  hedgeDeskFilterMisses?: FilterMisses;
};
export function deskCache(): DeskCache<BookFigures> {
  return (globalForDesk.hedgeDeskDeskCache ??= new DeskCache(DESK_CACHE_ENTRIES, DESK_CACHE_MAX_AGE_MS));
}
const filterMisses = () => (globalForDesk.hedgeDeskFilterMisses ??= new FilterMisses());

/** A person opened too many filter sets the desk had not computed: said in place of the figures. */
export class DeskFiltersLimited extends Error {
  override readonly name = "DeskFiltersLimited";
}

/** Everything the desk shows, from the book only; `person` is counted for new filter sets. The caller checks the session. */
export async function readDesk(filters: DeskFilters, person: string, today = todayUtc()) {
  return readDeskFrom(await getDb(), deskCache(), filters, today, deskSettings(), {
    waitFrom: lastStaffBookChange(),
    person,
    misses: filterMisses(),
  });
}

/** A name resolved to its customers, so any spelling is one cache entry and every name matching nobody is one more. */
export async function resolveDeskFilters(db: Db, filters: DeskFilters): Promise<DeskFilters> {
  if (!filters.customer || filters.customerIds) return filters; // no name, or resolved already
  const ids = await customerIdsOf(db, { customer: filters.customer });
  return ids === null ? filters : { ...filters, customerIds: ids };
}

/** The customer name that resolved to no customer in the book, if so: every figure would be empty, so none is computed. */
export function unmatchedCustomer(resolved: DeskFilters): string | null {
  return resolved.customer && resolved.customerIds?.length === 0 ? resolved.customer : null;
}

/** Per request, one statement: the book's stamp and the unresolved calls; the figures come from the cache. */
export async function readDeskFrom(
  db: Db,
  cache: DeskCache<BookFigures>,
  filters: DeskFilters,
  today: string,
  settings: DeskSettings,
  options: { waitFrom?: number; person?: string; misses?: FilterMisses } = {},
) {
  const { waitFrom, person, misses } = options;
  const resolved = await resolveDeskFilters(db, filters);
  const key = deskKey(resolved, today, settings);
  const unfiltered = !filters.customer && !filters.pair;
  if (!unfiltered && person && misses && !cache.has(key)) {
    const allowed = misses.allow(person);
    if (!allowed.ok) throw new DeskFiltersLimited(allowed.message);
  }
  const { stamp: latest, calls } = await stampAndUnresolvedCalls(db, filters.customer, settings.listLimit);
  // Computed for a cache, not for this page alone: behind the statements other pages wait on. Every filter set shares
  // the figures no filter changes, read once per change of the book.
  const compute = () =>
    inBackground(async () => {
      const whole = await wholeBookOf(cache).asOf(today, latest.version, () => wholeBookFigures(db, today));
      return bookFigures(db, resolved, today, settings, whole);
    });
  const { value: figures, stamp } = await cache.get(key, latest, compute, {
    waitFrom,
    pinned: unfiltered,
  });
  return { ...figures, calls, stamp, latest, behind: latest.version > stamp.version };
}

/** What decides the figures but the book: a customer by id or the customers its name matched, the pair, day, settings. */
export function deskKey(filters: DeskFilters, today: string, settings: DeskSettings): string {
  const { customer, customerIds, pair } = filters;
  const who = !customer
    ? null
    : UUID_PATTERN.test(customer)
      ? `id:${customer.toLowerCase()}`
      : customerIds
        ? `ids:${[...customerIds].sort().join(",")}`
        : `name:${customer.trim().toLowerCase()}`;
  return JSON.stringify([today, settings, who, pair ? `${pair.from}/${pair.to}` : null]);
}

/** The figures no filter changes: the sync's freshness, the pairs held, the organization's conversions by pair. */
type WholeBookFigures = { freshness: BookFreshness; pairs: string[]; conversions: Conversions };
type Conversions = Awaited<ReturnType<typeof conversionsByPair>>;

// Beside each figures cache, so a cache (and a test's) shares only what was read from its own database.
const wholeBooks = new WeakMap<DeskCache<BookFigures>, KeptPerVersion<WholeBookFigures>>();
function wholeBookOf(cache: DeskCache<BookFigures>): KeptPerVersion<WholeBookFigures> {
  let kept = wholeBooks.get(cache);
  if (!kept) wholeBooks.set(cache, (kept = new KeptPerVersion<WholeBookFigures>(2, cache.maxAgeMs)));
  return kept;
}

async function wholeBookFigures(db: Db, today: string): Promise<WholeBookFigures> {
  const [freshness, pairs, conversions] = await Promise.all([
    bookFreshness(db),
    bookPairs(db),
    conversionsByPair(db, {}, today, TOP_PAIRS),
  ]);
  return { freshness, pairs, conversions };
}

/** The book's figures for these filters on this day: a dozen aggregate queries, run once per change of the book. */
export async function bookFigures(
  db: Db,
  filters: DeskFilters,
  today: string,
  settings: DeskSettings,
  whole?: WholeBookFigures,
) {
  const { freshness, pairs, conversions: allConversions } = whole ?? (await wholeBookFigures(db, today));
  // Conversions belong to the organization: only the pair filter narrows them.
  const [overdue, endingSoon, settling, inProcess, mtm, exposure, ladder, conversions] = await Promise.all([
    overdueLegs(db, filters, today, settings),
    endingSoonLegs(db, filters, today, settings),
    settlingSoon(db, filters, today, settings),
    longInProcessLegs(db, filters, today, settings),
    mtmMovedLegs(db, filters, settings),
    exposureByPair(db, filters, TOP_PAIRS),
    maturityLadder(db, filters, today, LADDER_PAIRS),
    filters.pair ? conversionsByPair(db, filters, today, TOP_PAIRS) : allConversions,
  ]);
  return {
    today,
    settings,
    freshness,
    overdue,
    endingSoon,
    settling,
    inProcess,
    mtm,
    exposure,
    ladder,
    conversions,
    pairs,
  };
}

export type BookFigures = Awaited<ReturnType<typeof bookFigures>>;
export type Desk = Awaited<ReturnType<typeof readDeskFrom>>;

/** What the desk's freshness line says of its figures, the same on the desk and its figures page. */
export function deskFreshness(desk: Desk) {
  return {
    freshness: desk.freshness,
    asOf: desk.stamp.changedAt,
    changedSince: desk.behind ? desk.latest.changedAt : null,
    staleAfterMinutes: serverEnv.BOOK_STALE_AFTER_MINUTES,
  };
}
