import Link from "next/link";
import { LinkPending } from "@/components/ui/link-pending";
import { StatusBadge } from "@/components/ui/status-badge";
import { tableClass } from "@/components/ui/styles";
import type { CustomerSummary } from "@/lib/customers/directory";
import { country } from "@/lib/format/country";
import { EMPTY, shortId } from "@/lib/format/format";
import { clockText } from "@/lib/format/freshness-text";
import { customerPath } from "@/lib/paths/app-paths";
import type { DirectorySort } from "@/lib/search-params/customers";
import type { CustomerFields } from "./customer-summary";

export type DirectoryItem = { customer: CustomerFields; summary: CustomerSummary | null };

/** Counts and the newest activity read first, most first; the book's read, oldest (stalest) first. */
const FIRST_DESCENDING: Record<DirectorySort["key"], boolean> = {
  active: true,
  overdue: true,
  ending: true,
  activity: true,
  read: false,
};

function SortHeader({
  label,
  sortKey,
  sort,
  hrefFor,
}: {
  label: string;
  sortKey: DirectorySort["key"];
  sort: DirectorySort | undefined;
  hrefFor: (sort: DirectorySort) => string;
}) {
  const active = sort?.key === sortKey;
  const next: DirectorySort = { key: sortKey, descending: active ? !sort.descending : FIRST_DESCENDING[sortKey] };
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.descending ? "descending" : "ascending") : undefined}
      className="text-right"
    >
      <Link href={hrefFor(next)} className="link">
        {label}
        <span aria-hidden>{active ? (sort.descending ? " ↓" : " ↑") : ""}</span>
        <span className="sr-only">
          {active ? `, sorted ${sort.descending ? "descending" : "ascending"}; ` : ", "}
          sort {next.descending ? "descending" : "ascending"}
        </span>
      </Link>
    </th>
  );
}

/** The directory: what the service says of each customer, then what the book adds (its columns sort the list). */
export function CustomersTable({
  items,
  sort,
  sortHref,
  now,
}: {
  items: DirectoryItem[];
  sort: DirectorySort | undefined;
  sortHref: (sort: DirectorySort) => string;
  now: Date;
}) {
  const header = (label: string, key: DirectorySort["key"]) => (
    <SortHeader label={label} sortKey={key} sort={sort} hrefFor={sortHref} />
  );
  return (
    <div className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">
          Customers{sort ? "" : ", newest first"}; the last five columns are from the book
        </caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Country</th>
            <th scope="col">External id</th>
            <th scope="col">Status</th>
            <th scope="col">Customer id</th>
            {header("Active legs", "active")}
            {header("Overdue", "overdue")}
            {header("Ending soon", "ending")}
            {header("Last activity", "activity")}
            {header("Book read", "read")}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map(({ customer, summary }) => {
            const place = country(customer.companyCountry);
            return (
              <tr key={customer.id} data-customer-id={customer.id}>
                <th scope="row" className="font-medium">
                  <Link href={customerPath(customer.id)} className="link">
                    {customer.companyName || EMPTY}
                    <LinkPending />
                  </Link>
                </th>
                <td>
                  <span className="font-mono text-xs">{place.code || EMPTY}</span>
                  {place.name && <span className="ml-2 text-slate-600">{place.name}</span>}
                </td>
                <td className="font-mono text-xs">{customer.externalCustomerId || EMPTY}</td>
                <td>
                  <StatusBadge status={customer.status} />
                </td>
                <td className="font-mono text-xs" title={customer.id}>
                  {shortId(customer.id)}
                </td>
                {summary ? (
                  <>
                    <td className="text-right tabular-nums">{summary.activeLegs}</td>
                    <td
                      className={`text-right tabular-nums ${summary.overdue > 0 ? "font-semibold text-amber-900" : ""}`}
                    >
                      {summary.overdue}
                    </td>
                    <td className="text-right tabular-nums">{summary.endingSoon}</td>
                    <td className="text-right whitespace-nowrap">
                      {summary.lastActivityAt ? clockText(summary.lastActivityAt, now) : EMPTY}
                    </td>
                    <td className="text-right whitespace-nowrap">
                      {summary.readAt ? clockText(summary.readAt, now) : "not yet"}
                      {summary.readFailedAt && <span className="block text-xs text-red-800">last read failed</span>}
                    </td>
                  </>
                ) : (
                  <td colSpan={5} className="text-sm text-slate-600">
                    Not in the book yet
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
