import { addCalendarDays, isCalendarDate, utcMidnightMs } from "@/lib/domain/dates";
import { formatDate } from "./format-time";

// The desk's date rules: pure, on YYYY-MM-DD text (UTC days), so the page, its SQL and its tests agree.

export { businessDayWindowEnd, businessDaysAgo } from "@/lib/domain/desk-window";

/** The same day `months` later, or that month's last day when it has no such day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  utcMidnightMs(date);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  for (let d = day; d >= 28; d--) {
    const text = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    if (isCalendarDate(text)) return text;
  }
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function firstOfNextMonth(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return addMonths(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`, 1);
}

export type MaturityBucket = {
  key: string;
  label: string;
  /** Inclusive; null: open (the overdue bucket's start, the last bucket's end). */
  from: string | null;
  /** Exclusive. */
  before: string | null;
};

export const LADDER_WEEKS = 8;
export const LADDER_MONTHS = 12;

/** Overdue, 8 weeks, then months to 12 months out, then "later": every end date in exactly one bucket. */
export function maturityBuckets(today: string): MaturityBucket[] {
  const buckets: MaturityBucket[] = [{ key: "overdue", label: "Overdue", from: null, before: today }];
  for (let week = 0; week < LADDER_WEEKS; week++) {
    const from = addCalendarDays(today, week * 7);
    const before = addCalendarDays(from, 7);
    buckets.push({
      key: `w${week + 1}`,
      label: `${shortDay(from)}–${shortDay(addCalendarDays(before, -1))}`,
      from,
      before,
    });
  }
  const horizon = addMonths(today, LADDER_MONTHS);
  let from = addCalendarDays(today, LADDER_WEEKS * 7);
  while (from < horizon) {
    const monthEnd = firstOfNextMonth(from);
    const before = monthEnd < horizon ? monthEnd : horizon;
    buckets.push({ key: `m${from.slice(0, 7)}`, label: monthLabel(from, before), from, before });
    from = before;
  }
  buckets.push({ key: "later", label: `From ${formatDate(horizon)}`, from: horizon, before: null });
  return buckets;
}

/** The bucket an end date falls in, or null for a leg without a readable end date. */
export function bucketOf(buckets: readonly MaturityBucket[], endAt: string | null): MaturityBucket | null {
  if (!endAt || !isCalendarDate(endAt)) return null;
  return buckets.find((b) => (b.from === null || endAt >= b.from) && (b.before === null || endAt < b.before)) ?? null;
}

const shortDay = (date: string) => formatDate(date).replace(/ \d{4}$/, "");

function monthLabel(from: string, before: string): string {
  const whole = from.endsWith("-01") && before === firstOfNextMonth(from);
  const month = formatDate(from).replace(/^\d+ /, "");
  return whole ? month : `${shortDay(from)}–${formatDate(addCalendarDays(before, -1))}`;
}

/** Today's date (UTC), as the desk and the read schedule judge "soon". */
export const todayUtc = (nowMs = Date.now()) => new Date(nowMs).toISOString().slice(0, 10);
