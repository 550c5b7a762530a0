import { statusLabel } from "@/lib/format/status-label";

const TONES: Record<string, string> = {
  Active: "bg-green-50 text-green-800 ring-green-700/40",
  InProcess: "bg-blue-50 text-blue-800 ring-blue-700/40",
  Completed: "bg-slate-100 text-slate-800 ring-slate-600/40",
  Overdue: "bg-amber-50 text-amber-900 ring-amber-700/50",
  Cancelled: "bg-red-50 text-red-800 ring-red-700/40",
  Approved: "bg-green-50 text-green-800 ring-green-700/40",
  Pending: "bg-amber-50 text-amber-900 ring-amber-700/50",
  Rejected: "bg-red-50 text-red-800 ring-red-700/40",
};

const UNKNOWN = "bg-white text-slate-800 ring-0 border border-dashed border-slate-500";

/** A status as a badge whose word carries the meaning (colour is a second cue); an unknown one is shown as sent. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const known = status ? Object.hasOwn(TONES, status) : false;
  const text = known ? statusLabel(status!) : status && status.trim() ? status : "—";
  return (
    <span
      className={`badge ${known ? TONES[status!] : UNKNOWN}`}
      // Spread, not `title={undefined}`: each badge's props travel in the page's RSC payload.
      {...(known ? {} : { title: "A status Hedge Desk does not know, shown as the service sent it" })}
    >
      {text}
    </span>
  );
}
