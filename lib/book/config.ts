import "server-only";
import { serverEnv } from "@/lib/env/server";
import { sharedPacer, type Pacer } from "./pacer";
import type { ScheduleConfig } from "./read-schedule";

/** How the sync paces itself; every field has an HEDGING_SYNC_* variable (docs/book.md). */
export interface SyncConfig {
  ratePerSecond: number;
  concurrency: number;
  /** Pause between the end of one pass (on any instance) and the start of the next. */
  intervalMs: number;
  startDelayMs: number;
  /** The longest one wait may be: a Retry-After beyond it is capped. */
  maxBackoffMs: number;
  /** How long a pass waits for an unreachable service before it gives up (the next pass tries again). */
  unreachableGiveUpMs: number;
  /** The first back-off without a Retry-After; it doubles each try, up to maxBackoffMs. */
  backoffBaseMs: number;
  /** Tries per page on 429 and 5xx before the page counts as failed. */
  attemptsPerPage: number;
  /** The interface's largest page (1..100): fewest calls. */
  perPage: number;
}

export function syncConfigFromEnv(): SyncConfig {
  return {
    ratePerSecond: serverEnv.HEDGING_SYNC_RATE_PER_SECOND,
    concurrency: serverEnv.HEDGING_SYNC_CONCURRENCY,
    intervalMs: serverEnv.HEDGING_SYNC_INTERVAL_SECONDS * 1000,
    startDelayMs: serverEnv.HEDGING_SYNC_START_DELAY_SECONDS * 1000,
    maxBackoffMs: serverEnv.HEDGING_SYNC_MAX_BACKOFF_SECONDS * 1000,
    unreachableGiveUpMs: serverEnv.HEDGING_SYNC_UNREACHABLE_GIVE_UP_SECONDS * 1000,
    backoffBaseMs: 1000,
    attemptsPerPage: 5,
    perPage: 100,
  };
}

/** "schedule": the continuous sync by the read schedule; "passes": a whole pass every interval (HEDGING_SYNC_MODE). */
export function syncMode(): "schedule" | "passes" {
  return serverEnv.HEDGING_SYNC_MODE;
}

export function syncEnabled(): boolean {
  return serverEnv.HEDGING_SYNC_ENABLED;
}

/** The continuous sync reads by the schedule: staff then move the customers needing attention to the front, never start a pass. */
export function readsBySchedule(): boolean {
  return syncEnabled() && syncMode() === "schedule";
}

/** How many matching legs the book page counts and sums exactly (BOOK_EXACT_TOTAL_LIMIT; docs/book.md). */
export function bookExactTotalLimit(): number {
  return serverEnv.BOOK_EXACT_TOTAL_LIMIT;
}

/** The read schedule's maximum age per class and the urgent lane's share (HEDGING_SYNC_MAX_AGE_*, docs/book.md). */
export function scheduleConfigFromEnv(): ScheduleConfig {
  const minutes = (value: number) => Math.round(value * 60_000);
  return {
    maxAgeMs: {
      attention: minutes(serverEnv.HEDGING_SYNC_MAX_AGE_ATTENTION_MINUTES),
      new: minutes(serverEnv.HEDGING_SYNC_MAX_AGE_NEW_MINUTES),
      active: minutes(serverEnv.HEDGING_SYNC_MAX_AGE_ACTIVE_MINUTES),
      quiet: minutes(serverEnv.HEDGING_SYNC_MAX_AGE_QUIET_MINUTES),
    },
    urgentShare: serverEnv.HEDGING_SYNC_URGENT_SHARE,
  };
}

/** What makes a customer need attention: the desk's own thresholds (DESK_*), so the schedule reads first what the desk lists. */
export function attentionRulesFromEnv(): AttentionRules {
  return { soonBusinessDays: serverEnv.DESK_SOON_BUSINESS_DAYS, mtmThresholdPct: serverEnv.DESK_MTM_THRESHOLD_PCT };
}

export interface AttentionRules {
  soonBusinessDays: number;
  mtmThresholdPct: string;
}

/** The pace every background read of the service keeps, together: the sync's passes and the exports that page it. */
export function servicePacer(): Pacer {
  const { ratePerSecond, concurrency } = syncConfigFromEnv();
  return sharedPacer(ratePerSecond, concurrency);
}
