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
  "outcome",
  "outcome_at",
  "upstream_status",
  "error_kind",
  "error_message",
  "request_id",
] as const;

/**
 * One CSV cell (RFC 4180 quoting). A cell that a spreadsheet would run as a formula (= + - @, tab,
 * carriage return at the start) is prefixed with ' : error messages and ids come from outside.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvHeader(): string {
  return `${AUDIT_CSV_COLUMNS.join(",")}\r\n`;
}

export function csvLine(row: AuditRow): string {
  const cells = [
    row.id,
    row.occurredAt,
    row.staffEmail,
    row.staffUserId,
    row.action,
    row.customerId,
    Object.keys(row.targetIds).length ? row.targetIds : "",
    row.customerIp,
    row.outcome,
    row.outcomeAt,
    row.upstreamStatus,
    row.errorKind,
    row.errorMessage,
    row.requestId,
  ];
  return `${cells.map((cell) => csvCell(typeof cell === "number" ? String(cell) : cell)).join(",")}\r\n`;
}
