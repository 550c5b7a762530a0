import { describe, expect, it } from "vitest";
import { drawdownFormRules, toDrawdownFormValues } from "./drawdown-form";
import { quoteDrawdownSchema } from "./flows";

const leg = (remaining: string, currency = "EUR") => drawdownFormRules({ remaining, currency });

function amountErrors(remaining: string, amount: string, currency = "EUR"): string[] {
  const problem = leg(remaining, currency).amount(amount);
  return problem === null ? [] : [problem];
}

describe("drawdownFormRules", () => {
  it("names the minimum rule and its numbers", () => {
    expect(amountErrors("1000", "9.99")).toEqual([
      "Minimum 10: EUR\u00a09.99 is below the minimum drawdown of EUR\u00a010.00.",
    ]);
    expect(amountErrors("1000", "10")).toEqual([]);
  });

  it("names the maximum rule and the remaining amount", () => {
    expect(amountErrors("1000", "1000.01")).toEqual([
      "At most the remaining amount: EUR\u00a01,000.01 is more than the EUR\u00a01,000.00 remaining on the leg.",
    ]);
  });

  it("shows a remaining amount finer than the currency as sent, not rounded into the amount it refuses", () => {
    expect(amountErrors("1000.005", "1000.01")).toEqual([
      "At most the remaining amount: EUR\u00a01,000.01 is more than the EUR\u00a01000.005 remaining on the leg.",
    ]);
  });

  it("names the remainder rule: 0 or at least 10 must stay", () => {
    expect(amountErrors("100", "90.01")).toEqual([
      "Remainder 0 or at least 10: This would leave EUR\u00a09.99 on the leg; draw the full EUR\u00a0100.00 or leave at least EUR\u00a010.00.",
    ]);
    expect(amountErrors("100", "100")).toEqual([]); // remainder 0
    expect(amountErrors("100", "90")).toEqual([]); // remainder 10
  });

  it("allows 100.1 − 90.1 (exactly 10 left), and 2048.14 − 2038.14, which floats make 9.99999…", () => {
    expect(2048.14 - 2038.14).toBeLessThan(10);
    expect(amountErrors("2048.14", "2038.14")).toEqual([]);
    expect(amountErrors("100.1", "90.1")).toEqual([]);
    expect(amountErrors("100.1", "90.11")[0]).toContain("EUR\u00a09.99");
  });

  it("checks decimals against the currency", () => {
    expect(amountErrors("5000", "10.5", "JPY")).toEqual(["Decimal places: JPY amounts have no decimal places."]);
    expect(amountErrors("5000", "10.555", "GBP")).toEqual([
      "Decimal places: GBP amounts have at most 2 decimal places.",
    ]);
  });

  it("reports text that is not an amount once, with the action's own message", () => {
    expect(amountErrors("100", "12,5")).toEqual(["Enter the amount as a number, such as 1250 or 1,250.50."]);
    // Empty text fails both the minimum length and the pattern: the first, as zod's first issue says.
    expect(amountErrors("100", "")).toEqual(["Enter an amount."]);
    for (const amount of [
      "",
      "  ",
      "12,5",
      "1,25.0",
      ",125",
      "1.250,50",
      "1e3",
      "-5",
      "1".repeat(33),
      " 12.50 ",
      "1,250.50",
    ]) {
      const zod = quoteDrawdownSchema.shape.amount.safeParse(amount);
      if (!zod.success) expect(amountErrors("1000000", amount), amount).toEqual([zod.error.issues[0]!.message]);
      else expect(amountErrors("1000000", amount), amount).toEqual([]);
    }
  });

  it("reads thousands grouped with commas as the amount without them, on the form and in the action", () => {
    expect(amountErrors("2000000", "1,250,000.50")).toEqual([]);
    expect(amountErrors("1000", "1,250")[0]).toMatch(/^At most the remaining amount: EUR\u00a01,250\.00 is more/);
    expect(toDrawdownFormValues({ amount: " 1,250.50 ", customerIp: "" })).toEqual({ amount: "1250.50" });
    // Text the pattern refuses is not made to look like an amount: an accepted quote for 1250 is not "12,50".
    for (const refused of ["12,50", "1250,", ",1250", "1,,250"])
      expect(toDrawdownFormValues({ amount: refused, customerIp: "" }).amount).toBe(refused);
    const parsed = quoteDrawdownSchema.shape.amount.safeParse(" 1,250.50 ");
    expect(parsed.success && parsed.data).toBe("1250.50");
  });

  it("validates the customer IP as the action does; empty means this browser's address", () => {
    const rules = leg("100");
    expect(rules.customerIp("")).toBeNull();
    expect(rules.customerIp("203.0.113.7")).toBeNull();
    const refused = rules.customerIp("2001:db8::1");
    const zod = quoteDrawdownSchema.shape.customerIp.safeParse("2001:db8::1");
    expect(zod.success).toBe(false);
    expect(refused).toBe(zod.success ? null : zod.error.issues[0]!.message);
  });

  it("hands on trimmed values, without a customer IP when the field was empty", () => {
    expect(toDrawdownFormValues({ amount: " 50 ", customerIp: "  " })).toEqual({ amount: "50" });
    expect(toDrawdownFormValues({ amount: "50", customerIp: " 203.0.113.7 " })).toEqual({
      amount: "50",
      customerIp: "203.0.113.7",
    });
  });
});
