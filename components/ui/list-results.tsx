import type { ReactNode } from "react";
import { listPosition } from "@/lib/domain/list-params";
import type { ListCheck } from "@/lib/hedging";
import { ListCount, type ListCountProps } from "./list-count";
import { canPage, ListCheckNotice } from "./list-check-notice";
import { CursorPagination, Pagination } from "./pagination";
import { PastTheEnd } from "./past-the-end";

/** The one shape of a list's results: what the service did not do, the count, empty or the table, the pager. */
export function ListResults({
  noun,
  pagerLabel,
  query: { page, perPage },
  list,
  hrefFor,
  qualifier,
  uncounted,
  hasNext: knownNext,
  cursorLinks,
  note,
  aside,
  summary,
  empty,
  table,
}: {
  noun: ListCountProps["noun"];
  /** The pager's accessible name; "Customers pages" from the noun unless said. */
  pagerLabel?: string;
  /** The page and page size asked; a service paging its own way is positioned by the size it says it used. */
  query: { page: number | null; perPage: number };
  /** The rows that match every filter, and the total; no `check` for a list from our own tables. */
  list: { items: readonly unknown[]; pagination: { totalResults: number | null }; check?: ListCheck };
  hrefFor: (page: number) => string;
  qualifier?: ListCountProps["qualifier"];
  /** For a list of our own whose total was not counted: what the count line says instead (ListCount). */
  uncounted?: ListCountProps["uncounted"];
  /** Whether a page follows, when the list knows it without a total (it read one row more than the page). */
  hasNext?: boolean;
  /** A keyset list's pager links (null: no such page); `page` null when reached by a cursor. */
  cursorLinks?: { first: string | null; previous: string | null; next: string | null; last: string | null };
  /** Sentences after the count. */
  note?: ReactNode;
  /** Beside the count line when there are rows (an export link). */
  aside?: ReactNode;
  /** Between the count line and the rows, past the end too (the book's totals). */
  summary?: ReactNode;
  empty: ReactNode;
  table: ReactNode;
}) {
  const { check } = list;
  const pagerName = pagerLabel ?? `${noun[1].charAt(0).toUpperCase()}${noun[1].slice(1)} pages`;
  const total = list.pagination.totalResults;
  const kept = list.items.length;
  // Positioned by what the service sent and the page size it used, not by the rows kept after checking.
  const size = check?.paging?.answeredPerPage ?? perPage;
  const position = listPosition(total, size, page ?? 1, check?.rowsSent ?? kept);
  const { pages, hasRows, pastTheEnd } = position;
  const hasNext = total === null && knownNext !== undefined ? knownNext : position.hasNext;
  const unfiltered = check && check.ignoredFilters.length > 0 ? { kept, sent: check.rowsSent } : null;
  const pager = cursorLinks
    ? cursorLinks.previous !== null || cursorLinks.next !== null
    : page !== null && !pastTheEnd && (!check || canPage(check, page)) && (hasNext || page > 1);
  return (
    <>
      {check && <ListCheckNotice check={check} noun={noun[1]} />}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <ListCount
          noun={noun}
          total={total}
          page={page}
          pages={pages}
          pastTheEnd={pastTheEnd}
          unfiltered={unfiltered}
          qualifier={qualifier}
          uncounted={uncounted}
        >
          {note}
        </ListCount>
        {hasRows && aside}
      </div>
      {summary}
      {pastTheEnd ? (
        <PastTheEnd page={page ?? 1} pages={pages} lastPageHref={hrefFor(pages ?? 1)} />
      ) : kept === 0 ? (
        empty
      ) : (
        <div className="mt-3">{table}</div>
      )}
      {pager && (
        // Keyed by the page shown: each page brings a new pager, so PagerFocus gives the control just used its focus back.
        <div key={cursorLinks ? `${cursorLinks.previous}|${cursorLinks.next}` : hrefFor(page ?? 1)} className="mt-4">
          {cursorLinks ? (
            <CursorPagination page={page} links={cursorLinks} label={pagerName} />
          ) : (
            <Pagination page={page ?? 1} pageCount={pages} hasNext={hasNext} hrefFor={hrefFor} label={pagerName} />
          )}
        </div>
      )}
    </>
  );
}
