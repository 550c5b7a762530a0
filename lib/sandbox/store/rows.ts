import type { Db } from "@/lib/db";
import {
  sandboxConversions,
  sandboxCustomers,
  sandboxDrawdownProposals,
  sandboxDrawdowns,
  sandboxDualHedges,
  sandboxEarlySettlementProposals,
  sandboxHedges,
} from "@/lib/db/schema/sandbox";
import { toNumber } from "@/lib/domain/money";
import type { Conversion, Customer, DualHedge, Hedge, HedgeStateSnapshot } from "../schemas/resources";

/** Row types, and the one place where a row becomes the exact wire object. */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Queryable = Db | Tx;

export type CustomerRow = typeof sandboxCustomers.$inferSelect;
export type DualHedgeRow = typeof sandboxDualHedges.$inferSelect;
export type HedgeRow = typeof sandboxHedges.$inferSelect;
export type DrawdownProposalRow = typeof sandboxDrawdownProposals.$inferSelect;
export type DrawdownRow = typeof sandboxDrawdowns.$inferSelect;
export type EarlySettlementProposalRow = typeof sandboxEarlySettlementProposals.$inferSelect;
export type ConversionRow = typeof sandboxConversions.$inferSelect;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    companyName: row.companyName,
    companyCountry: row.companyCountry,
    externalCustomerId: row.externalCustomerId,
    status: row.status as Customer["status"],
  };
}

const maybeNumber = (value: string | null) => (value === null ? null : toNumber(value));

export function toHedge(row: HedgeRow): Hedge {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status as Hedge["status"],
    transactionId: row.transactionId,
    externalTransactionId: row.externalTransactionId,
    fromCurrency: row.fromCurrency,
    toCurrency: row.toCurrency,
    externalCustomerId: row.externalCustomerId,
    toCurrencyAmount: toNumber(row.toCurrencyAmount),
    fromCurrencyAmount: toNumber(row.fromCurrencyAmount),
    fixedSide: row.fixedSide as Hedge["fixedSide"],
    initialCollateralAmount: toNumber(row.initialCollateralAmount),
    quote: toNumber(row.quote),
    externalMarkupPct: maybeNumber(row.externalMarkupPct),
    acceptedAtTs: row.acceptedAtTs,
    issuedAt: row.issuedAt,
    endAt: row.endAt,
    updatedAt: row.updatedAt,
    cancelledAt: row.cancelledAt,
    // Always filled by the sandbox; the issue date is the honest fallback for old rows.
    initialCollateralReceivedAt: row.initialCollateralReceivedAt ?? row.issuedAt,
    fundsReceivedAt: row.fundsReceivedAt,
    completedAt: row.completedAt,
    completedAtTs: row.completedAtTs,
    overdueAt: row.overdueAt,
    settlementAt: row.settlementAt,
    settlementType: row.settlementType as Hedge["settlementType"],
    adjustedMtmChangePct: toNumber(row.adjustedMtmChangePct),
    adjustedMtmChangeTs: row.adjustedMtmChangeTs,
    spotRate: toNumber(row.spotRate),
  };
}

export function toDualHedge(dual: DualHedgeRow, legs: HedgeRow[]): DualHedge {
  return {
    id: dual.id,
    issuedAt: dual.issuedAt,
    customerId: dual.customerId,
    functionalCurrency: dual.functionalCurrency,
    fromCurrency: dual.fromCurrency,
    toCurrency: dual.toCurrency,
    rate: toNumber(dual.rate),
    hedges: [...legs].sort((a, b) => a.legIndex - b.legIndex).map(toHedge),
  };
}

type SnapshotColumns = DrawdownRow | DrawdownProposalRow;

export function toSnapshots(row: SnapshotColumns): {
  beforeHedgeState: HedgeStateSnapshot;
  afterHedgeState: HedgeStateSnapshot;
} {
  return {
    beforeHedgeState: {
      fromCurrencyAmount: toNumber(row.beforeFromCurrencyAmount),
      toCurrencyAmount: toNumber(row.beforeToCurrencyAmount),
      quote: toNumber(row.beforeQuote),
      endAt: row.beforeEndAt,
      settlementAt: row.beforeSettlementAt,
      collateralAmount: toNumber(row.beforeCollateralAmount),
    },
    afterHedgeState: {
      fromCurrencyAmount: toNumber(row.afterFromCurrencyAmount),
      toCurrencyAmount: toNumber(row.afterToCurrencyAmount),
      quote: toNumber(row.afterQuote),
      endAt: row.afterEndAt,
      settlementAt: row.afterSettlementAt,
      collateralAmount: toNumber(row.afterCollateralAmount),
    },
  };
}

export function toConversion(row: ConversionRow): Conversion {
  return {
    id: row.id,
    organizationId: row.organizationId,
    fromCurrency: row.fromCurrency,
    toCurrency: row.toCurrency,
    toCurrencyAmount: toNumber(row.toCurrencyAmount),
    fromCurrencyAmount: toNumber(row.fromCurrencyAmount),
    quote: toNumber(row.quote),
    acceptedAtTs: row.acceptedAtTs,
    issuedAt: row.issuedAt,
    completedAt: row.completedAt,
  };
}
