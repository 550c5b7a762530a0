import { compare, decimal, decimalPlaces, minorUnits, subtract, toDecimalString, tryDecimal } from "./money";

// Pure so the form, the action and the sandbox give the same verdict (interface 4.1 and 8).

export const DRAWDOWN_MINIMUM = "10";

export type FixedSide = "fromCurrencyAmount" | "toCurrencyAmount";

export type DrawdownRequestAmounts = {
  fromCurrencyAmount?: number | string | null;
  toCurrencyAmount?: number | string | null;
};

export type DrawdownRule =
  "amount_missing" | "both_amounts" | "wrong_side" | "not_a_number" | "precision" | "minimum" | "maximum" | "remainder";

export type DrawdownRuleViolation = {
  ok: false;
  rule: DrawdownRule;
  message: string;
  fixedSide?: FixedSide;
  currency?: string;
  amount?: string;
  remaining?: string;
  minimum?: string;
  remainderAfter?: string;
  maxDecimals?: number;
};

export type DrawdownAmountOk = {
  ok: true;
  amount: string;
  remainingAfter: string;
  full: boolean;
};

export type DrawdownAmountCheck = DrawdownAmountOk | DrawdownRuleViolation;

export function pickDrawdownAmount(
  request: DrawdownRequestAmounts,
  fixedSide: FixedSide,
): { ok: true; amount: number | string } | DrawdownRuleViolation {
  const hasFrom = request.fromCurrencyAmount !== undefined && request.fromCurrencyAmount !== null;
  const hasTo = request.toCurrencyAmount !== undefined && request.toCurrencyAmount !== null;
  if (hasFrom && hasTo) {
    return {
      ok: false,
      rule: "both_amounts",
      fixedSide,
      message: "Provide exactly one of fromCurrencyAmount and toCurrencyAmount, not both",
    };
  }
  if (!hasFrom && !hasTo) {
    return {
      ok: false,
      rule: "amount_missing",
      fixedSide,
      message: `Provide exactly one amount: ${fixedSide}`,
    };
  }
  const side: FixedSide = hasFrom ? "fromCurrencyAmount" : "toCurrencyAmount";
  if (side !== fixedSide) {
    return {
      ok: false,
      rule: "wrong_side",
      fixedSide,
      message: `The hedge's fixed side is ${fixedSide}; the amount must be given as ${fixedSide}, not ${side}`,
    };
  }
  return { ok: true, amount: request[side] as number | string };
}

export function checkDrawdownAmount(input: {
  amount: number | string;
  remaining: number | string;
  currency: string;
}): DrawdownAmountCheck {
  const { currency } = input;
  const amount = tryDecimal(input.amount);
  const remaining = decimal(input.remaining);
  const base = { ok: false as const, currency, remaining: toDecimalString(remaining), minimum: DRAWDOWN_MINIMUM };
  if (amount === null) {
    return { ...base, rule: "not_a_number", message: `The amount is not a number: ${String(input.amount)}` };
  }
  const amountText = toDecimalString(amount);
  const maxDecimals = minorUnits(currency);
  if (decimalPlaces(amount) > maxDecimals) {
    return {
      ...base,
      rule: "precision",
      amount: amountText,
      maxDecimals,
      message: `The amount ${amountText} ${currency} has more than ${maxDecimals} decimal places`,
    };
  }
  if (compare(amount, DRAWDOWN_MINIMUM) < 0) {
    return {
      ...base,
      rule: "minimum",
      amount: amountText,
      message: `The amount ${amountText} ${currency} is below the minimum drawdown of ${DRAWDOWN_MINIMUM} ${currency}`,
    };
  }
  if (compare(amount, remaining) > 0) {
    return {
      ...base,
      rule: "maximum",
      amount: amountText,
      message: `The amount ${amountText} ${currency} exceeds the remaining ${base.remaining} ${currency}`,
    };
  }
  const after = subtract(remaining, amount);
  const afterText = toDecimalString(after);
  if (!after.eq(0) && compare(after, DRAWDOWN_MINIMUM) < 0) {
    return {
      ...base,
      rule: "remainder",
      amount: amountText,
      remainderAfter: afterText,
      message:
        `The drawdown would leave ${afterText} ${currency}; draw the full ${base.remaining} ${currency} ` +
        `or leave at least ${DRAWDOWN_MINIMUM} ${currency}`,
    };
  }
  return { ok: true, amount: amountText, remainingAfter: afterText, full: after.eq(0) };
}
