import { tableClass } from "@/components/ui/styles";
import { utcTime } from "@/components/book/sync-passes-table";
import { EMPTY } from "@/lib/format/format-text";
import type { OutboxRow } from "@/lib/mail/outbox-list";

const STATUS: Record<OutboxRow["status"], { label: string; style: string }> = {
  failed: { label: "Failed, not retried", style: "bg-red-100 text-red-800" },
  pending: { label: "Waiting", style: "bg-amber-100 text-amber-900" },
  sending: { label: "Being sent", style: "bg-sky-100 text-sky-900" },
  sent: { label: "Sent", style: "bg-green-100 text-green-800" },
};
const PURPOSE: Record<OutboxRow["purpose"], string> = {
  instant: "Instant alert",
  digest: "Digest",
  test: "Test email",
};

export function OutboxTable({ rows }: { rows: OutboxRow[] }) {
  return (
    <div role="region" aria-label="Mail not sent" tabIndex={0} className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">Mail failed or waiting to be sent, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Mail</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-right">
              Attempts
            </th>
            <th scope="col">Queued</th>
            <th scope="col">Next attempt</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {PURPOSE[row.purpose]}
                <span className="block font-mono text-xs text-slate-600">{row.messageId ?? `#${row.id}`}</span>
              </td>
              <td>{row.toAddress ?? "no address that can receive mail"}</td>
              <td>
                <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS[row.status].style}`}>
                  {STATUS[row.status].label}
                </span>
              </td>
              <td className="text-right tabular">{row.attempts}</td>
              <td>{utcTime(row.createdAt)}</td>
              <td>{row.status === "pending" ? utcTime(row.nextAttemptAt) : EMPTY}</td>
              <td className="max-w-md text-xs text-slate-700">{row.lastError ?? EMPTY}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
