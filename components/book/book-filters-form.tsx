import { DateRangeFieldset } from "@/components/ui/date-range-fieldset";
import { FilterFormActions } from "@/components/ui/filter-form-actions";
import { PageSizeField } from "@/components/ui/page-size-field";
import { fieldClass, labelClass } from "@/components/ui/styles";
import { statusLabel } from "@/lib/domain/status-label";
import { BOOK_PATH } from "@/lib/paths/app-paths";
import { sortParam, type BookFilters, type BookSort } from "@/lib/search-params/book";
import { HEDGE_STATUSES } from "@/lib/wire/hedge";

/** The form's id: where a link to "narrow the filters" goes. */
export const BOOK_FILTERS_ID = "book-filters";

/** A plain GET form: the filters live in the URL; applying them starts at page 1 and keeps the sort. */
export function BookFiltersForm({
  filters,
  sort,
  perPage,
  pairs,
}: {
  filters: BookFilters;
  sort: BookSort;
  perPage: number;
  pairs: { from: string; to: string }[];
}) {
  const pair = filters.pair ? `${filters.pair.from}/${filters.pair.to}` : "";
  const pairChoices = pairs.map((p) => `${p.from}/${p.to}`);
  if (pair && !pairChoices.includes(pair)) pairChoices.unshift(pair);
  const sortValue = sortParam(sort);
  return (
    <form
      id={BOOK_FILTERS_ID}
      method="get"
      action={BOOK_PATH}
      aria-label="Filter the book"
      className="mt-6 grid grid-cols-1 items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor="book-status" className={labelClass}>
          Status
        </label>
        <select id="book-status" name="status" defaultValue={filters.status ?? ""} className={fieldClass}>
          <option value="">Any</option>
          {HEDGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="book-pair" className={labelClass}>
          Currency pair (leg)
        </label>
        <select id="book-pair" name="pair" defaultValue={pair} className={fieldClass}>
          <option value="">Any</option>
          {pairChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice.replace("/", " → ")}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="book-customer" className={labelClass}>
          Customer id or name
        </label>
        <input
          id="book-customer"
          name="customer"
          type="text"
          defaultValue={filters.customer ?? ""}
          spellCheck={false}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="book-fixed" className={labelClass}>
          Fixed side
        </label>
        <select id="book-fixed" name="fixed" defaultValue={filters.fixed ?? ""} className={fieldClass}>
          <option value="">Either</option>
          <option value="from">From currency</option>
          <option value="to">To currency</option>
        </select>
      </div>
      <DateRangeFieldset
        legend="End date"
        from={{ label: "Ends from", name: "end_from", value: filters.endFrom ?? null }}
        to={{ label: "Ends by", name: "end_to", value: filters.endTo ?? null }}
        className="sm:col-span-2"
      />
      <DateRangeFieldset
        legend="Settlement date"
        from={{ label: "Settles from", name: "settlement_from", value: filters.settlementFrom ?? null }}
        to={{ label: "Settles by", name: "settlement_to", value: filters.settlementTo ?? null }}
        className="sm:col-span-2"
      />
      <PageSizeField id="book-per-page" perPage={perPage} />
      {sortValue && <input type="hidden" name="sort" value={sortValue} />}
      <FilterFormActions clearHref={BOOK_PATH} className="lg:col-span-3" />
    </form>
  );
}
