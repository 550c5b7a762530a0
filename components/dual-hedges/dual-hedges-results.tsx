import { Pagination } from "@/components/ui/pagination";
import { PastTheEnd } from "@/components/ui/past-the-end";
import { buttonClass } from "@/components/ui/styles";
import { listPosition } from "@/lib/domain/list-params";
import type { DualHedge } from "@/lib/wire";
import type { DualHedgeListQuery } from "@/lib/search-params/dual-hedges";
import { DualHedgesEmpty } from "./dual-hedges-empty";
import { DualHedgesTable } from "./dual-hedges-table";

export function DualHedgesResults({
  customerId,
  query,
  items,
  total,
  hrefFor,
  exportHref,
}: {
  customerId: string;
  query: DualHedgeListQuery;
  items: DualHedge[];
  total: number | null;
  hrefFor: (page: number) => string;
  exportHref: string;
}) {
  const { page, perPage } = query;
  const { pages, hasNext, hasRows: any, pastTheEnd } = listPosition(total, perPage, page, items.length);
  const filtered = Boolean(query.createdOn || query.updatedOn);
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {total === null ? (
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
            {total === null ? "Export CSV" : `Export CSV (${total} ${total === 1 ? "row" : "rows"})`}
          </a>
        )}
      </div>
      {pastTheEnd ? (
        <PastTheEnd page={page} pages={pages} lastPageHref={hrefFor(pages ?? 1)} />
      ) : items.length === 0 ? (
        <DualHedgesEmpty filtered={filtered} />
      ) : (
        <div className="mt-3">
          <DualHedgesTable customerId={customerId} items={items} />
        </div>
      )}
      {any && !pastTheEnd && (
        <div className="mt-4">
          <Pagination page={page} pageCount={pages} hasNext={hasNext} hrefFor={hrefFor} label="Dual hedges pages" />
        </div>
      )}
    </>
  );
}
