"use client";

import { DateField } from "@/components/ui/date-field";
import { ListControls } from "@/components/ui/list-controls";

export interface DualHedgeFilterValues {
  createdOn: string | null;
  updatedOn: string | null;
}

/** Each change is a new URL (page 1 again) that the server renders. */
export function DualHedgeFilters({ values, perPage }: { values: DualHedgeFilterValues; perPage: number | null }) {
  return (
    <ListControls perPage={perPage} searchLabel="Filter dual hedges">
      {(update) => (
        <div className="flex flex-wrap items-start gap-4">
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
        </div>
      )}
    </ListControls>
  );
}
