import type { ReactNode } from "react";

export interface ListCountProps {
  /** Singular and plural: ["customer", "customers"]. */
  noun: readonly [string, string];
  total: number | null;
  /** Null when not known (a keyset page reached by cursor): then no page is named. */
  page: number | null;
  pages: number | null;
  /** A page past the end names no page. */
  pastTheEnd: boolean;
  /** The service ignored a filter: `kept` of the `sent` rows on this page match it, and the pages are its unfiltered list's. */
  unfiltered?: { kept: number; sent: number } | null;
  /** What the count is of, after the noun ("with external id X", "match the filters"), by the count it follows (null: unknown). */
  qualifier?: (count: number | null) => ReactNode;
  /** Sentences after the count ("Accepted times in UTC."). */
  children?: ReactNode;
  /** Said instead of "Total not provided by the hedging service" for a list of our own that did not count it all. */
  uncounted?: ReactNode;
}

/** The one "N items · page x of y." line of every list; a count the service did not give is never made up. */
export function ListCount({
  noun,
  total,
  page,
  pages,
  pastTheEnd,
  unfiltered,
  qualifier,
  children,
  uncounted,
}: ListCountProps) {
  const [one, many] = noun;
  const count = unfiltered ? unfiltered.kept : total;
  const where =
    pastTheEnd || page === null
      ? ""
      : ` · page ${page}${pages === null ? "" : ` of ${pages}${unfiltered ? " of the unfiltered list" : ""}`}`;
  const what = qualifier?.(count);
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {unfiltered ? (
        <>
          <strong className="tabular">{unfiltered.kept}</strong> of the {unfiltered.sent} {many} on this page
        </>
      ) : total === null ? (
        (uncounted ?? "Total not provided by the hedging service")
      ) : (
        <>
          <strong className="tabular">{total}</strong> {total === 1 ? one : many}
        </>
      )}
      {what ? <> {what}</> : null}
      {where}.{children ? <> {children}</> : null}
    </p>
  );
}
