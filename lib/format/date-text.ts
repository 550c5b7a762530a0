import { isCalendarDate } from "@/lib/domain/dates";
import { formatDate } from "./format-time";

/** A typed date: ISO text (null when left blank), or a message saying why it was refused. */
export type DateTextRead = { ok: true; value: string | null } | { ok: false; message: string };

export const DATE_TEXT_EXAMPLE = "21 Nov 2026";
export const DATE_TEXT_HINT = `Day, month and year, as ${DATE_TEXT_EXAMPLE} or 2026-11-21.`;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+)\.?,? (\d{4})$/;
const MONTH_DAY_YEAR = /^([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/;
const ALL_NUMBERS = /^(\d{1,4})[/.\- ](\d{1,2})[/.\- ](\d{1,4})$/;

function monthNumber(word: string): number | null {
  const index = MONTHS.findIndex(
    (name) => word === name || word === name.slice(0, 3) || (name === "september" && word === "sept"),
  );
  return index < 0 ? null : index + 1;
}

function isoOf(year: string, month: number, day: string): string {
  return `${year}-${String(month).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

function fromParts(typed: string, year: string, monthWord: string, day: string): DateTextRead {
  const month = monthNumber(monthWord);
  if (month === null)
    return { ok: false, message: `“${monthWord}” is not a month. Type a date as ${DATE_TEXT_EXAMPLE} or 2026-11-21.` };
  const iso = isoOf(year, month, day);
  return isCalendarDate(iso)
    ? { ok: true, value: iso }
    : { ok: false, message: `There is no ${typed}: check the day.` };
}

function ambiguous(typed: string, first: string, second: string): string {
  const [a, b] = [Number(first), Number(second)];
  const readings =
    a !== b && a >= 1 && a <= 12 && b >= 1 && b <= 12
      ? ` could be ${a} ${MONTH_SHORT[b - 1]} or ${b} ${MONTH_SHORT[a - 1]}:`
      : ":";
  return `“${typed}”${readings} write the month as a word, as ${DATE_TEXT_EXAMPLE}, or use yyyy-mm-dd, as 2026-11-21.`;
}

/** Reads a typed date; numbers alone (3 April in London, 4 March in New York) are refused, never guessed. */
export function readDateText(text: string): DateTextRead {
  const typed = text.trim().replace(/\s+/g, " ");
  if (typed === "") return { ok: true, value: null };
  const lower = typed.toLowerCase();
  const iso = ISO.exec(lower);
  if (iso)
    return isCalendarDate(lower)
      ? { ok: true, value: lower }
      : { ok: false, message: `There is no ${typed}: check the month and day.` };
  const dmy = DAY_MONTH_YEAR.exec(lower);
  if (dmy) return fromParts(typed, dmy[3]!, dmy[2]!, dmy[1]!);
  const mdy = MONTH_DAY_YEAR.exec(lower);
  if (mdy) return fromParts(typed, mdy[3]!, mdy[1]!, mdy[2]!);
  const numbers = ALL_NUMBERS.exec(lower);
  if (numbers && numbers[1]!.length <= 2) return { ok: false, message: ambiguous(typed, numbers[1]!, numbers[2]!) };
  return { ok: false, message: `Type a date as ${DATE_TEXT_EXAMPLE} or 2026-11-21.` };
}

export function dateText(value: string | null): string {
  return value ? formatDate(value) : "";
}
