import Link from "next/link";
import { markAlertReadFormAction } from "@/lib/actions/alerts";
import type { AlertRow } from "@/lib/alerts/inbox";
import { alertKindLabel, isAlertKind } from "@/lib/alerts/kinds";
import { formatTimestamp } from "@/lib/format/format-time";
import { buttonClass, tableClass } from "@/components/ui/styles";

const at = (date: Date | null, zone: string) => (date ? formatTimestamp(date.getTime() / 1000, zone) : "—");

/** Newest first: what, about which customer and object, when, and a way to it; unread rows can be marked read. */
export function InboxTable({ rows, timeZone, back }: { rows: AlertRow[]; timeZone: string; back: string }) {
  return (
    <div className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">Your alerts, newest first; times in {timeZone}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Customer</th>
            <th scope="col">Object</th>
            <th scope="col">When</th>
            <th scope="col">Runs out</th>
            <th scope="col">Read</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.readAt ? "" : "bg-amber-50/60"}>
              <td>
                <Link href={row.linkPath} className="link font-medium">
                  {row.title}
                </Link>
                <span className="block text-xs text-slate-600">
                  {isAlertKind(row.kind) ? alertKindLabel(row.kind) : row.kind}
                </span>
              </td>
              <td>{row.customerName ?? row.customerId ?? "—"}</td>
              <td className="font-mono">{row.objectId ?? "—"}</td>
              <td className="whitespace-nowrap">{at(row.createdAt, timeZone)}</td>
              <td className="whitespace-nowrap">{at(row.deadlineAt, timeZone)}</td>
              <td>
                {row.readAt ? (
                  <span className="text-sm text-slate-600">Read</span>
                ) : (
                  <form action={markAlertReadFormAction}>
                    <input type="hidden" name="alertId" value={row.id} />
                    <input type="hidden" name="back" value={back} />
                    <button type="submit" className={buttonClass.secondary}>
                      Mark read<span className="sr-only">: {row.title}</span>
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
