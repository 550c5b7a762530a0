import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./control-characters";
import { isCalendarDate } from "./dates";

// Zod-free for the client bundle: the one home of the page and page-size rules of the list pages.

export const PAGE_MAX = 1_000_000;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_CHOICES = [10, 25, 50, 100] as const;

/** The sizes a page-size select offers: the usual ones, plus the one in the address when it is another valid size. */
export function pageSizeChoices(current: number): number[] {
  const choices: number[] = [...PAGE_SIZE_CHOICES];
  if (!choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** A page size as the address writes it: the default is left out. */
export const perPageParam = (size: number): string | null => (size === PAGE_SIZE_DEFAULT ? null : String(size));

export interface ParamProblem {
  param: string;
  value: string;
  message: string;
}

export type ParamRead<T> = { ok: true; value: T } | { ok: false; problem: ParamProblem };

type Raw = string | null | undefined;

const absent = (raw: Raw): raw is null | undefined | "" => raw === null || raw === undefined || raw === "";
const fail = (param: string, value: string, message: string): ParamRead<never> => ({
  ok: false,
  problem: { param, value, message },
});

function readWhole(param: string, raw: string, label: string): ParamRead<number> {
  if (!/^-?\d+$/.test(raw)) return fail(param, raw, `${label} must be a whole number.`);
  return { ok: true, value: Number(raw) };
}

export function readPage(param: string, raw: Raw): ParamRead<number> {
  if (absent(raw)) return { ok: true, value: 1 };
  const read = readWhole(param, raw, "Page");
  if (!read.ok) return read;
  if (read.value < 1) return fail(param, raw, "Page starts at 1.");
  if (read.value > PAGE_MAX) return fail(param, raw, `Page must be at most ${PAGE_MAX}.`);
  return read;
}

export function readPageSize(param: string, raw: Raw): ParamRead<number> {
  if (absent(raw)) return { ok: true, value: PAGE_SIZE_DEFAULT };
  const read = readWhole(param, raw, "Page size");
  if (!read.ok) return read;
  if (read.value < 1 || read.value > PAGE_SIZE_MAX)
    return fail(param, raw, `Page size must be between 1 and ${PAGE_SIZE_MAX}.`);
  return read;
}

export function readDate(param: string, raw: Raw): ParamRead<string | undefined> {
  if (absent(raw)) return { ok: true, value: undefined };
  if (isCalendarDate(raw)) return { ok: true, value: raw };
  return fail(param, raw, /^\d{4}-\d{2}-\d{2}$/.test(raw) ? "There is no such date." : "Enter a date as YYYY-MM-DD.");
}

export function readText(param: string, raw: Raw, max: number): ParamRead<string | undefined> {
  if (raw && hasControlCharacter(raw)) return fail(param, raw, CONTROL_CHARACTER_MESSAGE);
  const text = raw?.trim();
  if (!text) return { ok: true, value: undefined };
  return text.length > max ? fail(param, raw!, `Keep it to ${max} characters or fewer.`) : { ok: true, value: text };
}

/** One of a fixed set of values (a status, a view), or absent: anything else is named with the values it may take. */
export function readChoice<T extends string>(
  param: string,
  raw: Raw,
  choices: readonly T[],
  what: string,
): ParamRead<T | undefined> {
  const value = raw?.trim();
  if (!value) return { ok: true, value: undefined };
  return (choices as readonly string[]).includes(value)
    ? { ok: true, value: value as T }
    : fail(param, raw!, `${what} must be one of ${choices.join(", ")}.`);
}

/** Every problem at once, so one message can name them all. */
export function collect<T extends Record<string, ParamRead<unknown>>>(
  reads: T,
):
  | { ok: true; values: { [K in keyof T]: T[K] extends ParamRead<infer V> ? V : never } }
  | { ok: false; problems: ParamProblem[] } {
  const problems: ParamProblem[] = [];
  const values: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(reads)) {
    if (read.ok) values[key] = read.value;
    else problems.push(read.problem);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values: values as never };
}

export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || total <= 0 || perPage <= 0) return 1;
  return Math.ceil(total / perPage);
}

/** Without a total, only a full page suggests a next one: a count is never made up. `pastTheEnd`: rows, but none on this page. */
export function listPosition(total: number | null, perPage: number, page: number, itemCount: number) {
  const pages = total === null ? null : pageCount(total, perPage);
  const hasRows = total === null ? itemCount > 0 || page > 1 : total > 0;
  return {
    pages,
    hasNext: pages === null ? itemCount >= perPage : page < pages,
    hasRows,
    pastTheEnd: hasRows && itemCount === 0,
  };
}
