import { describe, expect, it } from "vitest";
import { decimal, minorUnits } from "@/lib/domain/money";
import { makeLeg } from "../test-support/leg";
import { drawdownStatus, priceDrawdown } from "./drawdown";

const FRIDAY = "2026-11-20";

function priced(...args: Parameters<typeof priceDrawdown>) {
  const result = priceDrawdown(...args);
  if (!result.ok) throw new Error(`expected a price, got ${result.rule}: ${result.message}`);
  return result.values;
}

describe("priceDrawdown", () => {
  it("prices a partial drawdown on the toCurrency side at the locked quote", () => {
    const v = priced(makeLeg(), { toCurrencyAmount: 250 }, FRIDAY);
    expect(v).toMatchObject({
      toCurrencyAmount: "250",
      fromCurrencyAmount: "5154.12", // 20616.50 − round(750 × 20.6165 = 15462.375) = 20616.50 − 15462.38
      collateralAmountReleased: "515.41", // a quarter of 2061.65, rounded half up
      quote: "20.6165",
      endAt: FRIDAY,
      settlementAt: "2026-11-23",
      full: false,
    });
    expect(v.after).toEqual({
      fromCurrencyAmount: "15462.38",
      toCurrencyAmount: "750",
      quote: "20.6165",
      endAt: "2027-01-29",
      settlementAt: "2027-02-01",
      collateralAmount: "1546.24",
    });
    expect(v.before.toCurrencyAmount).toBe("1000");
  });

  it("keeps the after-state exactly before − drawn", () => {
    const v = priced(
      makeLeg({ toCurrencyAmount: "20.4", fromCurrencyAmount: "420.58" }),
      { toCurrencyAmount: 10.4 },
      FRIDAY,
    );
    expect(v.after.toCurrencyAmount).toBe("10");
    for (const side of ["fromCurrencyAmount", "toCurrencyAmount"] as const) {
      expect(decimal(v.before[side]).minus(v[side]).eq(v.after[side])).toBe(true);
    }
  });

  it("keeps the remaining leg on its rate after many drawdowns", () => {
    let leg = makeLeg({ toCurrencyAmount: "100000", fromCurrencyAmount: "2061650", collateralAmount: "206165" });
    for (let i = 0; i < 20; i++) {
      const v = priced(leg, { toCurrencyAmount: 1234.57 }, FRIDAY);
      const drawnOnRate = decimal(v.toCurrencyAmount).times(v.quote).minus(v.fromCurrencyAmount).abs();
      expect(drawnOnRate.lte("0.01")).toBe(true);
      leg = makeLeg({ ...leg, ...v.after, collateralAmount: v.after.collateralAmount });
      const remainingOnRate = decimal(leg.toCurrencyAmount).times(leg.quote).minus(leg.fromCurrencyAmount).abs();
      expect(remainingOnRate.lte("0.005")).toBe(true);
    }
  });

  it("divides when the fixed side is fromCurrencyAmount, rounding to toCurrency", () => {
    const leg = makeLeg({
      fixedSide: "fromCurrencyAmount",
      fromCurrency: "USD",
      toCurrency: "JPY",
      quote: "0.006623",
      fromCurrencyAmount: "6623",
      toCurrencyAmount: "1000000",
      collateralAmount: "662.3",
    });
    const v = priced(leg, { fromCurrencyAmount: 100 }, FRIDAY);
    expect(v.fromCurrencyAmount).toBe("100");
    expect(v.after.toCurrencyAmount).toBe("984901"); // 6523 / 0.006623, rounded to whole yen
    expect(minorUnits("JPY")).toBe(0);
    expect(v.toCurrencyAmount).toBe("15099");
  });

  it("takes exactly what remains on a full drawdown, collateral included", () => {
    const v = priced(makeLeg({ collateralAmount: "2000.01" }), { toCurrencyAmount: 1000 }, FRIDAY);
    expect(v.full).toBe(true);
    expect(v).toMatchObject({
      fromCurrencyAmount: "20616.5",
      toCurrencyAmount: "1000",
      collateralAmountReleased: "2000.01",
    });
    expect(v.after).toMatchObject({ fromCurrencyAmount: "0", toCurrencyAmount: "0", collateralAmount: "0" });
  });

  it("names the rule it breaks", () => {
    const leg = makeLeg();
    expect(priceDrawdown(leg, { fromCurrencyAmount: 100 }, FRIDAY)).toMatchObject({ ok: false, rule: "wrong_side" });
    expect(priceDrawdown(leg, { toCurrencyAmount: 995 }, FRIDAY)).toMatchObject({ ok: false, rule: "remainder" });
    expect(priceDrawdown(leg, { toCurrencyAmount: 1000.01 }, FRIDAY)).toMatchObject({ ok: false, rule: "maximum" });
    expect(priceDrawdown(leg, { toCurrencyAmount: 5 }, FRIDAY)).toMatchObject({ ok: false, rule: "minimum" });
  });
});

describe("drawdownStatus", () => {
  const row = { endAt: FRIDAY, settlementAt: "2026-11-23", pinnedStatus: null };
  it("follows the dates", () => {
    expect(drawdownStatus(row, "2026-11-19")).toBe("Active");
    expect(drawdownStatus(row, FRIDAY)).toBe("InProcess");
    expect(drawdownStatus(row, "2026-11-22")).toBe("InProcess");
    expect(drawdownStatus(row, "2026-11-23")).toBe("Completed");
  });
  it("keeps a pinned Overdue", () => {
    expect(drawdownStatus({ ...row, pinnedStatus: "Overdue" }, "2026-12-01")).toBe("Overdue");
  });
});
