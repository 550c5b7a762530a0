import { describe, expect, it } from "vitest";
import { customerIpProblem } from "@/lib/domain/customer-ip";
import { cancelDualHedgeSchema } from "./cancel-dual-hedge-input";
import { REJECT_REASON_MISSING, rejectRequestSchema } from "./approvals";
import { amountTextSchema, quoteDrawdownSchema } from "./flows";
import {
  amountTextProblem,
  CANCEL_REASON_MAX,
  CANCEL_REASON_MISSING,
  CANCEL_REASON_TOO_LONG,
  cancelReasonProblem,
} from "./form-rules";
import { optionalRuleSchema, ruleSchema } from "./rule-schema";

/** The first message a schema gives for a value, or null when it takes it. */
function zodMessage(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error!.issues[0]!.message;
}

describe("the cancel reason rule", () => {
  it("asks for a reason when there is nothing visible: empty, spaces, invisible characters alone", () => {
    for (const value of [undefined, "", "   ", "\u200b", "\u200b\u2060\ufeff", "\u200b\u200b"])
      expect(cancelReasonProblem(value), JSON.stringify(value)).toBe(CANCEL_REASON_MISSING);
  });

  it("takes a letter, digit, mark or symbol, up to 500 characters once trimmed", () => {
    for (const value of ["x", " because ", "é", "1", "?", "a".repeat(CANCEL_REASON_MAX), ` ${"a".repeat(500)} `])
      expect(cancelReasonProblem(value), JSON.stringify(value)).toBeNull();
    expect(cancelReasonProblem("a".repeat(CANCEL_REASON_MAX + 1))).toBe(CANCEL_REASON_TOO_LONG);
  });
});

describe("the drawdown amount text rule", () => {
  it.each([
    ["", "Enter an amount."],
    [" ", "Enter an amount."],
    [undefined, "Enter an amount."],
    ["10", null],
    [" 10.5 ", null],
    ["0.001", null],
    ["1,250.50", null],
    ["12,5", "Enter the amount as a number, such as 1250 or 1,250.50."],
    ["1e3", "Enter the amount as a number, such as 1250 or 1,250.50."],
    ["-1", "Enter the amount as a number, such as 1250 or 1,250.50."],
    ["+1", "Enter the amount as a number, such as 1250 or 1,250.50."],
    [".5", "Enter the amount as a number, such as 1250 or 1,250.50."],
    ["5.", "Enter the amount as a number, such as 1250 or 1,250.50."],
    ["1".repeat(32), null],
    ["1".repeat(33), "That amount is too long."],
    ["x".repeat(40), "That amount is too long."],
  ])("%j: %s", (value, message) => {
    expect(amountTextProblem(value)).toBe(message);
  });
});

describe("the actions' schemas are the rules (lib/schemas/rule-schema.ts)", () => {
  const rule = (value: string | undefined) =>
    value === undefined || value.trim() === "" ? "Say something." : value.trim() === "no" ? "Not that." : null;

  it("refuses with the rule's own message, a missing or non-string value with its missing message", () => {
    const schema = ruleSchema(rule);
    for (const value of [undefined, null, 12, ["x"], "", "  "])
      expect(zodMessage(schema, value)).toBe("Say something.");
    expect(zodMessage(schema, " no ")).toBe("Not that.");
    expect(schema.safeParse("  yes ")).toEqual({ success: true, data: "yes" });
  });

  it("reads an empty optional field as absent, and checks anything else", () => {
    const schema = optionalRuleSchema(customerIpProblem);
    expect(schema.parse("")).toBeUndefined();
    expect(schema.parse("  ")).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(" 8.8.8.8 ")).toBe("8.8.8.8");
    expect(zodMessage(schema, "300.1.1.1")).toBe(customerIpProblem("300.1.1.1"));
    expect(schema.safeParse(1234).success).toBe(false);
  });

  it("the cancel, reject, amount and customer IP fields say what their rules say", () => {
    for (const value of ["", "\u200b", "x", "a".repeat(501), undefined]) {
      expect(zodMessage(cancelDualHedgeSchema.shape.reason, value)).toBe(cancelReasonProblem(value));
      const reject = zodMessage(rejectRequestSchema.shape.reason, value);
      expect(reject).toBe(
        cancelReasonProblem(value) === CANCEL_REASON_MISSING ? REJECT_REASON_MISSING : cancelReasonProblem(value),
      );
    }
    for (const value of ["", "12,5", "10", "1".repeat(33), undefined])
      expect(zodMessage(amountTextSchema, value)).toBe(amountTextProblem(value));
    expect(amountTextSchema.parse(" 1,250.50 ")).toBe("1250.50");
    for (const value of ["", "8.8.8.8", "010.0.0.1", "::1"]) {
      expect(zodMessage(quoteDrawdownSchema.shape.customerIp, value)).toBe(customerIpProblem(value));
      expect(zodMessage(cancelDualHedgeSchema.shape.customerIp, value)).toBe(customerIpProblem(value));
    }
  });
});
