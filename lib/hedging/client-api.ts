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
  LenientPage,
} from "@/lib/wire";
import type { CheckedPage } from "./list-check";
import type { QueryNames } from "./paths";
import type { HedgingResult } from "./result";

/** The three money-moving mutations resolve on any 2xx, with `data: null` when the answer cannot be read: the operation happened. */

export interface HedgingClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  logger: Logger;
  retryDelaysMs?: readonly number[];
  maxResponseBytes?: number;
  /** The list query parameters' names, where the deployment's service spells them differently (lib/hedging/paths.ts). */
  queryNames?: Partial<QueryNames>;
  /** Who calls, for the metrics: pages and actions (the default) or background work. */
  caller?: "interactive" | "background";
}

export interface CallOptions {
  requestId?: string;
  signal?: AbortSignal;
  /** Reads only: keep the body's text on the result as `body` (the book stores objects as read). */
  keepBody?: boolean;
}

export interface PageOptions extends CallOptions {
  page?: number;
  perPage?: number;
}

/** One amount, on the fixed side, as the decimal text the rules were checked on: a float could round it. */
export interface DrawdownAmount {
  side: FixedSide;
  value: string;
}

export interface HedgingClient {
  /** Lists are checked against their query: `items` holds only rows that match the filters, `check` says what the answer contradicted. */
  listCustomers(input?: PageOptions & { externalCustomerId?: string }): Promise<HedgingResult<CheckedPage<Customer>>>;
  getCustomer(input: CallOptions & { customerId: string }): Promise<HedgingResult<Customer>>;
  listDualHedges(
    input: PageOptions & { customerId: string; createdOn?: string; updatedOn?: string },
  ): Promise<HedgingResult<CheckedPage<DualHedge>>>;
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
  listConversions(input?: PageOptions): Promise<HedgingResult<CheckedPage<Conversion>>>;
  getConversion(input: CallOptions & { conversionId: string }): Promise<HedgingResult<Conversion>>;
  /** @deprecated Removed upstream on 2027-07-15 (docs/interface.md, "Conversions and spots"); use {@link HedgingClient.getConversion}. */
  getSpot(input: CallOptions & { spotId: string }): Promise<HedgingResult<Conversion>>;
  /** The book's reads (lib/book): one item without a usable id is skipped and counted, and `body` is kept. */
  listCustomersLeniently(input?: PageOptions): Promise<HedgingResult<LenientPage<Customer>>>;
  /** `updatedOn` is not checked here: the caller proves it honoured (lib/book/update-days.ts) or reads every page. */
  listDualHedgesLeniently(
    input: PageOptions & { customerId: string; updatedOn?: string },
  ): Promise<HedgingResult<LenientPage<DualHedge>>>;
  listConversionsLeniently(input?: PageOptions): Promise<HedgingResult<LenientPage<Conversion>>>;
}
