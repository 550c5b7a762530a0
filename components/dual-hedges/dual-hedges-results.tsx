import { ListResults } from "@/components/ui/list-results";
import { buttonClass } from "@/components/ui/styles";
import type { CheckedPage } from "@/lib/hedging";
import type { DualHedge } from "@/lib/wire";
import type { DualHedgeListQuery } from "@/lib/search-params/dual-hedge-list-url";
import { DualHedgesEmpty } from "./dual-hedges-empty";
import { DualHedgesTable } from "./dual-hedges-table";

export function DualHedgesResults({
  customerId,
  query,
  list,
  hrefFor,
  exportHref,
}: {
  customerId: string;
  query: DualHedgeListQuery;
  /** Only rows that match every filter; `check` says when the service sent others (or paged otherwise). */
  list: CheckedPage<DualHedge>;
  hrefFor: (page: number) => string;
  exportHref: string;
}) {
  const filtered = Boolean(query.createdOn || query.updatedOn);
  const unfiltered = list.check.ignoredFilters.length > 0;
  const total = list.pagination.totalResults;
  return (
    <ListResults
      noun={["dual hedge", "dual hedges"]}
      query={query}
      list={list}
      hrefFor={hrefFor}
      qualifier={(count) =>
        count !== null && (filtered || unfiltered) ? (count === 1 ? "matches the filters" : "match the filters") : null
      }
      aside={
        <a href={exportHref} className={buttonClass.secondary}>
          {unfiltered
            ? "Export CSV (matching rows only)"
            : total === null
              ? "Export CSV"
              : `Export CSV (${total} ${total === 1 ? "row" : "rows"})`}
        </a>
      }
      empty={<DualHedgesEmpty filtered={filtered} onThisPageOnly={unfiltered} />}
      table={<DualHedgesTable customerId={customerId} items={list.items} />}
    />
  );
}
