import {
  conditionHolds,
  type ItemRules,
  isOpenLeg,
  type LegItemKind,
  type LegObservation,
  mtmReopenBar,
  startingConditions,
} from "./attention-rules";
import { compare } from "./money";

// What a refresh of the attention items does with what the book shows: open the conditions that started, resolve the
// ones the book shows gone (and why), keep the rest. Pure: the store (lib/desk/items) applies the plan.

/** Why an item resolved by itself: what the book showed, for the item's history. */
export type Resolution =
  | { cause: "notListed"; readAt: Date }
  | { cause: "status"; status: string | null; readAt: Date }
  | { cause: "drawnToZero"; readAt: Date }
  | { cause: "datePassed"; field: "end" | "settlement" | "overdue"; date: string }
  | { cause: "dateMoved"; field: "end" | "settlement" | "overdue"; date: string | null; readAt: Date }
  | { cause: "updated"; since: string | null; readAt: Date }
  | { cause: "mtmBack"; pct: string | null; bar: string; readAt: Date };

export type LiveItem = { id: number; kind: LegItemKind; objectId: string };

export type ItemPlan = {
  open: { kind: LegItemKind; leg: LegObservation }[];
  resolve: { itemId: number; kind: LegItemKind; leg: LegObservation; resolution: Resolution }[];
};

/** Why the condition of `kind` no longer holds for this leg (called only when it does not). */
export function resolutionOf(kind: LegItemKind, leg: LegObservation, today: string, rules: ItemRules): Resolution {
  const { readAt } = leg;
  if (!leg.listed) return { cause: "notListed", readAt };
  const status = { cause: "status", status: leg.status, readAt } as const;
  switch (kind) {
    case "overdue":
      if (!isOpenLeg(leg) || leg.overdueAt === null) return status;
      return { cause: "dateMoved", field: "overdue", date: leg.overdueAt, readAt };
    case "endingSoon":
      if (leg.status !== "Active") return status;
      if (leg.remaining !== null && compare(leg.remaining, 0) <= 0) return { cause: "drawnToZero", readAt };
      if (leg.endAt !== null && leg.endAt < today) return { cause: "datePassed", field: "end", date: leg.endAt };
      return { cause: "dateMoved", field: "end", date: leg.endAt, readAt };
    case "settlingSoon":
      if (!isOpenLeg(leg)) return status;
      if (leg.settlementAt !== null && leg.settlementAt < today)
        return { cause: "datePassed", field: "settlement", date: leg.settlementAt };
      return { cause: "dateMoved", field: "settlement", date: leg.settlementAt, readAt };
    case "inProcess":
      if (leg.status !== "InProcess") return status;
      return { cause: "updated", since: leg.updatedAt ?? leg.endAt, readAt };
    case "mtmMoved":
      if (!isOpenLeg(leg)) return status;
      return { cause: "mtmBack", pct: leg.mtmChangePct, bar: mtmReopenBar(rules), readAt };
  }
}

/**
 * The plan for these legs, given the items open on them. A live item whose leg was not observed is kept; one whose
 * leg comes from a failed read (its customer's last read failed) is never resolved: the book may just not know yet.
 */
export function planLegItems(
  legs: readonly LegObservation[],
  live: readonly LiveItem[],
  today: string,
  rules: ItemRules,
): ItemPlan {
  const byId = new Map(legs.map((leg) => [leg.id, leg]));
  const liveKeys = new Set(live.map((item) => `${item.kind}\u0000${item.objectId}`));
  const plan: ItemPlan = { open: [], resolve: [] };
  for (const item of live) {
    const leg = byId.get(item.objectId);
    if (!leg || !leg.readOk || conditionHolds(item.kind, leg, today, rules, true)) continue;
    plan.resolve.push({
      itemId: item.id,
      kind: item.kind,
      leg,
      resolution: resolutionOf(item.kind, leg, today, rules),
    });
  }
  for (const leg of legs)
    for (const kind of startingConditions(leg, today, rules))
      if (!liveKeys.has(`${kind}\u0000${leg.id}`)) plan.open.push({ kind, leg });
  return plan;
}
