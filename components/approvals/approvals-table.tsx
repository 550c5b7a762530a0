import Link from "next/link";
import { effectiveStatus } from "@/lib/approvals/queries";
import type { ApprovalRequest } from "@/lib/approvals/store";
import { formatAmount, shortId } from "@/lib/format/format";
import { formatTimestamp } from "@/lib/format/format-time";
import { approvalRequestPath } from "@/lib/paths/dual-hedge-paths";
import { APPROVAL_ACTION_LABELS } from "@/lib/domain/approval-actions";
import { tableClass } from "@/components/ui/styles";

export const APPROVAL_STATUS_LABELS: Record<ApprovalRequest["status"], string> = {
  pending: "Pending",
  withdrawn: "Withdrawn",
  rejected: "Rejected",
  approved: "Approved, answer unknown",
  executed: "Approved and sent",
  failed: "Approved, refused by the service",
  expired: "Expired",
};

const requestHref = approvalRequestPath;

const at = (date: Date | null) => (date ? formatTimestamp(date.getTime() / 1000, "UTC") : "—");

export function ApprovalsTable({ rows }: { rows: ApprovalRequest[] }) {
  const now = new Date();
  return (
    <div className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">Approval requests, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Requested</th>
            <th scope="col">Action</th>
            <th scope="col">Dual hedge</th>
            <th scope="col">Amount</th>
            <th scope="col">Requested by</th>
            <th scope="col">Status</th>
            <th scope="col">Decided</th>
            <th scope="col">Reason and outcome</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = effectiveStatus(row, now);
            return (
              <tr key={row.id}>
                <td className="tabular">{at(row.requestedAt)}</td>
                <td>{APPROVAL_ACTION_LABELS[row.action]}</td>
                <td>
                  <Link className="link font-mono" href={requestHref(row)}>
                    {shortId(row.dualHedgeId)}
                  </Link>
                </td>
                <td className="tabular">{formatAmount(row.amount, row.currency)}</td>
                <td>{row.requestedByEmail}</td>
                <td>
                  {APPROVAL_STATUS_LABELS[status]}
                  {status === "pending" && <div className="text-xs text-slate-600">until {at(row.expiresAt)}</div>}
                </td>
                <td>
                  {row.decidedByEmail && row.decidedByEmail !== row.requestedByEmail ? row.decidedByEmail : ""}
                  {row.decidedAt && <div className="text-xs text-slate-600 tabular">{at(row.decidedAt)}</div>}
                </td>
                <td className="max-w-xs break-words">
                  <div className="whitespace-pre-wrap">{row.reason}</div>
                  {row.decisionReason && (
                    <div className="mt-1 text-slate-700">
                      {status === "rejected" ? `Rejected: ${row.decisionReason}` : row.decisionReason}
                    </div>
                  )}
                  {row.outcomeMessage && <div className="mt-1 text-slate-700">{row.outcomeMessage}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
