import { ListResults } from "@/components/ui/list-results";
import { buttonClass } from "@/components/ui/styles";
import { UrlButton } from "@/components/ui/url-button";
import type { CheckedPage } from "@/lib/hedging";
import type { Customer } from "@/lib/wire";
import type { CustomerListQuery } from "@/lib/search-params/customers";
import { CustomersTable } from "./customers-table";

export function CustomersResults({
  query,
  list,
  hrefFor,
}: {
  query: CustomerListQuery;
  /** Only rows that match every filter; `check` says when the service sent others (or paged otherwise). */
  list: CheckedPage<Customer>;
  hrefFor: (page: number) => string;
}) {
  const { externalCustomerId } = query;
  const unfiltered = list.check.ignoredFilters.length > 0;
  return (
    <ListResults
      noun={["customer", "customers"]}
      query={query}
      list={list}
      hrefFor={hrefFor}
      qualifier={() =>
        externalCustomerId ? (
          <>
            with external id <code className="font-mono">{externalCustomerId}</code>
          </>
        ) : null
      }
      empty={
        <section aria-labelledby="no-customers" className="mt-3 rounded-lg border border-slate-200 bg-white p-6">
          <h2 id="no-customers" className="text-lg font-medium">
            {unfiltered
              ? `No customer on this page has the external id ${externalCustomerId}`
              : externalCustomerId
                ? `No customer has the external id ${externalCustomerId}`
                : "No customers yet"}
          </h2>
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
      table={<CustomersTable items={list.items} />}
    />
  );
}
