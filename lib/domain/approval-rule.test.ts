import { describe, expect, it } from "vitest";
import { approvalPolicyInputSchema, parseThresholdText } from "@/lib/domain/approval-policy-schema";
import { needsApproval } from "./approval-rule";

const fromAmount = { mode: "fromAmount" as const, thresholds: [{ currency: "EUR", amount: "10000" }] };

describe("needsApproval", () => {
  it("off never, always always", () => {
    expect(needsApproval({ mode: "off" }, [{ amount: 1e9, currency: "EUR" }])).toBe(false);
    expect(needsApproval({ mode: "always" }, [{ amount: 1, currency: "EUR" }])).toBe(true);
  });
  it("compares exactly from the threshold up, per currency", () => {
    expect(needsApproval(fromAmount, [{ amount: "9999.99", currency: "EUR" }])).toBe(false);
    expect(needsApproval(fromAmount, [{ amount: "10000", currency: "EUR" }])).toBe(true);
  });
  it("fails safe: another currency or an unreadable amount needs approval", () => {
    expect(needsApproval(fromAmount, [{ amount: "1", currency: "USD" }])).toBe(true);
    expect(needsApproval(fromAmount, [{ amount: null, currency: "EUR" }])).toBe(true);
    expect(needsApproval(fromAmount, [{ amount: "1", currency: null }])).toBe(true);
    expect(needsApproval(fromAmount, [])).toBe(true);
  });
  it("one leg over its currency's threshold is enough", () => {
    expect(
      needsApproval({ mode: "fromAmount", thresholds: [...fromAmount.thresholds, { currency: "USD", amount: "5" }] }, [
        { amount: "1", currency: "EUR" },
        { amount: "5", currency: "USD" },
      ]),
    ).toBe(true);
  });
});

describe("the policy form's input", () => {
  const rule = (mode: string, thresholds = "") => ({ mode, thresholds });
  const input = (cancel: { mode: string; thresholds: string }, expiryHours = 24) => ({
    cancelDualHedge: cancel,
    acceptDrawdown: rule("off"),
    acceptEarlySettlement: rule("off"),
    expiryHours,
  });

  it("reads amounts per currency into the stored shape", () => {
    expect(parseThresholdText("eur 10,000.50; USD 12000\nJPY 5")).toEqual([
      { currency: "EUR", amount: "10000.5" },
      { currency: "USD", amount: "12000" },
      { currency: "JPY", amount: "5" },
    ]);
    const parsed = approvalPolicyInputSchema.parse(input(rule("fromAmount", "EUR 10000")));
    expect(parsed).toEqual({
      cancelDualHedge: { mode: "fromAmount", thresholds: [{ currency: "EUR", amount: "10000" }] },
      acceptDrawdown: { mode: "off" },
      acceptEarlySettlement: { mode: "off" },
      expiryHours: 24,
    });
  });

  it("refuses what it cannot read, on the action's field", () => {
    for (const text of ["", "EUR", "EUR 1; EUR 2", "JPY 1.5", "EURO 10", "EUR 1,0"]) {
      const result = approvalPolicyInputSchema.safeParse(input(rule("fromAmount", text)));
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["cancelDualHedge", "thresholds"]);
    }
    for (const hours of [0, 1.5, 24 * 31, Number.NaN]) {
      expect(approvalPolicyInputSchema.safeParse(input(rule("off"), hours)).success, String(hours)).toBe(false);
    }
    expect(approvalPolicyInputSchema.safeParse({ ...input(rule("off")), extra: 1 }).success).toBe(false);
    // A drawdown's and an early settlement's rules are read like a cancel's, and refused on their own fields.
    const accepts = approvalPolicyInputSchema.safeParse({
      ...input(rule("off")),
      acceptDrawdown: rule("always"),
      acceptEarlySettlement: rule("fromAmount", "EUR 50000; usd 60,000.50"),
    });
    expect(accepts.data).toMatchObject({
      acceptDrawdown: { mode: "always" },
      acceptEarlySettlement: {
        mode: "fromAmount",
        thresholds: [
          { currency: "EUR", amount: "50000" },
          { currency: "USD", amount: "60000.5" },
        ],
      },
    });
    const unread = approvalPolicyInputSchema.safeParse({
      ...input(rule("off")),
      acceptEarlySettlement: rule("fromAmount", "EUR"),
    });
    expect(unread.error?.issues[0]?.path).toEqual(["acceptEarlySettlement", "thresholds"]);
  });
});
