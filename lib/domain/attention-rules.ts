import { businessDaysAgo, businessDayWindowEnd } from "./desk-window";
import { compare, decimal, subtract, tryDecimal } from "./money";

// When a leg needs attention, as the desk's lists judge it (lib/desk/attention.ts says the same in SQL): pure, on
// YYYY-MM-DD text (UTC days), so the items, the desk's counts and their tests agree.

export const LEG_ITEM_KINDS = ["overdue", "endingSoon", "settlingSoon", "inProcess", "mtmMoved"] as const;
export type LegItemKind = (typeof LEG_ITEM_KINDS)[number];

/** Kinds judged from the trail and the approvals (lib/domain/attention-others.ts), not the book. */
export const OTHER_ITEM_KINDS = ["unresolvedCall", "awaitingApproval"] as const;
export type ItemKind = LegItemKind | (typeof OTHER_ITEM_KINDS)[number];

/** The order staff work in: the most pressing kind first. */
export const KIND_RANK: Record<ItemKind, number> = {
  unresolvedCall: 1,
  overdue: 2,
  awaitingApproval: 3,
  endingSoon: 4,
  inProcess: 5,
  settlingSoon: 6,
  mtmMoved: 7,
};

export type ItemRules = {
  soonBusinessDays: number;
  inProcessBusinessDays: number;
  /** Percent, as the service sends it (lib/domain/mtm.ts). */
  mtmThresholdPct: string;
  /** How far under the threshold a move must come back before its item resolves (and a new one may open). */
  mtmMarginPct: string;
};

/** A leg as the book holds it, with what is known of the read it came from. */
export type LegObservation = {
  id: string;
  dualHedgeId: string;
  customerId: string;
  status: string | null;
  endAt: string | null;
  settlementAt: string | null;
  overdueAt: string | null;
  updatedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  /** The amount left on the fixed side; null: the side or its amount is unknown. */
  remaining: string | null;
  mtmChangePct: string | null;
  /** Still listed by the service (not marked "not seen since" by a complete read). */
  listed: boolean;
  /** False when its customer's last read failed: its row is as of an older read. */
  readOk: boolean;
  /** When the book last read it (database clock). */
  readAt: Date;
};

/** Neither Completed nor Cancelled by its status; only a leg without a status is judged by its dates. */
export function isOpenLeg(leg: Pick<LegObservation, "status" | "completedAt" | "cancelledAt">): boolean {
  return leg.status === null
    ? leg.completedAt === null && leg.cancelledAt === null
    : leg.status !== "Completed" && leg.status !== "Cancelled";
}

const absMove = (leg: LegObservation) => {
  const move = tryDecimal(leg.mtmChangePct);
  return move === null ? null : move.abs();
};

/** Today's windows and bars, worked out once per day and rules (a refresh judges many legs). */
type Window = {
  soonUntil: string;
  inProcessSince: string;
  mtmOpen: ReturnType<typeof decimal>;
  mtmHold: ReturnType<typeof decimal>;
};
let lastWindow: { key: string; window: Window } | null = null;
function windowOf(today: string, rules: ItemRules): Window {
  const key = `${today}\u0000${rules.soonBusinessDays}\u0000${rules.inProcessBusinessDays}\u0000${rules.mtmThresholdPct}\u0000${rules.mtmMarginPct}`;
  if (lastWindow?.key !== key)
    lastWindow = {
      key,
      window: {
        soonUntil: businessDayWindowEnd(today, rules.soonBusinessDays),
        inProcessSince: businessDaysAgo(today, rules.inProcessBusinessDays),
        mtmOpen: decimal(rules.mtmThresholdPct),
        mtmHold: subtract(rules.mtmThresholdPct, rules.mtmMarginPct),
      },
    };
  return lastWindow.window;
}

/** `live`: an item is open for it, so mark-to-market holds down to the threshold less the margin (hysteresis). */
export function conditionHolds(
  kind: LegItemKind,
  leg: LegObservation,
  today: string,
  rules: ItemRules,
  live = false,
): boolean {
  if (!leg.listed) return false;
  const window = windowOf(today, rules);
  switch (kind) {
    case "overdue":
      return leg.status === "Overdue" || (leg.overdueAt !== null && leg.overdueAt < today && isOpenLeg(leg));
    case "endingSoon":
      return (
        leg.status === "Active" &&
        leg.endAt !== null &&
        leg.endAt >= today &&
        leg.endAt <= window.soonUntil &&
        (leg.remaining === null || compare(leg.remaining, 0) > 0)
      );
    case "settlingSoon":
      return (
        isOpenLeg(leg) && leg.settlementAt !== null && leg.settlementAt >= today && leg.settlementAt <= window.soonUntil
      );
    case "inProcess": {
      const since = leg.updatedAt ?? leg.endAt;
      return leg.status === "InProcess" && since !== null && since <= window.inProcessSince;
    }
    case "mtmMoved": {
      const move = absMove(leg);
      if (move === null || !isOpenLeg(leg)) return false;
      return compare(move, live ? window.mtmHold : window.mtmOpen) >= 0;
    }
  }
}

/** The kinds that start for this leg today (no item open for them yet). */
export function startingConditions(leg: LegObservation, today: string, rules: ItemRules): LegItemKind[] {
  return LEG_ITEM_KINDS.filter((kind) => conditionHolds(kind, leg, today, rules));
}

/** The threshold under which an open mark-to-market item resolves: the threshold less the margin. */
export const mtmReopenBar = (rules: ItemRules) => subtract(rules.mtmThresholdPct, rules.mtmMarginPct).toString();
