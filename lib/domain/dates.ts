// Dates are text and UTC day numbers, never local time; business days skip weekends (docs/interface.md, "Drawdowns").

import { cached } from "./locale";

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DATE_TEXT.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

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

export function addCalendarDays(date: string, days: number): string {
  return dateOfUtcMs(utcMidnightMs(date) + days * DAY_MS);
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(utcMidnightMs(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The start date does not count: Friday + 1 and Saturday + 1 are both Monday. */
export function addBusinessDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Business days must be a whole number: ${days}`);
  const step = days < 0 ? -1 : 1;
  let current = date;
  utcMidnightMs(current); // validates even when days is 0
  for (let left = Math.abs(days); left > 0;) {
    current = addCalendarDays(current, step);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

export function nextBusinessDay(date: string): string {
  return addBusinessDays(date, 1);
}

/** Throws for an unknown zone: a silently wrong "today" would move date filters by a day. */
export function todayInTimeZone(timeZone: string, nowMs: number): string {
  const parts = cached(
    `today|${timeZone}`,
    () => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).formatToParts(new Date(nowMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}
