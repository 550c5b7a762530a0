import Link from "next/link";
import { tableClass } from "@/components/ui/styles";
import { formatAmount } from "@/lib/format/format";
import { type Others, type PairTotal, pairLabel } from "@/lib/domain/pair-totals";

function Amount({ amount, currency, unknown }: { amount: string | null; currency: string | null; unknown: number }) {
  return (
    <>
      {amount === null ? "—" : formatAmount(amount, currency)}
      {unknown > 0 && <span className="block text-xs text-slate-600">+ {unknown} without an amount</span>}
    </>
  );
}

/** The numbers behind a pair chart: both sides of each pair, then the other pairs' totals per currency. */
export function PairTable({
  caption,
  countLabel,
  top,
  others,
  hrefFor,
}: {
  caption: string;
  countLabel: string;
  top: readonly PairTotal[];
  others: Others | null;
  hrefFor?: (row: PairTotal) => string | null;
}) {
  return (
    <table className={tableClass.table}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Pair</th>
          <th scope="col" className="text-right">
            {countLabel}
          </th>
          <th scope="col" className="text-right">
            First currency
          </th>
          <th scope="col" className="text-right">
            Second currency
          </th>
        </tr>
      </thead>
      <tbody>
        {top.map((row) => {
          const href = hrefFor?.(row) ?? null;
          const label = pairLabel(row.from, row.to);
          return (
            <tr key={label}>
              <th scope="row">
                {href ? (
                  <Link href={href} className="link">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </th>
              <td className="text-right tabular-nums">{row.count}</td>
              <td className="text-right tabular-nums">
                <Amount amount={row.fromAmount} currency={row.from} unknown={row.fromUnknown} />
              </td>
              <td className="text-right tabular-nums">
                <Amount amount={row.toAmount} currency={row.to} unknown={row.toUnknown} />
              </td>
            </tr>
          );
        })}
        {others && (
          <tr>
            <th scope="row">
              {others.pairs} other {others.pairs === 1 ? "pair" : "pairs"}
            </th>
            <td className="text-right tabular-nums">{others.count}</td>
            <td colSpan={2} className="text-right tabular-nums">
              <span className="block text-xs text-slate-600">Per currency, both sides:</span>
              {others.perCurrency.map((total) => (
                <span key={total.currency ?? "?"} className="block">
                  <Amount amount={total.amount} currency={total.currency} unknown={total.unknown} />
                </span>
              ))}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
