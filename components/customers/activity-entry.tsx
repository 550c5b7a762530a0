import { auditActionLabel } from "@/lib/audit/security-event-kinds";
import type { ActivityEntry } from "@/lib/customers/timeline";
import { formatAmount, formatDate, shortId } from "@/lib/format/format";
import { clockText } from "@/lib/format/freshness-text";
import { statusLabel } from "@/lib/format/status-label";
import { pairLabel } from "@/lib/domain/pair-totals";
import { APPROVALS_PATH } from "@/lib/paths/app-paths";
import { dualHedgePath } from "@/lib/paths/dual-hedge-paths";

const OUTCOME_TEXT: Record<string, string> = {
  succeeded: "done",
  failed: "refused by the service",
  unknown: "outcome unknown",
  refused: "refused",
  pending: "no answer yet",
  recorded: "",
};

/** What one entry says, and where it leads: the dual hedge it is about (or the approvals), by a plain link. */
export function ActivityEntryText({ entry, customerId, now }: { entry: ActivityEntry; customerId: string; now: Date }) {
  const dualHedge = (id: string) => (
    <a href={dualHedgePath({ customerId, dualHedgeId: id })} className="link">
      dual hedge {shortId(id)}
    </a>
  );
  switch (entry.kind) {
    case "staff": {
      const { row } = entry;
      const outcome = OUTCOME_TEXT[row.outcome] ?? row.outcome;
      const target = row.targetIds.dualHedgeId;
      return (
        <>
          <span className="font-medium">{auditActionLabel(row.action)}</span>
          {target ? <> on {dualHedge(target)}</> : null}
          {row.targetIds.approvalId && (
            <>
              {" "}
              (
              <a href={APPROVALS_PATH} className="link">
                approvals
              </a>
              )
            </>
          )}{" "}
          by {row.staffEmail}
          {outcome && `: ${outcome}`}
          {row.outcome === "refused" && row.errorKind ? ` (${row.errorKind})` : ""}
          {row.errorMessage && row.outcome !== "succeeded" && (
            <span className="block text-xs text-slate-600">{row.errorMessage}</span>
          )}
        </>
      );
    }
    case "change": {
      const leg = `Leg ${shortId(entry.legId)} (${pairLabel(entry.fromCurrency, entry.toCurrency)})`;
      const what =
        entry.field === "status"
          ? `became ${statusLabel(entry.after ?? "—")} (was ${statusLabel(entry.before ?? "—")})`
          : entry.field === "remaining"
            ? `remaining amount moved from ${formatAmount(entry.before, entry.currency)} to ${formatAmount(entry.after, entry.currency)}`
            : entry.field === "gone"
              ? "no longer listed by the service"
              : "listed by the service again";
      return (
        <>
          {leg} of {dualHedge(entry.dualHedgeId)} {what}, by the service
          <span className="block text-xs text-slate-600">
            The book saw it between {clockText(entry.previouslySeenAt, now)} and {clockText(new Date(entry.at), now)}:
            that is all it knows of when.
          </span>
        </>
      );
    }
    case "firstSeen":
      return (
        <>
          The book first saw {dualHedge(entry.dualHedgeId)} ({pairLabel(entry.fromCurrency, entry.toCurrency)}
          {entry.issuedAt ? `, issued ${formatDate(entry.issuedAt)}` : ""})
        </>
      );
    case "customer":
      return <>The book first listed this customer</>;
  }
}
