import "server-only";
import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env/server";
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
import { bookFreshness } from "./freshness";
import { unresolvedCalls } from "./unresolved-calls";

/** Pairs drawn as bars (exposure, conversions) and as ladders; the rest are folded into "others". */
export const TOP_PAIRS = 12;
export const LADDER_PAIRS = 6;

export function deskSettings(): DeskSettings {
  return {
    soonBusinessDays: serverEnv.DESK_SOON_BUSINESS_DAYS,
    inProcessBusinessDays: serverEnv.DESK_IN_PROCESS_BUSINESS_DAYS,
    mtmThresholdPct: serverEnv.DESK_MTM_THRESHOLD_PCT,
    listLimit: 8,
  };
}

/** Today as the sandbox and the service count days: UTC. */
export const todayUtc = (nowMs = Date.now()) => new Date(nowMs).toISOString().slice(0, 10);

/** Everything the desk shows, from the book only: no call to the hedging service. The caller checks the session. */
export async function readDesk(filters: DeskFilters, today = todayUtc()) {
  const db = await getDb();
  const settings = deskSettings();
  const [freshness, overdue, endingSoon, settling, inProcess, mtm, calls, exposure, ladder, conversions, pairs] =
    await Promise.all([
      bookFreshness(db),
      overdueLegs(db, filters, today, settings),
      endingSoonLegs(db, filters, today, settings),
      settlingSoon(db, filters, today, settings),
      longInProcessLegs(db, filters, today, settings),
      mtmMovedLegs(db, filters, settings),
      unresolvedCalls(db, filters.customer, settings.listLimit),
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
    calls,
    exposure,
    ladder,
    conversions,
    pairs,
  };
}

export type Desk = Awaited<ReturnType<typeof readDesk>>;
