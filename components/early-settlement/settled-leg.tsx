import Link from "next/link";
import { LegSummary } from "@/components/hedges/leg-summary";
import { ComparisonTable, type ComparisonRow } from "@/components/ui/comparison-table";
import { buttonClass } from "@/components/ui/styles";
import { formatAmount, formatDate, formatRate } from "@/lib/format/format";
import { formatAmountChange, formatRateChange, NO_CHANGE } from "@/lib/format/format-change";
import { legChanges, type LegChangeRow } from "@/lib/domain/leg-changes";
import type { Hedge } from "@/lib/wire";

function cell(row: LegChangeRow, value: string | null): string {
  if (value === null) return "—";
  if (row.kind === "amount") return formatAmount(value, row.currency);
  if (row.kind === "rate") return formatRate(value);
  if (row.kind === "date") return formatDate(value);
  return value;
}

function change(row: LegChangeRow): string {
  if (!row.changed) return NO_CHANGE;
  if (row.kind === "amount" && row.difference !== undefined)
    return formatAmountChange(row.difference, row.currency ?? "");
  if (row.kind === "rate" && row.difference !== undefined) return formatRateChange(row.difference);
  return "Changed";
}

/** After an accepted early settlement: the leg as the service returned it, and what changed. */
export function SettledLeg({ before, after, dualHedgeHref }: { before: Hedge; after: Hedge; dualHedgeHref: string }) {
  const rows: ComparisonRow[] = legChanges(before, after).map((row) => ({
    key: row.field,
    label: row.label,
    before: cell(row, row.before),
    after: cell(row, row.after),
    change: change(row),
    changed: row.changed,
  }));
  return (
    <div className="mt-8 space-y-5">
      <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
        Early settlement accepted. The leg below is as the hedging service returned it.
      </p>
      <LegSummary leg={after} heading="The leg after early settlement" headingId="settled-leg-heading" />
      <ComparisonTable
        caption="What changed on the leg"
        rows={rows}
        beforeLabel="Before settlement"
        afterLabel="After settlement"
      />
      <Link href={dualHedgeHref} className={buttonClass.secondary}>
        Back to the dual hedge
      </Link>
    </div>
  );
}
