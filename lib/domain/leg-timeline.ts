import type { Hedge } from "@/lib/wire";

// overdueAt is always sent, so it is a step only when the leg IS Overdue.

export type TimelineStepKind = "issued" | "cancelled" | "end" | "funds" | "settlement" | "overdue" | "completed";

export interface TimelineStep {
  kind: TimelineStepKind;
  label: string;
  date: string;
  reached: boolean;
}

type TimelineLeg = Pick<
  Hedge,
  "status" | "issuedAt" | "endAt" | "settlementAt" | "cancelledAt" | "completedAt" | "overdueAt" | "fundsReceivedAt"
>;

const ORDER: TimelineStepKind[] = ["issued", "cancelled", "end", "funds", "settlement", "overdue", "completed"];

export function legTimeline(leg: TimelineLeg, today: string): TimelineStep[] {
  const candidates: [TimelineStepKind, string, string | null][] = [
    ["issued", "Issued", leg.issuedAt],
    ["cancelled", "Cancelled", leg.cancelledAt],
    ["end", "Ends", leg.endAt],
    ["funds", "Funds received", leg.fundsReceivedAt],
    ["settlement", "Settles", leg.settlementAt],
    ["overdue", "Overdue from", leg.status === "Overdue" ? leg.overdueAt : null],
    ["completed", "Completed", leg.completedAt],
  ];
  return candidates
    .filter((step): step is [TimelineStepKind, string, string] => typeof step[2] === "string" && step[2] !== "")
    .map(([kind, label, date]) => ({ kind, label, date, reached: date <= today }))
    .sort((a, b) => (a.date === b.date ? ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) : a.date < b.date ? -1 : 1));
}
