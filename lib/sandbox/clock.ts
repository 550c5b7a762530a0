import { utcMidnightMs } from "@/lib/domain/dates";

/**
 * The sandbox's notion of "now", shiftable by SANDBOX_CLOCK_OFFSET_SECONDS so tests can move
 * time (expire a proposal, reach a settlement date) without waiting. Dates are UTC calendar days.
 */

export type Clock = {
  /** Unix seconds (whole seconds: that is what the service's timestamps carry). */
  nowTs(): number;
  /** Today's date, YYYY-MM-DD, in UTC. */
  today(): string;
};

export function createClock(offsetSeconds = 0): Clock {
  const nowMs = () => Date.now() + offsetSeconds * 1000;
  return {
    nowTs: () => Math.floor(nowMs() / 1000),
    today: () => dateOfTs(Math.floor(nowMs() / 1000)),
  };
}

const DAY_SECONDS = 86_400;

// Calendar and business-day rules are the dashboard's too: one copy, in lib/domain/dates.
export { addCalendarDays as addDays, nextBusinessDay } from "@/lib/domain/dates";

export function dateOfTs(ts: number): string {
  return new Date(ts * 1000).toISOString().slice(0, 10);
}

/** Midnight UTC at the start of the date, in unix seconds. */
export function tsOfDate(date: string): number {
  return utcMidnightMs(date) / 1000;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((tsOfDate(to) - tsOfDate(from)) / DAY_SECONDS);
}
