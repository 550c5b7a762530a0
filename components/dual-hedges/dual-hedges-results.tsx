import { canPage, ListCheckNotice } from "@/components/ui/list-check-notice";
import { Pagination } from "@/components/ui/pagination";
import { PastTheEnd } from "@/components/ui/past-the-end";
import { buttonClass } from "@/components/ui/styles";
import { listPosition } from "@/lib/domain/list-params";
import type { ListCheck } from "@/lib/hedging";
import type { DualHedge, Pagination as PaginationAnswer } from "@/lib/wire";
import type { DualHedgeListQuery } from "@/lib/search-params/dual-hedges";
import { DualHedgesEmpty } from "./dual-hedges-empty";
import { DualHedgesTable } from "./dual-hedges-table";

export function DualHedgesResults({
  customerId,
  query,
  items,
  pagination,
  check,
  hrefFor,
  exportHref,
}: {
  customerId: string;
  query: DualHedgeListQuery;
  /** Only rows that match the filters; `check` says when the service sent others (or paged otherwise). */
  items: DualHedge[];
  pagination: PaginationAnswer;
  check: ListCheck;
  hrefFor: (page: number) => string;
  exportHref: string;
}) {
  const { page } = query;
  const total = pagination.totalResults;
  // Positioned by what the service sent and the page size it used, not by the rows kept after checking.
  const perPage = check.paging?.answeredPerPage ?? query.perPage;
  const { pages, hasNext, hasRows: any, pastTheEnd } = listPosition(total, perPage, page, check.rowsSent);
  const filtered = Boolean(query.createdOn || query.updatedOn);
  const unfiltered = check.ignoredFilters.length > 0;
  return (
    <>
      <ListCheckNotice check={check} noun="dual hedges" />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {unfiltered ? (
            <>
              <strong className="tabular">{items.length}</strong> of the {check.rowsSent} dual hedges on this page{" "}
              {items.length === 1 ? "matches" : "match"} the filters
              {pastTheEnd ? "" : ` · page ${page}${pages === null ? "" : ` of ${pages} of the unfiltered list`}`}
            </>
          ) : total === null ? (
            <>Total not provided by the hedging service{pastTheEnd ? "" : ` · page ${page}`}</>
          ) : (
            <>
              <strong className="tabular">{total}</strong> {total === 1 ? "dual hedge" : "dual hedges"}
              {filtered ? (total === 1 ? " matches the filters" : " match the filters") : ""}
              {pastTheEnd ? "" : ` · page ${page} of ${pages}`}
            </>
          )}
        </p>
        {any && (
          <a href={exportHref} download className={buttonClass.secondary}>
            {unfiltered
              ? "Export CSV (matching rows only)"
              : total === null
                ? "Export CSV"
                : `Export CSV (${total} ${total === 1 ? "row" : "rows"})`}
          </a>
        )}
      </div>
      {pastTheEnd ? (
        <PastTheEnd page={page} pages={pages} lastPageHref={hrefFor(pages ?? 1)} />
      ) : items.length === 0 ? (
        <DualHedgesEmpty filtered={filtered} onThisPageOnly={unfiltered} />
      ) : (
        <div className="mt-3">
          <DualHedgesTable customerId={customerId} items={items} />
        </div>
      )}
      {any && !pastTheEnd && canPage(check, page) && (
        <div className="mt-4">
          <Pagination page={page} pageCount={pages} hasNext={hasNext} hrefFor={hrefFor} label="Dual hedges pages" />
        </div>
      )}
    </>
  );
}
