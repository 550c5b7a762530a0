import { toDecimalString, tryDecimal } from "@/lib/domain/money";

// RFC 4180, text quoted; a formula wherever any list separator may start a cell is defused: Excel set to ";" splits "x;=1+1".

export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

const FORMULA_AT_CELL_START = /(?<=^|[,;\t|\r\n])(?=(?:[^\S\r\n]|")*[=+\-@]|[\t\r])/g;

/** Text a spreadsheet reads as text in every locale: an apostrophe before each place a formula could start. */
export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_AT_CELL_START, "'");
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    // Plain decimal text, never "1e-7" or "1e+21", which a spreadsheet may read differently.
    const exact = tryDecimal(value);
    return exact === null ? "" : toDecimalString(exact); // NaN/Infinity: no value to export
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  return `"${neutraliseFormulas(value).replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

export function toCsv(headers: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = csvLine(headers);
  for (const row of rows) out += csvLine(row);
  return out;
}
