import "server-only";
import { lastStaffBookChange } from "@/lib/book/changes";
import { type Db, getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env/server";
import { todayUtc } from "@/lib/format/desk-calendar";
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
import { bookFreshness } from "./freshness";
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
const globalForDesk = globalThis as unknown as { hedgeDeskDeskCache?: DeskCache<BookFigures> };
export function deskCache(): DeskCache<BookFigures> {
  return (globalForDesk.hedgeDeskDeskCache ??= new DeskCache(DESK_CACHE_ENTRIES, DESK_CACHE_MAX_AGE_MS));
}

/** Everything the desk shows, from the book only: no call to the hedging service. The caller checks the session. */
export async function readDesk(filters: DeskFilters, today = todayUtc()) {
  return readDeskFrom(await getDb(), deskCache(), filters, today, deskSettings(), { waitFrom: lastStaffBookChange() });
}

/** Per request, one statement: the book's stamp and the unresolved calls; the figures come from the cache. */
export async function readDeskFrom(
  db: Db,
  cache: DeskCache<BookFigures>,
  filters: DeskFilters,
  today: string,
  settings: DeskSettings,
  options: { waitFrom?: number } = {},
) {
  const { stamp: latest, calls } = await stampAndUnresolvedCalls(db, filters.customer, settings.listLimit);
  const { value: figures, stamp } = await cache.get(
    deskKey(filters, today, settings),
    latest,
    () => bookFigures(db, filters, today, settings),
    options,
  );
  return { ...figures, calls, stamp, latest, behind: latest.version > stamp.version };
}

/** Everything that decides the figures but the book itself (the stamp says which state of it they show). */
export function deskKey(filters: DeskFilters, today: string, settings: DeskSettings): string {
  return JSON.stringify([
    today,
    settings,
    filters.customer ?? null,
    filters.pair ? `${filters.pair.from}/${filters.pair.to}` : null,
  ]);
}

/** The book's figures for these filters on this day: a dozen aggregate queries, run once per change of the book. */
export async function bookFigures(db: Db, filters: DeskFilters, today: string, settings: DeskSettings) {
  const [freshness, overdue, endingSoon, settling, inProcess, mtm, exposure, ladder, conversions, pairs] =
    await Promise.all([
      bookFreshness(db),
      overdueLegs(db, filters, today, settings),
      endingSoonLegs(db, filters, today, settings),
      settlingSoon(db, filters, today, settings),
      longInProcessLegs(db, filters, today, settings),
      mtmMovedLegs(db, filters, settings),
      exposureByPair(db, filters, TOP_PAIRS),
      maturityLadder(db, filters, today, LADDER_PAIRS),
      conversionsByPair(db, filters, today, TOP_PAIRS),
      bookPairs(db),
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
