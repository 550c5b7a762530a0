import { z } from "zod";
import { checkDrawdownAmount, type DrawdownRule, type DrawdownRuleViolation } from "@/lib/domain/drawdown-rules";
import { optionalCustomerIpSchema } from "@/lib/domain/ip";
import { amountTextSchema } from "./flows";

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

// The same text pattern as the action's schema; the rules only run once the text is a number.
const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/**
 * The drawdown form's schema: the action's own amount and customer-IP fields, plus the amount rules
 * of lib/domain/drawdown-rules against what remains on the leg's fixed side — the very function the
 * action runs again, exactly, before anything is sent.
 */
export function drawdownFormSchema(leg: { remaining: string; currency: string }) {
  return z.object({
    amount: amountTextSchema.superRefine((value, ctx) => {
      if (!AMOUNT_TEXT.test(value)) return;
      const check = checkDrawdownAmount({ amount: value, remaining: leg.remaining, currency: leg.currency });
      if (!check.ok) ctx.addIssue({ code: "custom", message: drawdownRuleMessage(check), params: { rule: check.rule } });
    }),
    customerIp: optionalCustomerIpSchema,
  });
}

export type DrawdownFormInput = z.input<ReturnType<typeof drawdownFormSchema>>;
export type DrawdownFormValues = z.output<ReturnType<typeof drawdownFormSchema>>;
