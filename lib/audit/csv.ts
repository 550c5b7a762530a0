import { csvLine, type CsvValue } from "@/lib/domain/csv";
import type { AuditRow } from "./query";

export const AUDIT_CSV_COLUMNS = [
  "id",
  "occurred_at",
  "staff_email",
  "staff_user_id",
  "action",
  "customer_id",
  "target_ids",
  "customer_ip",
  "customer_ip_source",
  "outcome",
  "outcome_at",
  "upstream_status",
  "error_kind",
  "error_message",
  "request_id",
] as const;

export function auditCsvHeader(): string {
  return csvLine(AUDIT_CSV_COLUMNS);
}

export function auditCsvLine(row: AuditRow): string {
  const cells: CsvValue[] = [
    row.id,
    row.occurredAt,
    row.staffEmail,
    row.staffUserId,
    row.action,
    row.customerId,
    Object.keys(row.targetIds).length ? JSON.stringify(row.targetIds) : "",
    row.customerIp,
    row.customerIpSource,
    row.outcome,
    row.outcomeAt,
    row.upstreamStatus,
    row.errorKind,
    row.errorMessage,
    row.requestId,
  ];
  return csvLine(cells);
}
