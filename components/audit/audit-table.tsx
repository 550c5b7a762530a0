import type { AuditDisplayOutcome, AuditRow } from "@/lib/audit/query";
import type { VisibleAuditRow } from "@/lib/audit/visible-row";
import { auditActionLabel } from "@/lib/audit/security-event-kinds";

const OUTCOME_STYLE: Record<AuditDisplayOutcome, string> = {
  succeeded: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  refused: "bg-amber-100 text-amber-900",
  unknown: "bg-purple-100 text-purple-900",
  pending: "bg-slate-100 text-slate-700",
  recorded: "bg-sky-100 text-sky-900",
};

/** A security event's detail: short values only (an export's filters are JSON). */
function detailLines(row: AuditRow): [string, string][] {
  const lines = Object.entries(row.detail ?? {}).map(([key, value]): [string, string] => [
    key,
    typeof value === "string" ? value : JSON.stringify(value),
  ]);
  return row.clientAddress ? [...lines, ["from", row.clientAddress]] : lines;
}
const CUSTOMER_IP_SOURCE_LABEL: Record<NonNullable<AuditRow["customerIpSource"]>, string> = {
  typed: "typed by staff",
  browser: "from the browser",
};

function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export function AuditTable({ rows }: { rows: VisibleAuditRow[] }) {
  return (
    <div
      role="region"
      aria-label="Audit trail entries"
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Audit trail entries, newest first</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Time (UTC)
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Staff member
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Action
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Customer
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Targets
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Customer IP
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Outcome
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Request id
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="whitespace-nowrap px-3 py-2 tabular">{utc(row.occurredAt)}</td>
              <td className="px-3 py-2">
                {row.staffEmail}
                {/* Quoted and cut short: never a line that reads as a real staff address. */}
                {row.typedSignIn?.text && (
                  <div className="font-mono text-xs text-slate-600">
                    typed: <q>{row.typedSignIn.text}</q>
                  </div>
                )}
              </td>
              <td className="px-3 py-2">
                {auditActionLabel(row.action)}
                {/* The name as written, for support and for searching the logs */}
                <div className="font-mono text-xs text-slate-600">{row.action}</div>
              </td>
              <td className="px-3 py-2 font-mono text-xs">{row.customerId ?? "—"}</td>
              <td className="px-3 py-2 font-mono text-xs">
                {[...Object.entries(row.targetIds), ...detailLines(row)].map(([key, value]) => (
                  <div key={key}>
                    {key}: {value}
                  </div>
                ))}
              </td>
              <td className="px-3 py-2 font-mono text-xs">
                {row.customerIpHidden ? (
                  <span className="font-sans text-slate-600">Admins only</span>
                ) : (
                  (row.customerIp ?? "—")
                )}
                {row.customerIpSource && (
                  <div className="font-sans text-slate-600">{CUSTOMER_IP_SOURCE_LABEL[row.customerIpSource]}</div>
                )}
              </td>
              <td className="px-3 py-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${OUTCOME_STYLE[row.outcome]}`}>
                  {row.outcome}
                </span>
                {(row.upstreamStatus !== null || row.errorKind) && (
                  <div className="mt-1 text-xs text-slate-600">
                    {[row.upstreamStatus, row.errorKind].filter((part) => part !== null && part !== "").join(" · ")}
                  </div>
                )}
                {row.errorMessage && <div className="mt-1 max-w-xs text-xs text-slate-600">{row.errorMessage}</div>}
                {row.earlierOutcome && (
                  <div className="mt-2 max-w-xs border-t border-slate-100 pt-1 text-xs text-slate-600">
                    {row.errorKind === "reconciled" ? "Before reconciliation:" : "Before this answer arrived:"}{" "}
                    <span
                      className={`rounded-full px-2 py-0.5 font-medium ${OUTCOME_STYLE[row.earlierOutcome.outcome]}`}
                    >
                      {row.earlierOutcome.outcome}
                    </span>{" "}
                    at <span className="tabular">{utc(row.earlierOutcome.at)}</span>
                    {row.earlierOutcome.errorMessage && <div className="mt-1">{row.earlierOutcome.errorMessage}</div>}
                  </div>
                )}
              </td>
              <td className="px-3 py-2 font-mono text-xs">{row.requestId ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
