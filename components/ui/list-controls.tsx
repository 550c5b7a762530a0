"use client";

import type { ReactNode } from "react";
import { PageSizeSelect } from "./page-size-select";
import { useUrlUpdate, type UrlPatch } from "./use-url-update";

/** The bar above every list: its search or filters, one "Updating…" status for all, and the page size. */
export function ListControls({
  perPage,
  searchLabel,
  children,
}: {
  perPage: number | null;
  /** When the bar is the list's filters, its name as a search landmark ("Filter dual hedges"). */
  searchLabel?: string;
  children: ReactNode | ((update: (patch: UrlPatch) => void) => ReactNode);
}) {
  const { pending, update } = useUrlUpdate();
  return (
    <div
      role={searchLabel ? "search" : undefined}
      aria-label={searchLabel}
      className="mt-6 flex flex-wrap items-end justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      {typeof children === "function" ? children(update) : children}
      <div className="flex items-end gap-3">
        <span role="status" className="pb-2 text-sm text-slate-600">
          {pending ? "Updating…" : ""}
        </span>
        {perPage !== null && <PageSizeSelect value={perPage} update={update} />}
      </div>
    </div>
  );
}
