import { z } from "zod";
import { APPROVAL_MODES, type ApprovalAction } from "@/lib/domain/approval-actions";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@/lib/domain/control-characters";
import { decimal, fitsMinorUnits } from "@/lib/domain/money";

// Isomorphic: the staff page's form sends the input shape; the stored value is checked with approvalPolicySchema on read and write.

export const EXPIRY_HOURS_DEFAULT = 24;
export const EXPIRY_HOURS_MAX = 24 * 30;
const THRESHOLDS_MAX = 30;

const currencyCode = z.string().regex(/^[A-Z]{3}$/, { message: "A currency is three capital letters, such as EUR." });
const thresholdSchema = z.strictObject({
  currency: currencyCode,
  /** Decimal text, compared exactly (never as a float). */
  amount: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,8})?$/, { message: "An amount is digits with an optional decimal point." }),
});
export type ApprovalThreshold = z.infer<typeof thresholdSchema>;

const thresholdsSchema = z
  .array(thresholdSchema)
  .min(1, { message: "Give at least one amount, such as EUR 10000." })
  .max(THRESHOLDS_MAX, { message: `At most ${THRESHOLDS_MAX} currencies.` })
  .refine((list) => new Set(list.map((t) => t.currency)).size === list.length, {
    message: "Give each currency once.",
  })
  .refine((list) => list.every((t) => fitsMinorUnits(t.amount, t.currency)), {
    message: "An amount has more decimals than its currency.",
  });

export const approvalRuleSchema = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("off") }),
  z.strictObject({ mode: z.literal("always") }),
  z.strictObject({ mode: z.literal("fromAmount"), thresholds: thresholdsSchema }),
]);
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

const expiryHoursSchema = z
  .number({ message: "Enter the hours as a whole number." })
  .int({ message: "Enter the hours as a whole number." })
  .min(1, { message: "A request lives at least 1 hour." })
  .max(EXPIRY_HOURS_MAX, { message: `A request lives at most ${EXPIRY_HOURS_MAX} hours (30 days).` });

export const approvalPolicySchema = z.strictObject({
  cancelDualHedge: approvalRuleSchema,
  acceptDrawdown: approvalRuleSchema,
  acceptEarlySettlement: approvalRuleSchema,
  expiryHours: expiryHoursSchema,
});
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

export const APPROVAL_POLICY_KEY = "approvalPolicy";
export const DEFAULT_APPROVAL_POLICY: ApprovalPolicy = {
  cancelDualHedge: { mode: "off" },
  acceptDrawdown: { mode: "off" },
  acceptEarlySettlement: { mode: "off" },
  expiryHours: EXPIRY_HOURS_DEFAULT,
};

/** "EUR 10000; USD 12,000.50" (or one a line): how staff type amounts per currency. */
export function parseThresholdText(text: string): ApprovalThreshold[] | string {
  const entries = text
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const parsed: ApprovalThreshold[] = [];
  for (const entry of entries) {
    const match = /^([A-Za-z]{3})\s+((?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?)$/.exec(entry);
    if (!match) return `"${entry}" is not a currency and an amount, such as EUR 10000.`;
    parsed.push({ currency: match[1]!.toUpperCase(), amount: decimal(match[2]!.replaceAll(",", "")).toFixed() });
  }
  return parsed;
}

export function thresholdText(thresholds: readonly ApprovalThreshold[]): string {
  return thresholds.map((t) => `${t.currency} ${t.amount}`).join("; ");
}

const ruleInputSchema = z.strictObject({
  mode: z.enum(APPROVAL_MODES, { message: "Choose off, always or from an amount." }),
  thresholds: z
    .string()
    .max(2000, { message: "That list is too long." })
    .refine((text) => !hasControlCharacter(text, { multiLine: true }), { message: CONTROL_CHARACTER_MESSAGE }),
});

/** What the staff page's form sends: each rule's amounts as typed text, read into the stored shape here. */
export const approvalPolicyInputSchema = z
  .strictObject({
    cancelDualHedge: ruleInputSchema,
    acceptDrawdown: ruleInputSchema,
    acceptEarlySettlement: ruleInputSchema,
    expiryHours: expiryHoursSchema,
  })
  .transform((input, context): ApprovalPolicy => {
    const rule = (action: ApprovalAction): ApprovalRule => {
      const { mode, thresholds } = input[action];
      if (mode !== "fromAmount") return { mode };
      const parsed = parseThresholdText(thresholds);
      if (typeof parsed === "string") {
        context.addIssue({ code: "custom", path: [action, "thresholds"], message: parsed });
        return { mode: "off" };
      }
      const checked = thresholdsSchema.safeParse(parsed);
      if (!checked.success) {
        context.addIssue({ code: "custom", path: [action, "thresholds"], message: checked.error.issues[0]!.message });
        return { mode: "off" };
      }
      return { mode, thresholds: checked.data };
    };
    return {
      cancelDualHedge: rule("cancelDualHedge"),
      acceptDrawdown: rule("acceptDrawdown"),
      acceptEarlySettlement: rule("acceptEarlySettlement"),
      expiryHours: input.expiryHours,
    };
  });
export type ApprovalPolicyInput = z.input<typeof approvalPolicyInputSchema>;
