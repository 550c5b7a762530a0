import {
  checkDrawdownAmount,
  type DrawdownRequestAmounts,
  type DrawdownRuleViolation,
  type FixedSide,
  pickDrawdownAmount,
} from "@/lib/domain/drawdown-rules";
import {
  type Decimal,
  decimal,
  divide,
  multiply,
  roundToCurrency,
  subtract,
  toDecimalString,
} from "@/lib/domain/money";
import { nextBusinessDay } from "../clock";
import type { HedgeRow } from "../store/rows";

/** Exact decimal strings of a HedgeStateSnapshot. */
export type SnapshotValues = {
  fromCurrencyAmount: string;
  toCurrencyAmount: string;
  quote: string;
  endAt: string;
  settlementAt: string;
  collateralAmount: string;
};

export type DrawdownValues = {
  fromCurrencyAmount: string;
  toCurrencyAmount: string;
  collateralAmountReleased: string;
  quote: string;
  endAt: string;
  settlementAt: string;
  before: SnapshotValues;
  after: SnapshotValues;
  full: boolean;
};

/** The value as decimal text, kept within 0..max. */
function clamp(value: Decimal, max: string): string {
  if (value.lt(0)) return "0";
  return value.cmp(decimal(max)) > 0 ? toDecimalString(max) : toDecimalString(value);
}

export function snapshotOf(leg: HedgeRow): SnapshotValues {
  return {
    fromCurrencyAmount: toDecimalString(leg.fromCurrencyAmount),
    toCurrencyAmount: toDecimalString(leg.toCurrencyAmount),
    quote: toDecimalString(leg.quote),
    endAt: leg.endAt,
    settlementAt: leg.settlementAt,
    collateralAmount: toDecimalString(leg.collateralAmount),
  };
}

export function fixedCurrencyOf(leg: HedgeRow): string {
  return leg.fixedSide === "toCurrencyAmount" ? leg.toCurrency : leg.fromCurrency;
}

/**
 * Prices a drawdown of `request` against the leg as it is now, on `today`. The rate is the
 * leg's locked quote; collateral is released in proportion to the share of the remaining
 * amount drawn (rounded to fromCurrency); a full drawdown takes exactly what remains. The
 * after-state is the before-state minus the drawn amounts, computed in exact decimals.
 */
export function priceDrawdown(
  leg: HedgeRow,
  request: DrawdownRequestAmounts,
  today: string,
): { ok: true; values: DrawdownValues } | DrawdownRuleViolation {
  const fixedSide = leg.fixedSide as FixedSide;
  const picked = pickDrawdownAmount(request, fixedSide);
  if (!picked.ok) return picked;
  const before = snapshotOf(leg);
  const check = checkDrawdownAmount({
    amount: picked.amount,
    remaining: before[fixedSide],
    currency: fixedCurrencyOf(leg),
  });
  if (!check.ok) return check;

  let from: string;
  let to: string;
  let released: string;
  if (check.full) {
    from = before.fromCurrencyAmount;
    to = before.toCurrencyAmount;
    released = before.collateralAmount;
  } else {
    // The other side is whatever keeps the REMAINING leg on its rate: remaining other side =
    // remaining fixed side × or ÷ quote, rounded. So a leg never drifts off its quote however
    // many drawdowns it has, and each drawn amount is within one minor unit of fixed × or ÷ quote.
    const remainingFixed = check.remainingAfter;
    if (fixedSide === "toCurrencyAmount") {
      to = check.amount;
      const fromAfter = multiply(remainingFixed, before.quote, leg.fromCurrency);
      from = clamp(subtract(before.fromCurrencyAmount, fromAfter), before.fromCurrencyAmount);
    } else {
      from = check.amount;
      const toAfter = divide(remainingFixed, before.quote, leg.toCurrency);
      to = clamp(subtract(before.toCurrencyAmount, toAfter), before.toCurrencyAmount);
    }
    const share = decimal(check.amount).div(decimal(before[fixedSide]));
    released = clamp(roundToCurrency(decimal(before.collateralAmount).times(share), leg.fromCurrency), before.collateralAmount);
  }

  const after: SnapshotValues = {
    ...before,
    fromCurrencyAmount: toDecimalString(subtract(before.fromCurrencyAmount, from)),
    toCurrencyAmount: toDecimalString(subtract(before.toCurrencyAmount, to)),
    collateralAmount: toDecimalString(subtract(before.collateralAmount, released)),
  };
  return {
    ok: true,
    values: {
      fromCurrencyAmount: from,
      toCurrencyAmount: to,
      collateralAmountReleased: released,
      quote: before.quote,
      endAt: today,
      settlementAt: nextBusinessDay(today),
      before,
      after,
      full: check.full,
    },
  };
}

export type DrawdownStatus = "Active" | "InProcess" | "Completed" | "Overdue";

/**
 * A drawdown's status follows its dates: Active before it executes (endAt), InProcess from
 * then until it settles (settlementAt), Completed from the settlement date on. Only a status
 * that the dates cannot tell (a seeded Overdue one) is stored.
 */
export function drawdownStatus(
  row: { endAt: string; settlementAt: string; pinnedStatus: string | null },
  today: string,
): DrawdownStatus {
  if (row.pinnedStatus === "Overdue") return "Overdue";
  if (today < row.endAt) return "Active";
  if (today < row.settlementAt) return "InProcess";
  return "Completed";
}
