"use client";

import { useId } from "react";
import { PageSizeSelect } from "@/components/ui/page-size-select";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useUrlUpdate } from "@/components/ui/use-url-update";
import { PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";

export interface DualHedgeFilterValues {
  createdOn: string | null;
  updatedOn: string | null;
}

/**
 * Two clearable date filters and the page size; each change applies at once: a new URL (page 1
 * again) the server renders.
 */
export function DualHedgeFilters({ values, perPage }: { values: DualHedgeFilterValues; perPage: number | null }) {
  const { pending, update } = useUrlUpdate();
  return (
    <div role="search" aria-label="Filter dual hedges" className="mt-6 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <DateFilter label="Created on" value={values.createdOn} onChange={(createdOn) => update({ created_on: createdOn })} />
      <DateFilter label="Updated on" value={values.updatedOn} onChange={(updatedOn) => update({ updated_on: updatedOn })} />
      {perPage !== null && (
        <PageSizeSelect value={perPage} onChange={(size) => update({ per_page: size === PAGE_SIZE_DEFAULT ? null : String(size) })} />
      )}
      <span role="status" className="pb-2 text-sm text-slate-600">
        {pending ? "Updating…" : ""}
      </span>
    </div>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value: string | null; onChange: (value: string | null) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="date"
          disabled={!hydrated}
          defaultValue={value ?? ""}
          // A new value from the URL (Back, Clear) replaces what is shown.
          key={value ?? ""}
          onChange={(event) => {
            // A date input reports "" while a date is half typed: keep the filter until it is whole or cleared.
            // While a year is typed digit by digit it reads 0002, 0020, 0202: wait for the whole year,
            // since each applied filter is a navigation that renders the list (and this input) anew.
            const next = event.target.value;
            if (next && Number(next.slice(0, 4)) < 1900) return;
            if (next || !event.target.validity.badInput) onChange(next || null);
          }}
          className={`${fieldClass} w-44`}
        />
        {value && (
          <button type="button" onClick={() => onChange(null)} className={`${buttonClass.secondary} mt-1`} aria-label={`Clear ${label.toLowerCase()}`}>
            Clear
          </button>
        )}
      </div>
    </div>
  );
}
