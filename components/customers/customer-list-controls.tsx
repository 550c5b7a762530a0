"use client";

import { ListControls } from "@/components/ui/list-controls";
import { CustomerSearch } from "./customer-search";

export function CustomerListControls({ externalId, perPage }: { externalId: string | null; perPage: number | null }) {
  return (
    <ListControls perPage={perPage}>
      {(update) => <CustomerSearch value={externalId} onSearch={(value) => update({ external_id: value })} />}
    </ListControls>
  );
}
