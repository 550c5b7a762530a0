import Link from "next/link";
import { tableClass } from "@/components/ui/styles";
import type { BookLegRow } from "@/lib/book/legs-rows";
import { type BookRow, toBookRow } from "@/lib/book/book-row";
import { ITEM_KIND_LABELS } from "@/lib/format/attention-text";
import { itemPath } from "@/lib/paths/app-paths";
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

/** "Overdue, Ending soon in the work queue", to the first item's panel. */
function withItems(row: BookRow, items: { id: number; kind: keyof typeof ITEM_KIND_LABELS }[] | undefined): BookRow {
  if (!items || items.length === 0) return row;
  const kinds = items.map((item) => ITEM_KIND_LABELS[item.kind]).join(", ");
  return { ...row, openItems: { href: itemPath(items[0]!.id), label: `${kinds} in the work queue` } };
}

/** The book's legs: one row each, linking to its dual hedge's live page; what the service did not say is "—". */
export function BookLegsTable({
  rows,
  sort,
  hrefFor,
  openItems,
}: {
  rows: BookLegRow[];
  sort: BookSort;
  hrefFor: (sort: BookSort) => string;
  /** Each leg's unresolved work-queue items, by leg id: a badge each row. */
  openItems: Map<string, { id: number; kind: keyof typeof ITEM_KIND_LABELS }[]>;
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
          <BookRows rows={rows.map((row) => withItems(toBookRow(row), openItems.get(row.id)))} />
        </tbody>
      </table>
    </div>
  );
}
