import { isCalendarDate, utcMidnightMs } from "@/lib/domain/dates";
import { EMPTY } from "./format-text";
import { cached, DEFAULT_LOCALE, safeLocale } from "@/lib/domain/locale";

// Dates and times apart from format.ts, so islands showing dates do not ship big.js; "—" for missing, never a throw.

// A list page formats the same few days and read times on every row: each text is made once.
const formatted = new Map<string, string>();
const MAX_FORMATTED = 10_000;

function remembered(key: string, format: () => string): string {
  let text = formatted.get(key);
  if (text !== undefined) return text;
  text = format();
  if (formatted.size >= MAX_FORMATTED) formatted.clear();
  formatted.set(key, text);
  return text;
}

/** Formatted at UTC midnight in UTC, so no local zone can move the day. */
export function formatDate(value: string | null | undefined, locale = DEFAULT_LOCALE): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  return remembered(`date|${locale}|${value}`, () =>
    isCalendarDate(value) ? dateFormatter(safeLocale(locale)).format(utcMidnightMs(value)) : value,
  );
}

const dateFormatter = (locale: string) =>
  cached(
    `date|${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  );

function dateTimeFormatter(locale: string, timeZone: string) {
  return cached(
    `ts|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23", // 24-hour clock whatever the locale: no am/pm to misread
        timeZoneName: "shortOffset", // "GMT+1": an offset cannot be mistaken, unlike "IST" or "CST"
      }),
  );
}

function isUtc(timeZone: string): boolean {
  return /^(etc\/)?(utc|uct|gmt|universal|zulu)$/i.test(timeZone);
}

/** An unknown zone falls back to UTC and says so: the zone shown is the zone used. */
export function formatTimestamp(
  unixSeconds: number | null | undefined,
  timeZone: string | null | undefined,
  locale = DEFAULT_LOCALE,
): string {
  if (unixSeconds === null || unixSeconds === undefined || !Number.isFinite(unixSeconds)) return EMPTY;
  return remembered(`ts|${locale}|${timeZone ?? ""}|${unixSeconds}`, () =>
    formatTimestampOnce(unixSeconds, timeZone, safeLocale(locale)),
  );
}

function formatTimestampOnce(unixSeconds: number, timeZone: string | null | undefined, locale: string): string {
  let zone = timeZone || "UTC";
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = dateTimeFormatter(locale, zone);
  } catch {
    zone = "UTC";
    formatter = dateTimeFormatter(locale, zone);
  }
  const text = formatter.format(Math.round(unixSeconds * 1000));
  // shortOffset writes UTC as "GMT+0" or "GMT"; for UTC itself say so.
  return isUtc(zone) ? text.replace(/GMT(\+0)?$/, "UTC") : text;
}
