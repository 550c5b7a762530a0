import Link from "next/link";
import { ListResults } from "@/components/ui/list-results";
import { buttonClass } from "@/components/ui/styles";
import { UrlButton } from "@/components/ui/url-button";
import type { ListCheck } from "@/lib/hedging";
import type { CustomerListQuery, DirectorySort } from "@/lib/search-params/customers";
import { CustomersTable, type DirectoryItem } from "./customers-table";

const FILTER_EMPTY = {
  overdue: "No customer has an overdue leg in the book",
  ending: "No customer has a leg ending soon in the book",
} as const;

export function CustomersResults({
  query,
  list,
  hrefFor,
  sortHref,
  allHref,
  note,
  now,
}: {
  query: CustomerListQuery;
  /** Only rows that match every filter; `check` (a live list) says when the service sent others (or paged otherwise). */
  list: { items: DirectoryItem[]; pagination: { totalResults: number | null }; check?: ListCheck };
  hrefFor: (page: number) => string;
  sortHref: (sort: DirectorySort) => string;
  /** The directory without the book's filter. */
  allHref: string;
  /** Where the rows and the book's columns come from, and how fresh. */
  note: React.ReactNode;
  now: Date;
}) {
  const { externalCustomerId, has } = query;
  const unfiltered = (list.check?.ignoredFilters.length ?? 0) > 0;
  return (
    <ListResults
      noun={["customer", "customers"]}
      query={query}
      list={list}
      hrefFor={hrefFor}
      note={note}
      qualifier={() =>
        externalCustomerId ? (
          <>
            with external id <code className="font-mono">{externalCustomerId}</code>
          </>
        ) : has === "overdue" ? (
          "with an overdue leg"
        ) : has === "ending" ? (
          "with a leg ending soon"
        ) : null
      }
      empty={
        <section aria-labelledby="no-customers" className="mt-3 rounded-lg border border-slate-200 bg-white p-6">
          <h2 id="no-customers" className="text-lg font-medium">
            {unfiltered
              ? `No customer on this page has the external id ${externalCustomerId}`
              : externalCustomerId
                ? `No customer has the external id ${externalCustomerId}`
                : has
                  ? FILTER_EMPTY[has]
                  : "No customers yet"}
          </h2>
          {has && (
            <p className="mt-2 text-sm text-slate-700">
              Nothing needs this kind of attention, as far as the book knows.{" "}
              <Link href={allHref} className="link">
                See all customers
              </Link>
              .
            </p>
          )}
          {externalCustomerId && (
            <UrlButton
              patch={{ external_id: null }}
              focusOnClick='[aria-label="Search customers"] input'
              className={`${buttonClass.primary} mt-4`}
            >
              Clear search
            </UrlButton>
          )}
        </section>
      }
      table={<CustomersTable items={list.items} sort={query.sort} sortHref={sortHref} now={now} />}
    />
  );
}
