import {
  conditionHolds,
  type ItemRules,
  isOpenLeg,
  LEG_ITEM_KINDS,
  type LegItemKind,
  type LegObservation,
  mtmReopenBar,
} from "./attention-rules";
import type { ApprovalResolution, CallResolution } from "./attention-others";
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
  | { cause: "mtmBack"; pct: string | null; bar: string; readAt: Date }
  | CallResolution
  | ApprovalResolution;

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

/** What the store found worth judging: conditions that may start (no unresolved item yet), and items that may end. */
export type Candidates = {
  opening: { kind: LegItemKind; leg: LegObservation }[];
  ending: { itemId: number; kind: LegItemKind; leg: LegObservation }[];
};

/** Never resolves from a failed read (its customer's last read failed): the book may just not know yet. */
export function judgeCandidates(candidates: Candidates, today: string, rules: ItemRules): ItemPlan {
  return {
    open: candidates.opening.filter(({ kind, leg }) => conditionHolds(kind, leg, today, rules)),
    resolve: candidates.ending
      .filter(({ kind, leg }) => leg.readOk && !conditionHolds(kind, leg, today, rules, true))
      .map(({ itemId, kind, leg }) => ({ itemId, kind, leg, resolution: resolutionOf(kind, leg, today, rules) })),
  };
}

/** The plan for these legs, given the items unresolved on them: a live item whose leg was not observed is kept. */
export function planLegItems(
  legs: readonly LegObservation[],
  live: readonly LiveItem[],
  today: string,
  rules: ItemRules,
): ItemPlan {
  const byId = new Map(legs.map((leg) => [leg.id, leg]));
  const liveKeys = new Set(live.map((item) => `${item.kind}\u0000${item.objectId}`));
  return judgeCandidates(
    {
      opening: legs.flatMap((leg) =>
        LEG_ITEM_KINDS.filter((kind) => !liveKeys.has(`${kind}\u0000${leg.id}`)).map((kind) => ({ kind, leg })),
      ),
      ending: live.flatMap((item) => {
        const leg = byId.get(item.objectId);
        return leg ? [{ itemId: item.id, kind: item.kind, leg }] : [];
      }),
    },
    today,
    rules,
  );
}
