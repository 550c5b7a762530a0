import "server-only";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { listDualHedgesAction } from "@/lib/actions/dual-hedges";
import { readAction } from "@/lib/pages/action-read";
import type { DualHedgeListQuery } from "@/lib/search-params/dual-hedges";
import { DualHedgesResults } from "./dual-hedges-results";

/** The list's slow part, awaited under the page's skeleton: the action call the page has already started. */
export async function DualHedgesList({
  call,
  ...results
}: {
  call: ReturnType<typeof listDualHedgesAction>;
  customerId: string;
  query: DualHedgeListQuery;
  hrefFor: (page: number) => string;
  exportHref: string;
}) {
  const list = await readAction(call);
  if (!list.ok) return <UpstreamError error={list.error} title="The dual hedges could not be loaded" />;
  return <DualHedgesResults {...results} items={list.data.items} total={list.data.pagination.totalResults} />;
}
