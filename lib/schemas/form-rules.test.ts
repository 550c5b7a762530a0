import { describe, expect, it } from "vitest";
import { cancelDualHedgeSchema } from "./cancel-dual-hedge-input";
import { amountTextSchema } from "./flows";
import { amountTextProblem, CANCEL_REASON_MAX, cancelReasonProblem } from "./form-rules";

/** The browser's zod-free rules say exactly what the actions' zod schemas say: the same verdict and message. */
function zodMessage(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error!.issues[0]!.message;
}

describe("form rules agree with the action schemas", () => {
  it("cancel reason", () => {
    const reason = cancelDualHedgeSchema.shape.reason;
    for (const value of [
      "",
      "   ",
      "x",
      " because ",
      "a".repeat(CANCEL_REASON_MAX),
      ` ${"a".repeat(CANCEL_REASON_MAX)} `,
      "a".repeat(CANCEL_REASON_MAX + 1),
      undefined,
      "\u200b",
      "\u200b\u2060\ufeff",
      "é",
      "1",
      "?",
    ]) {
      expect(cancelReasonProblem(value), JSON.stringify(value)).toBe(zodMessage(reason, value));
    }
  });

  it("a cancel reason of invisible characters only (zero-width spaces) is missing", () => {
    expect(cancelReasonProblem("\u200b\u200b")).toBe("Give a reason for cancelling.");
    expect(zodMessage(cancelDualHedgeSchema.shape.reason, "\u200b")).toBe("Give a reason for cancelling.");
  });

  it("drawdown amount text", () => {
    for (const value of [
      "",
      " ",
      "10",
      " 10.5 ",
      "0.001",
      "12,5",
      "1e3",
      "-1",
      "+1",
      ".5",
      "5.",
      "1".repeat(32),
      "1".repeat(33),
      "x".repeat(40),
      undefined,
    ]) {
      expect(amountTextProblem(value), JSON.stringify(value)).toBe(zodMessage(amountTextSchema, value));
    }
  });
});
