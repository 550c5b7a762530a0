import { queryOptions } from "@tanstack/react-query";
import { listDualHedgesAction } from "@/lib/actions/dual-hedges";
import { toActionOutcome } from "@/lib/actions/errors";
import type { DualHedgeListQuery } from "@/lib/search-params/dual-hedges";
import { unwrapOutcome } from "./outcome";

export type DualHedgeListInput = DualHedgeListQuery & { customerId: string };

export const dualHedgeKeys = {
  all: ["dual-hedges"] as const,
  list: (input: DualHedgeListInput) => ["dual-hedges", "list", input] as const,
};

/**
 * The page fills this key on the server (from lib/hedging, for the first paint); the client reads
 * and refetches it through the action. Never the action by reference: it takes the input.
 */
export function dualHedgesQueryOptions(input: DualHedgeListInput) {
  return queryOptions({
    queryKey: dualHedgeKeys.list(input),
    queryFn: () => listDualHedgesAction(input).then(toActionOutcome).then(unwrapOutcome),
  });
}
