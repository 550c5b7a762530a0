import { formatDate } from "./format-time";

// An item's history and state in staff's words: every time in UTC, with its zone; who did it is shown beside.

export type HistoryLineFields = {
  kind: string;
  actorEmail: string;
  text: string | null;
  detail: Record<string, string> | null;
};

/** "26 Nov 2026, 09:42 UTC". */
export function utcTime(at: Date): string {
  const iso = at.toISOString();
  return `${formatDate(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

/** Where an item's condition is read from: the trail, the approvals, or the book. */
export const itemSource = (itemKind: string) =>
  itemKind === "unresolvedCall" ? "the audit trail" : itemKind === "awaitingApproval" ? "the approvals" : "the book";

const OPENED: Record<string, string> = {
  unresolvedCall: "Opened: the trail shows the call's outcome unknown",
  awaitingApproval: "Opened: the request waits for a second person's approval",
};

/** What one line of the history says (without who and when), for an item of `itemKind`. */
export function historyLineText(line: HistoryLineFields, itemKind = ""): string {
  switch (line.kind) {
    case "created":
      return OPENED[itemKind] ?? "Opened: the book shows it needs attention";
    case "acknowledged":
      return "Acknowledged";
    case "assigned":
      return line.detail?.assignee === line.actorEmail
        ? "Took it"
        : `Assigned to ${line.detail?.assignee ?? "someone"}`;
    case "unassigned":
      return "Unassigned";
    case "note":
      return `Note: ${line.text ?? ""}`;
    case "snoozed": {
      const until = line.detail?.until ? utcTime(new Date(line.detail.until)) : "a time not recorded";
      return `Snoozed until ${until}: ${line.text ?? ""}`;
    }
    case "snoozeEnded":
      return "Snooze ended: back in the lists";
    case "resolved":
      return line.actorEmail === "system"
        ? `Resolved by itself: ${(line.text ?? "").replace(/^resolved: /, "")}`
        : `Resolved by hand: ${line.text ?? ""}`;
    default:
      return line.kind;
  }
}

/** How long an item has been open: "under an hour", "5 hours", "3 days". */
export function ageText(since: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return "under an hour";
  if (hours < 48) return `${hours} ${hours === 1 ? "hour" : "hours"}`;
  return `${Math.floor(hours / 24)} days`;
}
