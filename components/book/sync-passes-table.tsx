import { tableClass } from "@/components/ui/styles";
import type { PassRow } from "@/lib/book/passes";
import { EMPTY } from "@/lib/format/format-text";
import { formatTimestamp } from "@/lib/format/format-time";

const STATUS_STYLE: Record<PassRow["status"], string> = {
  running: "bg-sky-100 text-sky-900",
  succeeded: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  abandoned: "bg-amber-100 text-amber-900",
};

const TRIGGER_LABEL: Record<PassRow["trigger"], string> = {
  schedule: "Schedule",
  startup: "Start-up",
  admin: "Admin",
  desk: "Desk refresh",
};

/** "21 Nov 2026, 09:05:03 UTC": unambiguous, on one clock, written as every other timestamp in the app. */
export const utcTime = (date: Date | null): string => (date ? formatTimestamp(date.getTime() / 1000, "UTC") : EMPTY);

export function SyncPassesTable({ passes }: { passes: PassRow[] }) {
  return (
    <div role="region" aria-label="Last sync passes" tabIndex={0} className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">The book&apos;s last sync passes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Pass</th>
            <th scope="col">Status</th>
            <th scope="col">Started</th>
            <th scope="col">Finished</th>
            <th scope="col" className="text-right">
              Calls
            </th>
            <th scope="col" className="text-right">
              Rows
            </th>
            <th scope="col" className="text-right">
              Skipped
            </th>
            <th scope="col" className="text-right">
              Errors
            </th>
            <th scope="col" className="text-right">
              Customers
            </th>
            <th scope="col">What happened</th>
          </tr>
        </thead>
        <tbody>
          {passes.map((pass) => (
            <tr key={pass.id}>
              <td>
                {pass.id}
                <span className="block text-xs text-slate-600">
                  {TRIGGER_LABEL[pass.trigger]}
                  {pass.startedBy ? ` (${pass.startedBy})` : ""}
                </span>
              </td>
              <td>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[pass.status]}`}>
                  {pass.status}
                </span>
              </td>
              <td>{utcTime(pass.startedAt)}</td>
              <td>
                {pass.status === "running" ? `last heard ${utcTime(pass.heartbeatAt)}` : utcTime(pass.finishedAt)}
              </td>
              <td className="text-right tabular-nums">{pass.calls}</td>
              <td className="text-right tabular-nums">{pass.rows}</td>
              <td className="text-right tabular-nums">{pass.skipped}</td>
              <td className="text-right tabular-nums">{pass.errors}</td>
              <td className="text-right tabular-nums">
                {pass.customersDone}
                {pass.customersTotal === null ? "" : ` of ${pass.customersTotal}`}
              </td>
              <td className="max-w-md text-xs text-slate-700">
                {pass.lastError ?? EMPTY}
                <span className="block text-slate-500">on {pass.instance}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
