import "server-only";
import { logger } from "@/lib/log/logger";
import { createHedgingClient } from "./client";
import type { HedgingClient } from "./client-api";
import { hedgingConnectionFromEnv } from "./env";

let defaultClient: HedgingClient | undefined;

export function hedging(): HedgingClient {
  return (defaultClient ??= createHedgingClient({
    ...hedgingConnectionFromEnv(),
    logger: logger.child({ component: "hedging" }),
  }));
}

export { createHedgingClient } from "./client";
export type { CallOptions, DrawdownAmount, HedgingClient, HedgingClientOptions, PageOptions } from "./client-api";
export { isEmbeddedSandbox } from "./env";
export {
  HedgingError,
  isHedgingError,
  kindOfStatus,
  type HedgingErrorJSON,
  type HedgingErrorKind,
  type HedgingErrorStatus,
} from "./errors";
export { describeDrift, type Drift, type DriftKind } from "./drift";
export type { CheckedPage, FilterParam, IgnoredFilter, ListCheck, PagingContradiction } from "./list-check";
export type { HedgingResult } from "./result";
export {
  CUSTOMER_STATUSES,
  DRAWDOWN_STATUSES,
  FIXED_SIDES,
  HEDGE_STATUSES,
  SETTLEMENT_TYPES,
  type CancelDualHedgeResult,
  type Conversion,
  type Customer,
  type Drawdown,
  type DrawdownProposal,
  type DualHedge,
  type EarlySettlementProposal,
  type FixedSide,
  type Hedge,
  type HedgeStateSnapshot,
  type OpenEnum,
  type Page,
  type Pagination,
  type Spot,
} from "@/lib/wire";
