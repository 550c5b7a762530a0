import { ExactNumber, exactJsonText, type ExactJson } from "./exact-json";

/** What lenient reading made of one object, beside the object as it was written (when the body was kept). */
export type RawObject = { [key: string]: ExactJson } | undefined;

/** An amount or rate for a `numeric` column: the JSON number's own text when we have it, never a rounded double. */
export function exactNumber(read: number | null | undefined, raw: ExactJson | undefined): string | null {
  if (typeof read !== "number" || !Number.isFinite(read)) return null;
  return raw instanceof ExactNumber ? raw.text : String(read);
}

/** A number for a double column (timestamps): as read, or null. */
export function plainNumber(read: number | null | undefined): number | null {
  return typeof read === "number" && Number.isFinite(read) ? read : null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Only a real calendar day in YYYY-MM-DD: anything else (a timestamp, "2026-02-30", "") is unknown, kept in `raw`. */
export function calendarDate(read: string | null | undefined): string | null {
  const match = typeof read === "string" ? DAY.exec(read) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1 ? read! : null;
}

export function text(read: string | null | undefined): string | null {
  return typeof read === "string" ? read : null;
}

/** JSON text to be written as it is (not quoted) into a row's JSON for the `jsonb` column (lib/book/store.ts). */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The raw object as jsonb, numbers exact; without a kept body, the object as read (its numbers as doubles). */
export function rawJson(raw: ExactJson | undefined, read: unknown): JsonText {
  return new JsonText(raw === undefined ? JSON.stringify(read) : exactJsonText(raw));
}
