"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useQueryStates } from "nuqs";
import { InvalidParams } from "@/components/ui/invalid-params";
import { PageSizeSelect } from "@/components/ui/page-size-select";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { UpstreamError } from "@/components/ui/upstream-error";
import { buttonClass } from "@/components/ui/styles";
import { pageCount, PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";
import { customersQueryOptions } from "@/lib/queries/customers";
import { actionErrorOf } from "@/lib/queries/outcome";
import {
  customerListParsers,
  customerListUrlKeys,
  readCustomerListParams,
  serializeCustomerListParams,
  withoutInvalidCustomerParams,
} from "@/lib/search-params/customers";
import { CustomerSearch } from "./customer-search";
import { CustomersTable } from "./customers-table";

/** The customers list: URL state with nuqs, rows with React Query (see DualHedgesView). */
export function CustomersView() {
  const [params, setParams] = useQueryStates(customerListParsers, { urlKeys: customerListUrlKeys, history: "push", scroll: false });
  const read = readCustomerListParams(params);
  const input = read.ok ? read.query : { page: 1, perPage: PAGE_SIZE_DEFAULT };
  const query = useQuery({ ...customersQueryOptions(input), enabled: read.ok, placeholderData: keepPreviousData });
  const hrefWith = (patch: Partial<typeof params>) => `/${serializeCustomerListParams({ ...params, ...patch })}`;

  const controls = (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <CustomerSearch value={params.externalId} onSearch={(externalId) => setParams({ externalId, page: null })} />
      {read.ok && (
        <PageSizeSelect
          value={read.query.perPage}
          onChange={(size) => setParams({ perPage: size === PAGE_SIZE_DEFAULT ? null : String(size), page: null })}
        />
      )}
    </div>
  );

  if (!read.ok) {
    return (
      <>
        {controls}
        <InvalidParams problems={read.problems} repairHref={`/${serializeCustomerListParams(withoutInvalidCustomerParams(params))}`} clearHref="/" />
      </>
    );
  }

  const { page, perPage, externalCustomerId } = read.query;
  const data = query.data;
  const total = data?.pagination.totalResults ?? 0;
  const pages = pageCount(total, perPage);

  return (
    <>
      {controls}
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {data ? (
          <>
            <strong className="tabular">{total}</strong> {total === 1 ? "customer" : "customers"}
            {externalCustomerId ? <> with external id <code className="font-mono">{externalCustomerId}</code></> : null} · page {page} of {pages}
          </>
        ) : query.isError ? null : (
          "Loading customers…"
        )}
        {query.isFetching && data ? <span className="ml-2 text-slate-500">Updating…</span> : null}
      </p>

      {query.isError ? (
        <UpstreamError error={actionErrorOf(query.error)} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <TableSkeleton columns={5} rows={Math.min(perPage, 8)} />
      ) : data.items.length === 0 ? (
        <section aria-labelledby="no-customers" className="mt-3 rounded-lg border border-slate-200 bg-white p-6">
          <h2 id="no-customers" className="text-lg font-medium">
            {externalCustomerId ? `No customer has the external id ${externalCustomerId}` : total > 0 ? `Page ${page} is past the end` : "No customers yet"}
          </h2>
          {(externalCustomerId || total > 0) && (
            <button type="button" onClick={() => setParams({ externalId: null, page: null })} className={`${buttonClass.primary} mt-4`}>
              {externalCustomerId ? "Clear search" : "Go to the first page"}
            </button>
          )}
        </section>
      ) : (
        <div className={`mt-3 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`} aria-busy={query.isPlaceholderData}>
          <CustomersTable items={data.items} />
        </div>
      )}

      {data && total > 0 && (
        <div className="mt-4">
          <Pagination
            page={page}
            pageCount={pages}
            hrefFor={(to) => hrefWith({ page: to === 1 ? null : String(to) })}
            onNavigate={(to) => setParams({ page: to === 1 ? null : String(to) })}
            label="Customers pages"
          />
        </div>
      )}
    </>
  );
}
