import "server-only";
import type { Logger } from "@/lib/log/logger";
import type {
  CancelDualHedgeResult,
  Conversion,
  Customer,
  Drawdown,
  DrawdownProposal,
  DualHedge,
  EarlySettlementProposal,
  FixedSide,
  Hedge,
  Page,
} from "@/lib/wire";
import type { HedgingResult } from "./transport";

/**
 * The client's public surface: one async function per upstream operation (spec part 4 and gaps.md).
 * The three mutations that move money or cancel (cancel, both accepts) resolve on any 2xx, with
 * `data: null` when the answer cannot be read at all: the operation happened.
 */

export interface HedgingClientOptions {
  /** Ends in `/v1`, no trailing slash needed. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Budget for a whole call, retries included. Default 10 000. */
  timeoutMs?: number;
  logger: Logger;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Waits before the two GET retries. Default [200, 600]; tests pass small values. */
  retryDelaysMs?: readonly number[];
  /** An answer larger than this is a HedgingError and its download is stopped. Default 8 MB. */
  maxResponseBytes?: number;
}

/** Every operation takes these; without a requestId one is generated (and returned). */
export interface CallOptions {
  requestId?: string;
  /** Abandons the call (and its download) when it aborts, on top of the client's own timeout. */
  signal?: AbortSignal;
}

export interface PageOptions extends CallOptions {
  page?: number;
  perPage?: number;
}

/** A drawdown names exactly one amount, on the hedge's fixed side (spec 4.1). */
export interface DrawdownAmount {
  side: FixedSide;
  value: number;
}

export interface HedgingClient {
  listCustomers(input?: PageOptions & { externalCustomerId?: string }): Promise<HedgingResult<Page<Customer>>>;
  getCustomer(input: CallOptions & { customerId: string }): Promise<HedgingResult<Customer>>;
  listDualHedges(
    input: PageOptions & { customerId: string; createdOn?: string; updatedOn?: string },
  ): Promise<HedgingResult<Page<DualHedge>>>;
  getDualHedge(input: CallOptions & { customerId: string; dualHedgeId: string }): Promise<HedgingResult<DualHedge>>;
  cancelDualHedge(
    input: CallOptions & { customerId: string; dualHedgeId: string; reason: string; customerIp: string },
  ): Promise<HedgingResult<CancelDualHedgeResult | null>>;
  quoteDrawdown(
    input: CallOptions & { customerId: string; hedgeId: string; amount: DrawdownAmount; customerIp: string },
  ): Promise<HedgingResult<DrawdownProposal>>;
  acceptDrawdown(
    input: CallOptions & { customerId: string; hedgeId: string; drawdownProposalId: string; customerIp: string },
  ): Promise<HedgingResult<Drawdown | null>>;
  getDrawdown(
    input: CallOptions & { customerId: string; hedgeId: string; drawdownId: string },
  ): Promise<HedgingResult<Drawdown>>;
  quoteEarlySettlement(
    input: CallOptions & { customerId: string; hedgeId: string },
  ): Promise<HedgingResult<EarlySettlementProposal>>;
  /** Answers with the leg after the settlement (gaps.md). */
  acceptEarlySettlement(
    input: CallOptions & { customerId: string; hedgeId: string; earlySettlementProposalId: string },
  ): Promise<HedgingResult<Hedge | null>>;
  listConversions(input?: PageOptions): Promise<HedgingResult<Page<Conversion>>>;
  getConversion(input: CallOptions & { conversionId: string }): Promise<HedgingResult<Conversion>>;
  /**
   * @deprecated Spec part 9: `GET /spots/{spotId}` "will be removed on Jul 15" (no year given;
   * the next 15 July is 2027-07-15; the sandbox's `Sunset` header, logged per call, has the date).
   * Use {@link HedgingClient.getConversion}: same fields.
   */
  getSpot(input: CallOptions & { spotId: string }): Promise<HedgingResult<Conversion>>;
}
