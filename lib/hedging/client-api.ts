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

/** The three money-moving mutations resolve on any 2xx, with `data: null` when the answer cannot be read: the operation happened. */

export interface HedgingClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  logger: Logger;
  retryDelaysMs?: readonly number[];
  maxResponseBytes?: number;
}

export interface CallOptions {
  requestId?: string;
  signal?: AbortSignal;
}

export interface PageOptions extends CallOptions {
  page?: number;
  perPage?: number;
}

/**
 * A drawdown names exactly one amount, on the hedge's fixed side (spec 4.1). The amount is the plain decimal text
 * the rules were checked on ("1234567890123.45"), written into the JSON body as a number digit for digit: a float
 * on the way could round it to an amount nobody checked.
 */
export interface DrawdownAmount {
  side: FixedSide;
  value: string;
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
  acceptEarlySettlement(
    input: CallOptions & { customerId: string; hedgeId: string; earlySettlementProposalId: string },
  ): Promise<HedgingResult<Hedge | null>>;
  listConversions(input?: PageOptions): Promise<HedgingResult<Page<Conversion>>>;
  getConversion(input: CallOptions & { conversionId: string }): Promise<HedgingResult<Conversion>>;
  /** @deprecated Removed upstream on 2027-07-15 (spec part 9); use {@link HedgingClient.getConversion}. */
  getSpot(input: CallOptions & { spotId: string }): Promise<HedgingResult<Conversion>>;
}
