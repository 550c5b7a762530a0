import { checkDrawdownAmount, type DrawdownRule, type DrawdownRuleViolation } from "@/lib/domain/drawdown-rules";
import { formatAmount } from "@/lib/format/format";
import { decimalPlaces, minorUnits } from "@/lib/domain/money";
import { customerIpProblem } from "@/lib/domain/customer-ip";
import { amountTextProblem, plainAmount, type FieldRule } from "./form-rules";

/** What the staff member reads first: which rule, then the service's own wording with the numbers. */
export const DRAWDOWN_RULE_TITLES: Record<DrawdownRule, string> = {
  amount_missing: "Amount",
  both_amounts: "Amount",
  wrong_side: "Fixed side",
  not_a_number: "Not a number",
  precision: "Decimal places",
  minimum: "Minimum 10",
  maximum: "At most the remaining amount",
  remainder: "Remainder 0 or at least 10",
};

/** The form's and the action's wording, amounts formatted for the currency; the service's own for rules a form cannot break. */
export function drawdownRuleMessage(violation: DrawdownRuleViolation): string {
  const { currency } = violation;
  // An amount finer than the currency (the service's remaining may be) is shown as sent, never rounded to look like another.
  const money = (value: string | undefined) =>
    value && currency && decimalPlaces(value) > minorUnits(currency)
      ? `${currency}\u00a0${value}`
      : formatAmount(value, currency);
  const detail = () => {
    switch (violation.rule) {
      case "precision":
        return violation.maxDecimals === 0
          ? `${currency} amounts have no decimal places`
          : `${currency} amounts have at most ${violation.maxDecimals} decimal places`;
      case "minimum":
        return `${money(violation.amount)} is below the minimum drawdown of ${money(violation.minimum)}`;
      case "maximum":
        return `${money(violation.amount)} is more than the ${money(violation.remaining)} remaining on the leg`;
      case "remainder":
        return `This would leave ${money(violation.remainderAfter)} on the leg; draw the full ${money(violation.remaining)} or leave at least ${money(violation.minimum)}`;
      default:
        return violation.message;
    }
  };
  return `${DRAWDOWN_RULE_TITLES[violation.rule]}: ${detail()}.`;
}

export interface DrawdownFormInput {
  amount: string;
  customerIp: string;
}
export interface DrawdownFormValues {
  amount: string;
  customerIp?: string;
}

/** The very rules the quote action runs again before anything is sent. */
export function drawdownFormRules(leg: {
  remaining: string;
  currency: string;
}): Record<keyof DrawdownFormInput, FieldRule> {
  return {
    amount: (value) => {
      const textProblem = amountTextProblem(value);
      if (textProblem) return textProblem; // the rules only run once the text is a number
      const check = checkDrawdownAmount({
        amount: plainAmount(value!),
        remaining: leg.remaining,
        currency: leg.currency,
      });
      return check.ok ? null : drawdownRuleMessage(check);
    },
    customerIp: customerIpProblem,
  };
}

export function toDrawdownFormValues(input: DrawdownFormInput): DrawdownFormValues {
  const customerIp = (input.customerIp ?? "").trim();
  const amount = plainAmount(input.amount);
  return customerIp ? { amount, customerIp } : { amount };
}
