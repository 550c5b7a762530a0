import { describe, expect, it } from "vitest";
import {
  checkSnapshotConsistency,
  shareDrawn,
  sharePercent,
  snapshotRows,
  type DrawdownAmounts,
} from "./snapshot-diff";

// 500 USD drawn from a leg of 1560 USD / 32161.8 MXN at 20.6165, collateral released pro rata.
const proposal = {
  fromCurrency: "MXN",
  toCurrency: "USD",
  fromCurrencyAmount: 10308.25,
  toCurrencyAmount: 500,
  collateralAmountReleased: 515.41,
  beforeHedgeState: {
    fromCurrencyAmount: 32161.8,
    toCurrencyAmount: 1560,
    quote: 20.6165,
    endAt: "2026-12-31",
    settlementAt: "2027-01-04",
    collateralAmount: 1608.09,
  },
  afterHedgeState: {
    fromCurrencyAmount: 21853.55,
    toCurrencyAmount: 1060,
    quote: 20.6165,
    endAt: "2026-12-31",
    settlementAt: "2027-01-04",
    collateralAmount: 1092.68,
  },
} satisfies DrawdownAmounts;

const withAfter = (after: Partial<NonNullable<DrawdownAmounts["afterHedgeState"]>>): DrawdownAmounts => ({
  ...proposal,
  afterHedgeState: { ...proposal.afterHedgeState, ...after },
});

describe("snapshotRows", () => {
  it("lists every field with its exact change", () => {
    expect(snapshotRows(proposal)).toEqual([
      {
        field: "fromCurrencyAmount",
        label: "Remaining MXN",
        kind: "amount",
        before: "32161.8",
        after: "21853.55",
        change: "-10308.25",
        currency: "MXN",
      },
      {
        field: "toCurrencyAmount",
        label: "Remaining USD",
        kind: "amount",
        before: "1560",
        after: "1060",
        change: "-500",
        currency: "USD",
      },
      { field: "quote", label: "Rate", kind: "rate", before: "20.6165", after: "20.6165", change: "0" },
      {
        field: "endAt",
        label: "End date",
        kind: "date",
        before: "2026-12-31",
        after: "2026-12-31",
        change: "unchanged",
      },
      {
        field: "settlementAt",
        label: "Settlement date",
        kind: "date",
        before: "2027-01-04",
        after: "2027-01-04",
        change: "unchanged",
      },
      {
        field: "collateralAmount",
        label: "Collateral MXN",
        kind: "amount",
        before: "1608.09",
        after: "1092.68",
        change: "-515.41",
        currency: "MXN",
      },
    ]);
  });

  it("computes changes without float drift", () => {
    const rows = snapshotRows({
      ...proposal,
      beforeHedgeState: { ...proposal.beforeHedgeState, toCurrencyAmount: 100.1 },
      afterHedgeState: { ...proposal.afterHedgeState, toCurrencyAmount: 10 },
    });
    expect(rows[1]!.change).toBe("-90.1");
  });

  it("marks a date that moved, or went missing, as changed", () => {
    const rows = snapshotRows(withAfter({ endAt: "2027-01-01", settlementAt: null }));
    expect(rows[3]).toMatchObject({ change: "changed", after: "2027-01-01" });
    expect(rows[4]).toMatchObject({ change: "changed", after: null });
  });
});

describe("shareDrawn", () => {
  it("is drawn ÷ before on the fixed side", () => {
    expect(shareDrawn(proposal, "toCurrencyAmount")).toBeCloseTo(500 / 1560, 6);
    expect(shareDrawn(proposal, "fromCurrencyAmount")).toBeCloseTo(10308.25 / 32161.8, 6);
  });

  it("is 1 for a full drawdown, and stays within 0..1 for the bar", () => {
    const full = { ...proposal, toCurrencyAmount: 1560 };
    expect(shareDrawn(full, "toCurrencyAmount")).toBe(1);
    expect(shareDrawn({ ...proposal, toCurrencyAmount: 2000 }, "toCurrencyAmount")).toBe(1);
  });

  it("is null when it cannot be known", () => {
    expect(shareDrawn(proposal, "sideways")).toBeNull();
    const empty = { ...proposal, beforeHedgeState: { ...proposal.beforeHedgeState, toCurrencyAmount: 0 } };
    expect(shareDrawn(empty, "toCurrencyAmount")).toBeNull();
  });
});

