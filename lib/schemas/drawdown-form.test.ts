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
      "Minimum 10: The amount 9.99 EUR is below the minimum drawdown of 10 EUR.",
    ]);
    expect(amountErrors("1000", "10")).toEqual([]);
  });

  it("names the maximum rule and the remaining amount", () => {
    expect(amountErrors("1000", "1000.01")).toEqual([
      "At most the remaining amount: The amount 1000.01 EUR exceeds the remaining 1000 EUR.",
    ]);
  });

  it("names the remainder rule: 0 or at least 10 must stay", () => {
    expect(amountErrors("100", "90.01")[0]).toMatch(/^Remainder 0 or at least 10: The drawdown would leave 9.99 EUR/);
    expect(amountErrors("100", "100")).toEqual([]); // remainder 0
    expect(amountErrors("100", "90")).toEqual([]); // remainder 10
  });

  it("allows 100.1 − 90.1 (exactly 10 left), and 2048.14 − 2038.14, which floats make 9.99999…", () => {
    expect(2048.14 - 2038.14).toBeLessThan(10);
    expect(amountErrors("2048.14", "2038.14")).toEqual([]);
    expect(amountErrors("100.1", "90.1")).toEqual([]);
    expect(amountErrors("100.1", "90.11")[0]).toContain("9.99 EUR");
  });

  it("checks decimals against the currency", () => {
    expect(amountErrors("5000", "10.5", "JPY")[0]).toMatch(/^Decimal places: /);
  });

  it("reports text that is not an amount once, with the action's own message", () => {
    expect(amountErrors("100", "12,5")).toEqual([
      "Enter the amount as digits with an optional decimal point, e.g. 1250.50.",
    ]);
    // Empty text fails both the minimum length and the pattern: the first, as zod's first issue says.
    expect(amountErrors("100", "")).toEqual(["Enter an amount."]);
    for (const amount of ["", "  ", "12,5", "1e3", "-5", "1".repeat(33), " 12.50 "]) {
      const zod = quoteDrawdownSchema.shape.amount.safeParse(amount);
      if (!zod.success) expect(amountErrors("1000000", amount), amount).toEqual([zod.error.issues[0]!.message]);
      else expect(amountErrors("1000000", amount), amount).toEqual([]);
    }
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
    expect(toDrawdownFormValues({ amount: "50", customerIp: " 203.0.113.7 " })).toEqual({ amount: "50", customerIp: "203.0.113.7" });
  });
});
