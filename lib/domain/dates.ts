/**
 * Calendar dates as the hedging service writes them: "YYYY-MM-DD", a day on the calendar with no
 * time and no zone. They are handled as text and UTC day numbers only, never through the local
 * time zone, so a date cannot shift by one day on a machine west or east of UTC.
 *
 * Business days follow shared/spec/gaps.md: Saturday and Sunday are not business days; holidays
 * are not modelled. The sandbox's clock (lib/sandbox/clock.ts) builds on these, so the dashboard
 * and the sandbox share one rule.
 */

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True only for a real day written YYYY-MM-DD: "2026-02-30" and "2026-2-3" are false. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DATE_TEXT.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Milliseconds at UTC midnight of a calendar date; RangeError when it is not one. */
export function utcMidnightMs(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0..99 to 1900..1999.
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

function dateOfUtcMs(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The calendar date `days` days after (or before, when negative) `date`. */
export function addCalendarDays(date: string, days: number): string {
  return dateOfUtcMs(utcMidnightMs(date) + days * DAY_MS);
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(utcMidnightMs(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * Moves `days` business days from `date` (backwards when negative). The start date itself does
 * not count, so Friday + 1 is Monday and Saturday + 1 is Monday; + 0 returns `date` unchanged.
 */
export function addBusinessDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Business days must be a whole number: ${days}`);
  const step = days < 0 ? -1 : 1;
  let current = date;
  utcMidnightMs(current); // validates even when days is 0
  for (let left = Math.abs(days); left > 0; ) {
    current = addCalendarDays(current, step);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** A drawdown's settlement date: the next business day after it executes (gaps.md). */
export function nextBusinessDay(date: string): string {
  return addBusinessDays(date, 1);
}

/**
 * Today's calendar date in a time zone, from a clock the caller passes in (the server's, or the
 * browser's corrected by its measured offset). Throws RangeError for an unknown time zone: a
 * silently wrong "today" would move date filters by a day without anyone noticing.
 */
export function todayInTimeZone(timeZone: string, nowMs: number): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(nowMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}
