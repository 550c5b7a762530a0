import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import { tableClass } from "@/components/ui/styles";
import type { BookLegRow } from "@/lib/book/legs-query";
import { currencyPair, EMPTY, formatAmount, formatDate, orEmpty, shortId } from "@/lib/domain/format";
import { dualHedgePath } from "@/lib/paths/dual-hedge-paths";
import type { BookSort, BookSortKey } from "@/lib/search-params/book";
import { seenAt } from "./seen-at";

const FIXED_SIDE_LABELS: Record<string, string> = { fromCurrencyAmount: "From", toCurrencyAmount: "To" };

function SortHeader({
  label,
  sortKey,
  sort,
  hrefFor,
  className = "",
}: {
  label: string;
  sortKey: BookSortKey;
  sort: BookSort;
  hrefFor: (sort: BookSort) => string;
  className?: string;
}) {
  const active = sort.key === sortKey;
  // A second click on the sorted column turns it round; another column starts ascending.
  const next: BookSort = { key: sortKey, descending: active ? !sort.descending : false };
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.descending ? "descending" : "ascending") : undefined}
      className={className}
    >
      <Link href={hrefFor(next)} className="link">
        {label}
        <span aria-hidden>{active ? (sort.descending ? " ↓" : " ↑") : ""}</span>
        <span className="sr-only">
          {active
            ? `, sorted ${sort.descending ? "descending" : "ascending"}; sort ${next.descending ? "descending" : "ascending"}`
            : ", sort ascending"}
        </span>
      </Link>
    </th>
  );
}

function Remaining({ row }: { row: BookLegRow }) {
  if (row.remainingAmount === null) return <>{EMPTY}</>;
  return <>{formatAmount(row.remainingAmount, row.remainingCurrency)}</>;
}

/** The book's legs: one row each, linking to its dual hedge's live page; what the service did not say is "—". */
export function BookLegsTable({
  rows,
  sort,
  hrefFor,
}: {
  rows: BookLegRow[];
  sort: BookSort;
  hrefFor: (sort: BookSort) => string;
}) {
  return (
    <div role="region" aria-label="Legs in the book" tabIndex={0} className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">Legs across every customer, as last read from the hedging service</caption>
        <thead>
          <tr>
            <th scope="col">Dual hedge</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Leg</th>
            <th scope="col">Fixed side</th>
            <SortHeader label="Remaining" sortKey="remaining" sort={sort} hrefFor={hrefFor} className="text-right" />
            <SortHeader label="Ends" sortKey="end" sort={sort} hrefFor={hrefFor} />
            <SortHeader label="Settles" sortKey="settlement" sort={sort} hrefFor={hrefFor} />
            <th scope="col">Last read</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-leg-id={row.id}>
              <th scope="row">
                <Link
                  href={dualHedgePath({ customerId: row.customerId, dualHedgeId: row.dualHedgeId })}
                  className="link font-mono text-xs"
                  title={row.dualHedgeId}
                >
                  {shortId(row.dualHedgeId)}
                </Link>
                <span className="sr-only">, leg {row.id}</span>
              </th>
              <td>{orEmpty(row.companyName)}</td>
              <td>
                <StatusBadge status={row.status} />
                {row.notSeenSince && (
                  <span className="mt-1 block text-xs text-amber-900">Not listed since {seenAt(row.notSeenSince)}</span>
                )}
              </td>
              <td className="whitespace-nowrap">{currencyPair(row.fromCurrency, row.toCurrency)}</td>
              <td>{row.fixedSide ? (FIXED_SIDE_LABELS[row.fixedSide] ?? row.fixedSide) : EMPTY}</td>
              <td className="num">
                <Remaining row={row} />
              </td>
              <td className="whitespace-nowrap">{formatDate(row.endAt)}</td>
              <td className="whitespace-nowrap">{formatDate(row.settlementAt)}</td>
              <td className="text-xs text-slate-600">
                {seenAt(row.lastSeenAt)}
                {row.customerReadFailedAt && (
                  <span className="block text-amber-900">
                    Customer&apos;s last read failed {seenAt(row.customerReadFailedAt)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
