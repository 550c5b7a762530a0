/** Zod-free for the browser (zod would not fit the flow pages' bundle budget); the zod schemas take their rules from here. */

export type FieldRule = (value: string | undefined) => string | null;

export const CANCEL_REASON_MAX = 500;
export const CANCEL_REASON_MISSING = "Give a reason for cancelling.";
export const CANCEL_REASON_TOO_LONG = `Keep the reason to ${CANCEL_REASON_MAX} characters or fewer.`;

/** A reason has at least one letter, digit, mark or symbol: invisible characters alone (zero-width spaces) say nothing. */
export const CANCEL_REASON_VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** The one rule of a reason staff give (to cancel a dual hedge, to reject a request): `missing` says what is asked. */
export const reasonRule =
  (missing: string): FieldRule =>
  (value) => {
    const text = (value ?? "").trim();
    if (!CANCEL_REASON_VISIBLE.test(text)) return missing;
    return text.length > CANCEL_REASON_MAX ? CANCEL_REASON_TOO_LONG : null;
  };

export const cancelReasonProblem = reasonRule(CANCEL_REASON_MISSING);

/** Digits and an optional decimal point; thousands may be grouped with commas, as staff copy them from a statement. */
export const AMOUNT_TEXT = /^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;
export const AMOUNT_MAX_LENGTH = 32;
export const AMOUNT_MESSAGES = {
  missing: "Enter an amount.",
  tooLong: "That amount is too long.",
  notAmount: "Enter the amount as a number, such as 1250 or 1,250.50.",
} as const;

/** The amount as sent: trimmed, and grouping commas dropped once AMOUNT_TEXT accepts it ("12,50" stays as typed, and refused). */
export function plainAmount(text: string): string {
  const trimmed = text.trim();
  return AMOUNT_TEXT.test(trimmed) ? trimmed.replaceAll(",", "") : trimmed;
}

export const amountTextProblem: FieldRule = (value) => {
  const text = (value ?? "").trim();
  if (text.length < 1) return AMOUNT_MESSAGES.missing;
  if (text.length > AMOUNT_MAX_LENGTH) return AMOUNT_MESSAGES.tooLong;
  return AMOUNT_TEXT.test(text) ? null : AMOUNT_MESSAGES.notAmount;
};
