import { utcMidnightMs } from "@/lib/domain/dates";

/** Shiftable by SANDBOX_CLOCK_OFFSET_SECONDS so tests can move time; dates are UTC calendar days. */

export type Clock = {
  /** Unix seconds (whole seconds: that is what the service's timestamps carry). */
  nowTs(): number;
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

export function tsOfDate(date: string): number {
  return utcMidnightMs(date) / 1000;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((tsOfDate(to) - tsOfDate(from)) / DAY_SECONDS);
}
