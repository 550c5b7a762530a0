import "server-only";
import type { CsvValue } from "@/lib/format/csv";
import type { Conversion } from "@/lib/hedging";

/** The export's columns: values as the service sent them, for a spreadsheet rather than for reading. */
export const CONVERSION_CSV_HEADER = [
  "Conversion id",
  "Organization id",
  "From currency",
  "To currency",
  "From amount",
  "To amount",
  "Rate",
  "Accepted at (UTC)",
  "Accepted at (unix seconds)",
  "Issued",
  "Completed",
  "Status",
] as const;

function isoUtc(unixSeconds: number | null): string | null {
  if (unixSeconds === null || !Number.isFinite(unixSeconds)) return null;
  const date = new Date(Math.round(unixSeconds * 1000));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function conversionCsvRow(conversion: Conversion): CsvValue[] {
  return [
    conversion.id,
    conversion.organizationId,
    conversion.fromCurrency,
    conversion.toCurrency,
    conversion.fromCurrencyAmount,
    conversion.toCurrencyAmount,
    conversion.quote,
    isoUtc(conversion.acceptedAtTs),
    conversion.acceptedAtTs,
    conversion.issuedAt,
    conversion.completedAt,
    conversion.completedAt === undefined ? "Unknown" : conversion.completedAt === null ? "Pending" : "Completed",
  ];
}
