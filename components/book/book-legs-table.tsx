import Link from "next/link";
import { tableClass } from "@/components/ui/styles";
import type { BookLegRow } from "@/lib/book/legs-rows";
import { toBookRow } from "@/lib/book/book-row";
import type { BookSort, BookSortKey } from "@/lib/search-params/book";
import { BookRows } from "./book-rows";

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
          <BookRows rows={rows.map(toBookRow)} />
        </tbody>
      </table>
    </div>
  );
}
