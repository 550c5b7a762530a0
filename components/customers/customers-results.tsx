import { canPage, ListCheckNotice } from "@/components/ui/list-check-notice";
import { Pagination } from "@/components/ui/pagination";
import { PastTheEnd } from "@/components/ui/past-the-end";
import { buttonClass } from "@/components/ui/styles";
import { UrlButton } from "@/components/ui/url-button";
import { listPosition } from "@/lib/domain/list-params";
import type { ListCheck } from "@/lib/hedging";
import type { Customer } from "@/lib/wire";
import type { CustomerListQuery } from "@/lib/search-params/customers";
import { CustomersTable } from "./customers-table";

export function CustomersResults({
  query,
  items,
  total,
  check,
  hrefFor,
}: {
  query: CustomerListQuery;
  /** Only customers with the external id searched for; `check` says when the service sent others (or paged otherwise). */
  items: Customer[];
  total: number | null;
  check: ListCheck;
  hrefFor: (page: number) => string;
}) {
  const { page, externalCustomerId } = query;
  // Positioned by what the service sent and the page size it used, not by the rows kept after checking.
  const perPage = check.paging?.answeredPerPage ?? query.perPage;
  const { pages, hasNext, hasRows: any, pastTheEnd } = listPosition(total, perPage, page, check.rowsSent);
  const unfiltered = check.ignoredFilters.length > 0;
  return (
    <>
      <ListCheckNotice check={check} noun="customers" />
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {unfiltered ? (
          <>
            <strong className="tabular">{items.length}</strong> of the {check.rowsSent} customers on this page
          </>
        ) : total === null ? (
          "Total not provided by the hedging service"
        ) : (
          <>
            <strong className="tabular">{total}</strong> {total === 1 ? "customer" : "customers"}
          </>
        )}
        {externalCustomerId ? (
          <>
            {" "}
            with external id <code className="font-mono">{externalCustomerId}</code>
          </>
        ) : null}
        {pastTheEnd
          ? ""
          : ` · page ${page}${pages === null ? "" : ` of ${pages}${unfiltered ? " of the unfiltered list" : ""}`}`}
      </p>
      {pastTheEnd ? (
        <PastTheEnd page={page} pages={pages} lastPageHref={hrefFor(pages ?? 1)} />
      ) : items.length === 0 ? (
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
      ) : (
        <div className="mt-3">
          <CustomersTable items={items} />
        </div>
      )}
      {any && !pastTheEnd && canPage(check, page) && (
        <div className="mt-4">
          <Pagination page={page} pageCount={pages} hasNext={hasNext} hrefFor={hrefFor} label="Customers pages" />
        </div>
      )}
    </>
  );
}
