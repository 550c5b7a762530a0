import { Pagination } from "@/components/ui/pagination";
import { PastTheEnd } from "@/components/ui/past-the-end";
import { buttonClass } from "@/components/ui/styles";
import { UrlButton } from "@/components/ui/url-button";
import { listPosition } from "@/lib/domain/list-params";
import type { Customer } from "@/lib/wire";
import type { CustomerListQuery } from "@/lib/search-params/customers";
import { CustomersTable } from "./customers-table";

export function CustomersResults({
  query,
  items,
  total,
  hrefFor,
}: {
  query: CustomerListQuery;
  items: Customer[];
  total: number | null;
  hrefFor: (page: number) => string;
}) {
  const { page, perPage, externalCustomerId } = query;
  const { pages, hasNext, hasRows: any, pastTheEnd } = listPosition(total, perPage, page, items.length);
  return (
    <>
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {total === null ? (
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
        {pastTheEnd ? "" : ` · page ${page}${pages === null ? "" : ` of ${pages}`}`}
      </p>
      {pastTheEnd ? (
        <PastTheEnd page={page} pages={pages} lastPageHref={hrefFor(pages ?? 1)} />
      ) : items.length === 0 ? (
        <section aria-labelledby="no-customers" className="mt-3 rounded-lg border border-slate-200 bg-white p-6">
          <h2 id="no-customers" className="text-lg font-medium">
            {externalCustomerId ? `No customer has the external id ${externalCustomerId}` : "No customers yet"}
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
      {any && !pastTheEnd && (
        <div className="mt-4">
          <Pagination page={page} pageCount={pages} hasNext={hasNext} hrefFor={hrefFor} label="Customers pages" />
        </div>
      )}
    </>
  );
}
