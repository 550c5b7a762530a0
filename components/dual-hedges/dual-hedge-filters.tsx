"use client";

import { useId } from "react";
import { PageSizeSelect } from "@/components/ui/page-size-select";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";

export interface DualHedgeFilterValues {
  createdOn: string | null;
  updatedOn: string | null;
}

/** Two clearable date filters and the page size; each change applies at once (and returns to page 1). */
export function DualHedgeFilters({
  values,
  perPage,
  onFilter,
  onPerPage,
}: {
  values: DualHedgeFilterValues;
  perPage: number | null;
  onFilter: (patch: Partial<DualHedgeFilterValues>) => void;
  onPerPage: (size: number) => void;
}) {
  return (
    <div role="search" aria-label="Filter dual hedges" className="mt-6 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <DateFilter label="Created on" value={values.createdOn} onChange={(createdOn) => onFilter({ createdOn })} />
      <DateFilter label="Updated on" value={values.updatedOn} onChange={(updatedOn) => onFilter({ updatedOn })} />
      {perPage !== null && <PageSizeSelect value={perPage} onChange={onPerPage} />}
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
          value={value ?? ""}
          onChange={(event) => {
            // A date input reports "" while a date is half typed: keep the filter until it is whole or cleared.
            const next = event.target.value;
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
