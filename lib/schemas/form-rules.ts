/**
 * The forms' own checks, zod-free: the cancel dialog and the drawdown form validate in the browser
 * with these, and the actions validate with the zod schemas in dual-hedges.ts and flows.ts, which
 * take their limits, patterns and messages from here. form-rules.test.ts checks both agree.
 *
 * Why not the zod schema in the browser: zod's classic API is ~35 kB gzipped in a page's bundle, and
 * zod/mini still ~22 kB under Turbopack (measured: its core's schema constructors are not
 * tree-shaken), which the flow pages' 180 kB budget has no room for. The rules themselves
 * (drawdown amounts, IPv4: lib/domain) are plain functions both sides call.
 */

export type FieldRule = (value: string | undefined) => string | null;

export const CANCEL_REASON_MAX = 500;
export const CANCEL_REASON_MISSING = "Give a reason for cancelling.";
export const CANCEL_REASON_TOO_LONG = `Keep the reason to ${CANCEL_REASON_MAX} characters or fewer.`;

export const cancelReasonProblem: FieldRule = (value) => {
  const text = (value ?? "").trim();
  if (text.length < 1) return CANCEL_REASON_MISSING;
  return text.length > CANCEL_REASON_MAX ? CANCEL_REASON_TOO_LONG : null;
};

export const AMOUNT_TEXT = /^\d+(\.\d+)?$/;
export const AMOUNT_MAX_LENGTH = 32;
export const AMOUNT_MESSAGES = {
  missing: "Enter an amount.",
  tooLong: "That amount is too long.",
  notAmount: "Enter the amount as digits with an optional decimal point, e.g. 1250.50.",
} as const;

/** The amount's text, as the quote action reads it (the drawdown rules come after). */
export const amountTextProblem: FieldRule = (value) => {
  const text = (value ?? "").trim();
  if (text.length < 1) return AMOUNT_MESSAGES.missing;
  if (text.length > AMOUNT_MAX_LENGTH) return AMOUNT_MESSAGES.tooLong;
  return AMOUNT_TEXT.test(text) ? null : AMOUNT_MESSAGES.notAmount;
};
