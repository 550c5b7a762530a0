import { toDecimalString, tryDecimal } from "@/lib/domain/money";

// RFC 4180; text starting with = + - @ tab or CR gets a leading apostrophe (OWASP CSV injection).

export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    // Plain decimal text, never "1e-7" or "1e+21", which a spreadsheet may read differently.
    const exact = tryDecimal(value);
    return exact === null ? "" : toDecimalString(exact); // NaN/Infinity: no value to export
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvField(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

export function toCsv(headers: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = csvLine(headers);
  for (const row of rows) out += csvLine(row);
  return out;
}
