"use client";

import { useQueryStates } from "nuqs";
import { useTransition } from "react";
import { PageSizeSelect } from "@/components/ui/page-size-select";
import { PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";
import { conversionsSearchParams, conversionsUrlKeys } from "@/lib/schemas/conversions";

/**
 * The page size, kept in the URL (`per_page`) through the list's shared parser map. A new size
 * starts again at page 1 and is a history entry of its own, so the back button undoes it.
 */
export function PerPageSelect() {
  const [pending, startTransition] = useTransition();
  const [params, setParams] = useQueryStates(conversionsSearchParams, {
    urlKeys: conversionsUrlKeys,
    shallow: false, // the list is rendered on the server: it must run again
    history: "push",
    startTransition,
  });
  // nuqs updates its state at once, so the select shows the new size while the server renders it.
  const perPage = Number(params.perPage || PAGE_SIZE_DEFAULT);

  return (
    <div className="flex items-end gap-2">
      <PageSizeSelect
        value={perPage}
        onChange={(size) => void setParams({ perPage: size === PAGE_SIZE_DEFAULT ? null : String(size), page: null })}
      />
      {pending && (
        <span className="pb-2 text-sm text-slate-600" aria-live="polite">
          Loading…
        </span>
      )}
    </div>
  );
}
