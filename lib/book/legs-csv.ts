import type { CsvValue } from "@/lib/format/csv";
import type { BookLegRow } from "./legs-rows";

// One record per leg, in the service's own values (not page formatting) so a spreadsheet can compute; empty when unknown.

export const BOOK_LEGS_CSV_HEADER = [
  "leg_id",
  "dual_hedge_id",
  "customer_id",
  "company_name",
  "status",
  "transaction_id",
  "external_transaction_id",
  "external_customer_id",
  "from_currency",
  "to_currency",
  "from_currency_amount",
  "to_currency_amount",
  "fixed_side",
  "remaining_amount",
  "remaining_currency",
  "end_at",
  "settlement_at",
  "last_seen_at",
  "not_seen_since",
  "customer_read_failed_at",
] as const;

export function bookLegCsvRow(row: BookLegRow): CsvValue[] {
  return [
    row.id,
    row.dualHedgeId,
    row.customerId,
    row.companyName,
    row.status,
    row.transactionId,
    row.externalTransactionId,
    row.externalCustomerId,
    row.fromCurrency,
    row.toCurrency,
    row.fromCurrencyAmount,
    row.toCurrencyAmount,
    row.fixedSide,
    row.remainingAmount,
    row.remainingCurrency,
    row.endAt,
    row.settlementAt,
    row.lastSeenAt.toISOString(),
    row.notSeenSince?.toISOString(),
    row.customerReadFailedAt?.toISOString(),
  ];
}
