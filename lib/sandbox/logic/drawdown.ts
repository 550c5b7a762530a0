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

/** Collateral is released in proportion to the share drawn; a full drawdown takes exactly what remains; exact decimals throughout. */
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
    // The other side keeps the REMAINING leg on its quote, so a leg never drifts off its rate however many drawdowns it has.
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
    released = clamp(
      roundToCurrency(decimal(before.collateralAmount).times(share), leg.fromCurrency),
      before.collateralAmount,
    );
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

/** Status follows the dates; only one the dates cannot tell (a seeded Overdue) is stored. */
export function drawdownStatus(
  row: { endAt: string; settlementAt: string; pinnedStatus: string | null },
  today: string,
): DrawdownStatus {
  if (row.pinnedStatus === "Overdue") return "Overdue";
  if (today < row.endAt) return "Active";
  if (today < row.settlementAt) return "InProcess";
  return "Completed";
}
