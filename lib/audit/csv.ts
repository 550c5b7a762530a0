import { csvLine, type CsvValue } from "@/lib/format/csv";
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
  "client_address",
  "detail",
  "outcome",
  "outcome_at",
  "upstream_status",
  "error_kind",
  "error_message",
  "request_id",
  // A first outcome the call's own late answer followed (`unknown`, or reconciled): both stay on the trail.
  "earlier_outcome",
  "earlier_outcome_at",
  "earlier_error_message",
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
    row.clientAddress,
    row.detail && Object.keys(row.detail).length ? JSON.stringify(row.detail) : "",
    row.outcome,
    row.outcomeAt,
    row.upstreamStatus,
    row.errorKind,
    row.errorMessage,
    row.requestId,
    row.earlierOutcome?.outcome,
    row.earlierOutcome?.at,
    row.earlierOutcome?.errorMessage,
  ];
  return csvLine(cells);
}
