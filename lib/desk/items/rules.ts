import "server-only";
import type { ItemRules } from "@/lib/domain/attention-rules";
import { serverEnv } from "@/lib/env/server";

/** The item rules from configuration: the desk's own windows and threshold, and the threshold's margin. */
export function itemRules(): ItemRules {
  return {
    soonBusinessDays: serverEnv.DESK_SOON_BUSINESS_DAYS,
    inProcessBusinessDays: serverEnv.DESK_IN_PROCESS_BUSINESS_DAYS,
    mtmThresholdPct: serverEnv.DESK_MTM_THRESHOLD_PCT,
    mtmMarginPct: serverEnv.DESK_MTM_MARGIN_PCT,
  };
}
