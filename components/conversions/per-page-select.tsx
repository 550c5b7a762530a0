"use client";

import { PageSizeSelect } from "@/components/ui/page-size-select";
import { useUrlUpdate } from "@/components/ui/use-url-update";
import { PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";

/** A new size is a history entry of its own (page 1 again), so Back undoes it. */
export function PerPageSelect({ perPage }: { perPage: number }) {
  const { pending, update } = useUrlUpdate();
  return (
    <div className="flex items-end gap-2">
      <PageSizeSelect
        value={perPage}
        onChange={(size) => update({ per_page: size === PAGE_SIZE_DEFAULT ? null : String(size) })}
      />
      {pending && (
        <span className="pb-2 text-sm text-slate-600" aria-live="polite">
          Loading…
        </span>
      )}
    </div>
  );
}
