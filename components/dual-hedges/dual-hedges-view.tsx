"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useQueryStates } from "nuqs";
import { InvalidParams } from "@/components/ui/invalid-params";
import { Pagination } from "@/components/ui/pagination";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { UpstreamError } from "@/components/ui/upstream-error";
import { buttonClass } from "@/components/ui/styles";
import { pageCount, PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";
import { actionErrorOf } from "@/lib/queries/outcome";
import { dualHedgesQueryOptions } from "@/lib/queries/dual-hedges";
import {
  dualHedgeListParsers,
  dualHedgeListUrlKeys,
  readDualHedgeListParams,
  serializeDualHedgeListParams,
  withoutInvalidDualHedgeParams,
} from "@/lib/search-params/dual-hedges";
import { DualHedgeFilters } from "./dual-hedge-filters";
import { DualHedgesTable } from "./dual-hedges-table";
import { DualHedgesEmpty } from "./dual-hedges-empty";

/**
 * The list's state is the URL (nuqs, pushed to history so Back works); the rows come from React
 * Query, filled by the server for the first paint and refetched through the action after that.
 */
export function DualHedgesView({ customerId }: { customerId: string }) {
  const [params, setParams] = useQueryStates(dualHedgeListParsers, { urlKeys: dualHedgeListUrlKeys, history: "push", scroll: false });
  const read = readDualHedgeListParams(params);
  const input = read.ok ? { customerId, ...read.query } : { customerId, page: 1, perPage: PAGE_SIZE_DEFAULT };
  const query = useQuery({ ...dualHedgesQueryOptions(input), enabled: read.ok, placeholderData: keepPreviousData });

  const basePath = `/customers/${encodeURIComponent(customerId)}/dual-hedges`;
  const hrefWith = (patch: Partial<typeof params>) => `${basePath}${serializeDualHedgeListParams({ ...params, ...patch })}`;
  const filtered = Boolean(params.createdOn || params.updatedOn);
  const clearFilters = () => setParams({ createdOn: null, updatedOn: null, page: null });

  const filters = (
    <DualHedgeFilters
      values={{ createdOn: params.createdOn, updatedOn: params.updatedOn }}
      perPage={read.ok ? read.query.perPage : null}
      onFilter={(patch) => setParams({ ...patch, page: null })}
      onPerPage={(size) => setParams({ perPage: size === PAGE_SIZE_DEFAULT ? null : String(size), page: null })}
    />
  );

  if (!read.ok) {
    return (
      <>
        {filters}
        <InvalidParams
          problems={read.problems}
          repairHref={`${basePath}${serializeDualHedgeListParams(withoutInvalidDualHedgeParams(params))}`}
          clearHref={basePath}
        />
      </>
    );
  }

  const { page, perPage } = read.query;
  const data = query.data;
  const total = data?.pagination.totalResults ?? 0;
  const pages = pageCount(total, perPage);
  const exportHref = `${basePath}/export${serializeDualHedgeListParams({ createdOn: params.createdOn, updatedOn: params.updatedOn })}`;

  return (
    <>
      {filters}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {data ? (
            <>
              <strong className="tabular">{total}</strong> {total === 1 ? "dual hedge" : "dual hedges"}
              {filtered ? (total === 1 ? " matches the filters" : " match the filters") : ""} · page {page} of {pages}
            </>
          ) : query.isError ? null : (
            "Loading dual hedges…"
          )}
          {query.isFetching && data ? <span className="ml-2 text-slate-500">Updating…</span> : null}
        </p>
        {data && total > 0 && (
          <a href={exportHref} download className={buttonClass.secondary}>
            Export CSV ({total} {total === 1 ? "row" : "rows"})
          </a>
        )}
      </div>

      {query.isError ? (
        <UpstreamError error={actionErrorOf(query.error)} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <TableSkeleton columns={9} rows={Math.min(perPage, 8)} />
      ) : data.items.length === 0 ? (
        <DualHedgesEmpty
          total={total}
          page={page}
          pages={pages}
          filtered={filtered}
          onClear={clearFilters}
          lastPageHref={hrefWith({ page: pages === 1 ? null : String(pages) })}
          onLastPage={() => setParams({ page: pages === 1 ? null : String(pages) })}
        />
      ) : (
        <div className={`mt-3 transition-opacity ${query.isPlaceholderData ? "opacity-60" : ""}`} aria-busy={query.isPlaceholderData}>
          <DualHedgesTable customerId={customerId} items={data.items} />
        </div>
      )}

      {data && total > 0 && (
        <div className="mt-4">
          <Pagination
            page={page}
            pageCount={pages}
            hrefFor={(to) => hrefWith({ page: to === 1 ? null : String(to) })}
            onNavigate={(to) => setParams({ page: to === 1 ? null : String(to) })}
            label="Dual hedges pages"
          />
        </div>
      )}
    </>
  );
}
