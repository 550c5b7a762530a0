import type { HedgeStateSnapshot } from "@/lib/wire";
import { isFixedSide } from "./leg-roles";
import { decimal, minorUnits, toDecimalString, tryDecimal, type Decimal } from "./money";

// We only check the service's numbers: a wrong "after" is shown with a warning, never corrected.

export type SnapshotField = keyof HedgeStateSnapshot;

export type DrawdownAmounts = {
  fromCurrency: string | null;
  toCurrency: string | null;
  fromCurrencyAmount: number | null;
  toCurrencyAmount: number | null;
  collateralAmountReleased: number | null;
  beforeHedgeState: HedgeStateSnapshot | null;
  afterHedgeState: HedgeStateSnapshot | null;
};

const NO_STATE: HedgeStateSnapshot = {
  fromCurrencyAmount: null,
  toCurrencyAmount: null,
  quote: null,
  endAt: null,
  settlementAt: null,
  collateralAmount: null,
};

export type SnapshotRow = {
  field: SnapshotField;
  label: string;
  kind: "amount" | "rate" | "date";
  before: string | null;
  after: string | null;
  change: string;
  currency?: string;
};

export type Discrepancy = {
  line: SnapshotField;
  label: string;
  expected: string | null;
  actual: string | null;
  message: string;
};

function text(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const parsed = tryDecimal(value);
  return parsed ? toDecimalString(parsed) : String(value);
}

export function snapshotRows(d: DrawdownAmounts): SnapshotRow[] {
  const before = d.beforeHedgeState ?? NO_STATE;
  const after = d.afterHedgeState ?? NO_STATE;
  const numberRow = (
    field: SnapshotField,
    label: string,
    kind: "amount" | "rate",
    currency?: string | null,
  ): SnapshotRow => {
    const b = tryDecimal(before[field]);
    const a = tryDecimal(after[field]);
    const change = a && b ? toDecimalString(a.minus(b)) : "changed";
    const row: SnapshotRow = { field, label, kind, before: text(before[field]), after: text(after[field]), change };
    return currency ? { ...row, currency } : row;
  };
  const dateRow = (field: "endAt" | "settlementAt", label: string): SnapshotRow => ({
    field,
    label,
    kind: "date",
    before: before[field],
    after: after[field],
    change: before[field] === after[field] ? "unchanged" : "changed",
  });
  return [
    numberRow("fromCurrencyAmount", `Remaining ${d.fromCurrency ?? "(pay currency)"}`, "amount", d.fromCurrency),
    numberRow("toCurrencyAmount", `Remaining ${d.toCurrency ?? "(buy currency)"}`, "amount", d.toCurrency),
    numberRow("quote", "Rate", "rate"),
    dateRow("endAt", "End date"),
    dateRow("settlementAt", "Settlement date"),
    numberRow("collateralAmount", `Collateral ${d.fromCurrency ?? ""}`.trim(), "amount", d.fromCurrency),
  ];
}

export function shareDrawn(d: DrawdownAmounts, fixedSide: string): number | null {
  if (!isFixedSide(fixedSide)) return null;
  const drawn = tryDecimal(d[fixedSide]);
  const before = tryDecimal(d.beforeHedgeState?.[fixedSide]);
  if (drawn === null || before === null || before.lte(0)) return null;
  const share = Number(drawn.div(before).toFixed(12)); // a tiny drawdown is still more than 0
  return Math.min(1, Math.max(0, share)); // out-of-range numbers are the consistency check's job
}

/** Half a minor unit: the most rounding to the currency can explain. */
function tolerance(currency: string | null): Decimal {
  return decimal(5).div(decimal(10).pow(minorUnits(currency ?? "") + 1));
}

/** A line with a value missing is not checked: an absent number is not a wrong one. */
export function checkSnapshotConsistency(d: DrawdownAmounts): Discrepancy[] {
  const { beforeHedgeState: beforeState, afterHedgeState: afterState } = d;
  if (!beforeState || !afterState) return [];
  const rows = new Map(snapshotRows(d).map((row) => [row.field, row]));
  const label = (line: SnapshotField) => rows.get(line)!.label;
  const found: Discrepancy[] = [];
  const amountLine = (line: SnapshotField, taken: number | null, currency: string | null, verb: string) => {
    if (taken === null || beforeState[line] === null || afterState[line] === null) return;
    const before = tryDecimal(beforeState[line]);
    const drawn = tryDecimal(taken);
    const actual = tryDecimal(afterState[line]);
    const expected = before && drawn ? before.minus(drawn) : null;
    if (expected && actual && expected.minus(actual).abs().lte(tolerance(currency))) return;
    const expectedText = expected ? toDecimalString(expected) : null;
    const actualText = text(afterState[line]);
    found.push({
      line,
      label: label(line),
      expected: expectedText,
      actual: actualText,
      message:
        `${label(line)}: before ${text(beforeState[line])} − ${verb} ${text(taken)} ` +
        `should leave ${expectedText ?? "?"} ${currency ?? ""}, but the service shows ${actualText ?? "nothing"}`,
    });
  };
  amountLine("fromCurrencyAmount", d.fromCurrencyAmount, d.fromCurrency, "drawn");
  amountLine("toCurrencyAmount", d.toCurrencyAmount, d.toCurrency, "drawn");
  amountLine("collateralAmount", d.collateralAmountReleased, d.fromCurrency, "released");
  for (const line of ["quote", "endAt", "settlementAt"] as const) {
    const row = rows.get(line)!;
    if (row.before === null || row.after === null) continue;
    if (row.kind === "rate" ? row.change === "0" : row.change === "unchanged") continue;
    found.push({
      line,
      label: row.label,
      expected: row.before,
      actual: row.after,
      message: `${row.label} should not change with a drawdown: before ${row.before ?? "—"}, after ${row.after ?? "—"}`,
    });
  }
  return found;
}

/** Two decimals, but a drawdown never reads as "0%" or "100%" when it is neither. */
export function sharePercent(share: number): string {
  const text = `${(share * 100).toLocaleString("en-GB", { maximumFractionDigits: 2 })}%`;
  if (share > 0 && text === "0%") return "less than 0.01%";
  if (share < 1 && text === "100%") return "more than 99.99%";
  return text;
}
