import type { DrawdownValues } from "../logic/drawdown";
import type { DrawdownProposalRow } from "./rows";

export function columnsFromValues(values: DrawdownValues) {
  const { before, after } = values;
  return {
    fromCurrencyAmount: values.fromCurrencyAmount,
    toCurrencyAmount: values.toCurrencyAmount,
    collateralAmountReleased: values.collateralAmountReleased,
    quote: values.quote,
    endAt: values.endAt,
    settlementAt: values.settlementAt,
    beforeFromCurrencyAmount: before.fromCurrencyAmount,
    beforeToCurrencyAmount: before.toCurrencyAmount,
    beforeQuote: before.quote,
    beforeEndAt: before.endAt,
    beforeSettlementAt: before.settlementAt,
    beforeCollateralAmount: before.collateralAmount,
    afterFromCurrencyAmount: after.fromCurrencyAmount,
    afterToCurrencyAmount: after.toCurrencyAmount,
    afterQuote: after.quote,
    afterEndAt: after.endAt,
    afterSettlementAt: after.settlementAt,
    afterCollateralAmount: after.collateralAmount,
  };
}

type PricedColumns = ReturnType<typeof columnsFromValues>;

const PRICED_KEYS = [
  "fromCurrencyAmount",
  "toCurrencyAmount",
  "collateralAmountReleased",
  "quote",
  "endAt",
  "settlementAt",
  "beforeFromCurrencyAmount",
  "beforeToCurrencyAmount",
  "beforeQuote",
  "beforeEndAt",
  "beforeSettlementAt",
  "beforeCollateralAmount",
  "afterFromCurrencyAmount",
  "afterToCurrencyAmount",
  "afterQuote",
  "afterEndAt",
  "afterSettlementAt",
  "afterCollateralAmount",
] as const satisfies readonly (keyof PricedColumns)[];

/** A proposal's priced values, recorded unchanged on the drawdown it becomes. */
export function pricedColumnsOf(row: DrawdownProposalRow): PricedColumns {
  return Object.fromEntries(PRICED_KEYS.map((key) => [key, row[key]])) as PricedColumns;
}
