import type { Hedge } from "@/lib/wire";

// Production fills every date of a leg, so the state-bound ones are steps only when the leg is in that state.

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
    ["cancelled", "Cancelled", leg.status === "Cancelled" ? leg.cancelledAt : null],
    ["end", "Ends", leg.endAt],
    ["funds", "Funds received", leg.fundsReceivedAt],
    ["settlement", "Settles", leg.settlementAt],
    ["overdue", "Overdue from", leg.status === "Overdue" ? leg.overdueAt : null],
    ["completed", "Completed", leg.status === "Completed" ? leg.completedAt : null],
  ];
  return candidates
    .filter((step): step is [TimelineStepKind, string, string] => typeof step[2] === "string" && step[2] !== "")
    .map(([kind, label, date]) => ({ kind, label, date, reached: date <= today }))
    .sort((a, b) => (a.date === b.date ? ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) : a.date < b.date ? -1 : 1));
}
