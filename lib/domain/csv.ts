import { toDecimalString, tryDecimal } from "./money";

/**
 * CSV as RFC 4180 writes it (CRLF line ends, fields quoted when they contain a comma, a quote,
 * CR or LF, quotes doubled), safe to open in a spreadsheet. Exports hold text that came from
 * outside (company names, external ids), and a cell starting with =, +, -, @, tab or CR is run
 * as a formula by Excel and others; such text gets a leading apostrophe so it stays text
 * (OWASP "CSV injection"). Numbers are written as numbers, so a negative amount stays -5.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** Prepend to the file so Excel reads it as UTF-8 (accented company names survive). */
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

/** One field, neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF: lines can be streamed one by one and simply concatenated. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** A whole file: the header line, then one line per row. */
export function toCsv(headers: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = csvLine(headers);
  for (const row of rows) out += csvLine(row);
  return out;
}
