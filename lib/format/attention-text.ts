import type { Resolution } from "@/lib/domain/attention-plan";
import type { ItemKind } from "@/lib/domain/attention-rules";
import { formatDate } from "./format-time";
import { formatMtmChange } from "./mtm";
import { statusLabel } from "./status-label";

// The words of the work queue: each kind's name, and why an item resolved by itself, as its history keeps it.

export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  unresolvedCall: "Unresolved call",
  awaitingApproval: "Waiting for approval",
  overdue: "Overdue",
  endingSoon: "Ending soon",
  settlingSoon: "Settling soon",
  inProcess: "In process for long",
  mtmMoved: "Mark-to-market moved",
};

/** "09:42 UTC" on the day it was read, else "25 Nov 2026, 09:42 UTC". */
export function readTime(at: Date, now: Date): string {
  const iso = at.toISOString();
  const time = `${iso.slice(11, 16)} UTC`;
  return iso.slice(0, 10) === now.toISOString().slice(0, 10) ? time : `${formatDate(iso.slice(0, 10))}, ${time}`;
}

const FIELD: Record<"end" | "settlement" | "overdue", string> = {
  end: "end date",
  settlement: "settlement date",
  overdue: "overdue date",
};

/** "resolved: the service reports it Completed, read 09:42 UTC", as the history and the row say it. */
export function resolutionText(resolution: Resolution, now: Date): string {
  const read = "readAt" in resolution ? `, read ${readTime(resolution.readAt, now)}` : "";
  switch (resolution.cause) {
    case "notListed":
      return `resolved: the service no longer lists it${read}`;
    case "status":
      return `resolved: the service reports it ${resolution.status === null ? "without a status" : statusLabel(resolution.status)}${read}`;
    case "drawnToZero":
      return `resolved: drawn to zero${read}`;
    case "datePassed":
      return `resolved: its ${FIELD[resolution.field]}, ${formatDate(resolution.date)}, has passed`;
    case "dateMoved":
      return `resolved: its ${FIELD[resolution.field]} is now ${resolution.date === null ? "unknown" : formatDate(resolution.date)}${read}`;
    case "updated":
      return `resolved: last updated ${formatDate(resolution.since)}${read}`;
    case "mtmBack":
      return `resolved: its adjusted MTM change is ${formatMtmChange(resolution.pct)}, under ${formatMtmChange(resolution.bar)}${read}`;
    case "callAnswered":
      return `resolved: the call's outcome is now known: ${resolution.reconciled ? `reconciled as ${resolution.outcome}` : resolution.outcome}, ${readTime(resolution.at, now)}`;
    case "approvalExpired":
      return `resolved: the request expired ${readTime(resolution.at, now)}`;
    case "approvalDecided":
      return `resolved: the request was ${resolution.status}${resolution.by === null ? "" : ` by ${resolution.by}`}${resolution.at === null ? "" : `, ${readTime(resolution.at, now)}`}`;
  }
}
