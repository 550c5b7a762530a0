import "server-only";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { listDualHedges } from "@/lib/data/dual-hedges";
import type { DualHedgeListQuery } from "@/lib/search-params/dual-hedges";
import { DualHedgesResults } from "./dual-hedges-results";

export async function DualHedgesList({
  list: pending,
  ...results
}: {
  list: ReturnType<typeof listDualHedges>;
  customerId: string;
  query: DualHedgeListQuery;
  hrefFor: (page: number) => string;
  exportHref: string;
}) {
  const list = await pending;
  if (!list.ok) return <UpstreamError error={list.error} title="The dual hedges could not be loaded" />;
  const { items, pagination, check } = list.data;
  return <DualHedgesResults {...results} items={items} pagination={pagination} check={check} />;
}
