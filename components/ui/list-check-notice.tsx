import { formatDate } from "@/lib/format/format-time";
import type { FilterParam, ListCheck } from "@/lib/hedging";

const FILTER_LABEL: Record<FilterParam, string> = {
  createdOn: "created on",
  updatedOn: "updated on",
  externalCustomerId: "external id",
};

const filterValue = (param: FilterParam, value: string) => (param === "externalCustomerId" ? value : formatDate(value));

/** Whether the pager can move through the list: not when the service answered another page than the one asked. */
export function canPage(check: ListCheck, page: number): boolean {
  const answered = check.paging?.answeredPage ?? null;
  return answered === null || answered === page;
}

/** The answer contradicted the query: say so plainly, so nobody takes an unfiltered list for a filtered one. */
export function ListCheckNotice({ check, noun }: { check: ListCheck; noun: string }) {
  const { ignoredFilters, paging } = check;
  if (ignoredFilters.length === 0 && !paging) return null;
  return (
    <section
      role="status"
      aria-labelledby="list-check-title"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="list-check-title" className="text-lg font-semibold">
        The hedging service did not do what this list asked
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {ignoredFilters.map(({ param, value, sent, matching }) => (
          <li key={param}>
            It did not apply the filter “{FILTER_LABEL[param]} {filterValue(param, value)}”: of the {sent} {noun} it
            sent, {matching} {matching === 1 ? "matches" : "match"}. Only {matching === 1 ? "that one is" : "those are"}{" "}
            shown; other pages of its list may hold more.
          </li>
        ))}
        {paging && (
          <li>
            Asked for page {paging.askedPage ?? 1}
            {paging.askedPerPage === null ? "" : ` with ${paging.askedPerPage} per page`}, it sent{" "}
            {paging.answeredPage === null ? "a page it did not number" : `page ${paging.answeredPage}`} with{" "}
            {paging.rows} {noun}
            {paging.answeredPerPage === null ? "" : ` (${paging.answeredPerPage} per page)`}.{" "}
            {canPage(check, paging.askedPage ?? 1)
              ? "The pages below follow its page size."
              : "Hedge Desk cannot page this list: the rows shown are the ones it sent."}
          </li>
        )}
      </ul>
    </section>
  );
}
