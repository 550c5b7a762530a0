import type { CurrencyTotal } from "@/lib/book/legs-query";
import { EMPTY, formatAmount } from "@/lib/format/format";

/** What remains hedged across every matching leg, per currency: summed exactly in SQL, never across currencies. */
export function BookTotals({ totals }: { totals: CurrencyTotal[] }) {
  return (
    <dl aria-label="Remaining amount per currency" className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {totals.map((total) => (
        <div key={total.currency ?? "unknown"}>
          <dt className="text-slate-600">
            {total.currency ?? "Fixed side unknown"} · {total.legs} {total.legs === 1 ? "leg" : "legs"}
          </dt>
          <dd className="font-medium tabular-nums">
            {total.currency && total.remaining !== null ? formatAmount(total.remaining, total.currency) : EMPTY}
          </dd>
        </div>
      ))}
    </dl>
  );
}
