import { DateRangeFieldset } from "@/components/ui/date-range-fieldset";
import { FilterFormActions } from "@/components/ui/filter-form-actions";
import { PageSizeField } from "@/components/ui/page-size-field";
import { selectOptions, SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { statusLabel } from "@/lib/format/status-label";
import { BOOK_PATH } from "@/lib/paths/app-paths";
import { sortParam, type BookFilters, type BookSort } from "@/lib/search-params/book";
import { HEDGE_STATUSES } from "@/lib/wire/hedge";

/** The form's id: where a link to "narrow the filters" goes. */
export const BOOK_FILTERS_ID = "book-filters";

const STATUS_OPTIONS = selectOptions(HEDGE_STATUSES, statusLabel, { any: "Any" });
const FIXED_OPTIONS = [
  { value: "", label: "Either" },
  { value: "from", label: "From currency" },
  { value: "to", label: "To currency" },
];

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
  const pairOptions = selectOptions(pairChoices, (choice) => choice.replace("/", " → "), { any: "Any" });
  const sortValue = sortParam(sort);
  return (
    <form
      id={BOOK_FILTERS_ID}
      method="get"
      action={BOOK_PATH}
      aria-label="Filter the book"
      className="mt-6 grid grid-cols-1 items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField id="book-status" name="status" label="Status" selected={filters.status} options={STATUS_OPTIONS} />
      <SelectField id="book-pair" name="pair" label="Currency pair (leg)" selected={pair} options={pairOptions} />
      <TextField
        id="book-customer"
        name="customer"
        label="Customer id or name"
        value={filters.customer}
        spellCheck={false}
      />
      <SelectField id="book-fixed" name="fixed" label="Fixed side" selected={filters.fixed} options={FIXED_OPTIONS} />
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
