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

let backgroundClient: HedgingClient | undefined;

/** For background work that paces itself (the book's sync): no retries of its own, so every call is one request the caller counted and backed off. */
export function backgroundHedging(): HedgingClient {
  return (backgroundClient ??= createHedgingClient({
    ...hedgingConnectionFromEnv(),
    retryDelaysMs: [],
    caller: "background",
    logger: logger.child({ component: "hedging", background: true }),
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
export { dualHedgeFilters } from "./list-check";
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
  type LenientPage,
  type OpenEnum,
  type Page,
  type Pagination,
  type Spot,
} from "@/lib/wire";
