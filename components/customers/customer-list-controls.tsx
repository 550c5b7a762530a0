"use client";

import { PageSizeSelect } from "@/components/ui/page-size-select";
import { useUrlUpdate } from "@/components/ui/use-url-update";
import { PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";
import { CustomerSearch } from "./customer-search";

export function CustomerListControls({ externalId, perPage }: { externalId: string | null; perPage: number | null }) {
  const { pending, update } = useUrlUpdate();
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <CustomerSearch value={externalId} onSearch={(value) => update({ external_id: value })} />
      <div className="flex items-end gap-3">
        <span role="status" className="pb-2 text-sm text-slate-600">
          {pending ? "Updating…" : ""}
        </span>
        {perPage !== null && (
          <PageSizeSelect
            value={perPage}
            onChange={(size) => update({ per_page: size === PAGE_SIZE_DEFAULT ? null : String(size) })}
          />
        )}
      </div>
    </div>
  );
}
