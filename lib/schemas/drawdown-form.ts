import { checkDrawdownAmount, type DrawdownRule, type DrawdownRuleViolation } from "@/lib/domain/drawdown-rules";
import { customerIpProblem } from "@/lib/domain/ip";
import { amountTextProblem, type FieldRule } from "./form-rules";

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

export function drawdownRuleMessage(violation: DrawdownRuleViolation): string {
  return `${DRAWDOWN_RULE_TITLES[violation.rule]}: ${violation.message}.`;
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
export function drawdownFormRules(leg: { remaining: string; currency: string }): Record<keyof DrawdownFormInput, FieldRule> {
  return {
    amount: (value) => {
      const textProblem = amountTextProblem(value);
      if (textProblem) return textProblem; // the rules only run once the text is a number
      const check = checkDrawdownAmount({ amount: value!.trim(), remaining: leg.remaining, currency: leg.currency });
      return check.ok ? null : drawdownRuleMessage(check);
    },
    customerIp: customerIpProblem,
  };
}

export function toDrawdownFormValues(input: DrawdownFormInput): DrawdownFormValues {
  const customerIp = (input.customerIp ?? "").trim();
  return customerIp ? { amount: input.amount.trim(), customerIp } : { amount: input.amount.trim() };
}
