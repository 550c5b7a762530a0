import { ComparisonTable, type ComparisonRow } from "@/components/ui/comparison-table";
import { formatAmount, formatDate, formatRate } from "@/lib/format/format";
import { formatAmountChange, formatRateChange, NO_CHANGE } from "@/lib/format/format-change";
import {
  checkSnapshotConsistency,
  shareDrawn,
  sharePercent,
  snapshotRows,
  type DrawdownAmounts,
  type SnapshotRow,
} from "@/lib/domain/snapshot-diff";
import { isFixedSide } from "@/lib/domain/leg-roles";

function cell(row: SnapshotRow, value: string | null): string {
  if (row.kind === "date") return formatDate(value);
  if (row.kind === "rate") return formatRate(value);
  return formatAmount(value, row.currency);
}

function change(row: SnapshotRow): string {
  if (row.kind === "date") return row.change === "unchanged" ? NO_CHANGE : "Changed";
  if (row.kind === "rate") return formatRateChange(row.change);
  return formatAmountChange(row.change, row.currency ?? "");
}

/** The hedge before and after a drawdown, the share drawn, and every line where the service's numbers do not add up. */
export function SnapshotComparison({
  amounts,
  fixedSide,
  idPrefix,
}: {
  amounts: DrawdownAmounts;
  fixedSide: string | null;
  idPrefix: string;
}) {
  const discrepancies = checkSnapshotConsistency(amounts);
  const flagged = new Map(discrepancies.map((d) => [d.line, d.message]));
  const rows: ComparisonRow[] = snapshotRows(amounts).map((row) => ({
    key: row.field,
    label: row.label,
    before: cell(row, row.before),
    after: cell(row, row.after),
    change: change(row),
    changed: row.change !== "0" && row.change !== "unchanged",
    warning: flagged.get(row.field),
  }));
  const share = fixedSide ? shareDrawn(amounts, fixedSide) : null;
  const fixedCurrency =
    fixedSide && isFixedSide(fixedSide)
      ? fixedSide === "fromCurrencyAmount"
        ? amounts.fromCurrency
        : amounts.toCurrency
      : null;
  const percent = share === null ? null : sharePercent(share);

  return (
    <div className="space-y-4">
      {discrepancies.length > 0 && (
        <div role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">Warning: the service&rsquo;s numbers do not add up</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {discrepancies.map((d) => (
              <li key={d.line}>{d.message}.</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">Check with the hedging service before accepting.</p>
        </div>
      )}
      <ComparisonTable caption="The hedge before and after the drawdown" rows={rows} />
      {percent !== null && fixedCurrency && (
        <div>
          <p id={`${idPrefix}-share`} className="text-sm text-slate-700">
            Share of the remaining {fixedCurrency} drawn: <span className="font-medium tabular">{percent}</span>
          </p>
          <div
            role="meter"
            aria-labelledby={`${idPrefix}-share`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((share ?? 0) * 10000) / 100}
            aria-valuetext={percent}
            className="mt-1 h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-blue-700" style={{ width: `${(share ?? 0) * 100}%` }} />
          </div>
        </div>
      )}
    </div>
  );
}
