"use client";

import { DateField } from "@/components/ui/date-field";
import { PageSizeSelect } from "@/components/ui/page-size-select";
import { useUrlUpdate } from "@/components/ui/use-url-update";
import { PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";

export interface DualHedgeFilterValues {
  createdOn: string | null;
  updatedOn: string | null;
}

/** Each change is a new URL (page 1 again) that the server renders. */
export function DualHedgeFilters({ values, perPage }: { values: DualHedgeFilterValues; perPage: number | null }) {
  const { pending, update } = useUrlUpdate();
  return (
    <div
      role="search"
      aria-label="Filter dual hedges"
      className="mt-6 flex flex-wrap items-start gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <DateField
        label="Created on"
        value={values.createdOn}
        clearable
        onCommit={(createdOn) => update({ created_on: createdOn })}
      />
      <DateField
        label="Updated on"
        value={values.updatedOn}
        clearable
        onCommit={(updatedOn) => update({ updated_on: updatedOn })}
      />
      {perPage !== null && (
        <PageSizeSelect
          value={perPage}
          onChange={(size) => update({ per_page: size === PAGE_SIZE_DEFAULT ? null : String(size) })}
        />
      )}
      <span role="status" className="pt-7 text-sm text-slate-600">
        {pending ? "Updating…" : ""}
      </span>
    </div>
  );
}