describe("sharePercent", () => {
  it("rounds to two decimals, but never says 0% or 100% of a drawdown that is neither", () => {
    expect(sharePercent(500 / 1560)).toBe("32.05%");
    expect(sharePercent(1)).toBe("100%");
    expect(sharePercent(0)).toBe("0%");
    const tiny = shareDrawn(
      {
        ...proposal,
        toCurrencyAmount: 10,
        beforeHedgeState: { ...proposal.beforeHedgeState, toCurrencyAmount: 100_000_000 },
      },
      "toCurrencyAmount",
    );
    expect(tiny).toBeGreaterThan(0);
    expect(sharePercent(tiny!)).toBe("less than 0.01%");
    expect(sharePercent(0.99999)).toBe("more than 99.99%");
  });
});

describe("checkSnapshotConsistency", () => {
  it("finds nothing when the numbers add up exactly", () => {
    expect(checkSnapshotConsistency(proposal)).toEqual([]);
  });

  it("accepts a difference up to half a minor unit of the line's currency", () => {
    expect(checkSnapshotConsistency(withAfter({ toCurrencyAmount: 1060.005 }))).toEqual([]);
    expect(checkSnapshotConsistency(withAfter({ toCurrencyAmount: 1059.995 }))).toEqual([]);
    const off = checkSnapshotConsistency(withAfter({ toCurrencyAmount: 1060.006 }));
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ line: "toCurrencyAmount", expected: "1060", actual: "1060.006" });
  });

  it("uses each currency's own minor unit (JPY has none, KWD has three)", () => {
    const jpy: DrawdownAmounts = {
      ...proposal,
      fromCurrency: "JPY",
      fromCurrencyAmount: 1000,
      collateralAmountReleased: null,
      beforeHedgeState: { ...proposal.beforeHedgeState, fromCurrencyAmount: 5000 },
      afterHedgeState: { ...proposal.afterHedgeState, fromCurrencyAmount: 4000.5 },
    };
    expect(checkSnapshotConsistency(jpy)).toEqual([]);
    const kwd = { ...proposal, toCurrency: "KWD" };
    expect(
      checkSnapshotConsistency({ ...kwd, afterHedgeState: { ...kwd.afterHedgeState, toCurrencyAmount: 1060.004 } }),
    ).toHaveLength(1);
  });

  it("names the line that does not add up, with the numbers", () => {
    const [issue, ...rest] = checkSnapshotConsistency(withAfter({ fromCurrencyAmount: 21853.56 }));
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({
      line: "fromCurrencyAmount",
      label: "Remaining MXN",
      expected: "21853.55",
      actual: "21853.56",
    });
    expect(issue!.message).toContain("32161.8 − drawn 10308.25");
  });

  it("checks collateral against what was released", () => {
    const issues = checkSnapshotConsistency(withAfter({ collateralAmount: 1608.09 }));
    expect(issues.map((i) => i.line)).toEqual(["collateralAmount"]);
    expect(issues[0]!.expected).toBe("1092.68");
  });

  it("skips collateral when the drawdown does not say what was released", () => {
    const drawdown = { ...withAfter({ collateralAmount: 1 }), collateralAmountReleased: null };
    expect(checkSnapshotConsistency(drawdown)).toEqual([]);
  });

  it("reports a changed rate or date", () => {
    const issues = checkSnapshotConsistency(withAfter({ quote: 20.6166, endAt: "2027-01-01" }));
    expect(issues.map((i) => [i.line, i.expected, i.actual])).toEqual([
      ["quote", "20.6165", "20.6166"],
      ["endAt", "2026-12-31", "2027-01-01"],
    ]);
  });

  it("does not check a line the service left out: a missing value is shown as missing, not as wrong", () => {
    expect(checkSnapshotConsistency(withAfter({ settlementAt: null, fromCurrencyAmount: null }))).toEqual([]);
    expect(checkSnapshotConsistency({ ...proposal, afterHedgeState: null })).toEqual([]);
    expect(
      checkSnapshotConsistency({
        ...proposal,
        toCurrencyAmount: null,
        afterHedgeState: { ...proposal.afterHedgeState, toCurrencyAmount: 1 },
      }),
    ).toEqual([]);
  });
});
