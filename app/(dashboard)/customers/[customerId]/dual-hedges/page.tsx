import { dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { CustomerSummary } from "@/components/customers/customer-summary";
import { DualHedgesView } from "@/components/dual-hedges/dual-hedges-view";
import { QueryProvider } from "@/components/query/query-provider";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireSession } from "@/lib/auth/session";
import { hedging } from "@/lib/hedging";
import { customerIdOrNotFound } from "@/lib/pages/route-ids";
import { readUpstream } from "@/lib/pages/upstream";
import { dualHedgesQueryOptions } from "@/lib/queries/dual-hedges";
import { getServerQueryClient } from "@/lib/queries/server";
import { loadDualHedgeListParams, readDualHedgeListParams } from "@/lib/search-params/dual-hedges";

export const metadata: Metadata = { title: "Dual hedges" };

/**
 * A customer's dual hedges. The first paint is rendered here (customer and list fetched in
 * parallel); filters and paging live in the URL and the client view refetches through the action.
 * An unknown customer is a 404; any other failure of the service is shown here with a retry.
 */
export default async function DualHedgesPage({
  params,
  searchParams,
}: {
  params: Promise<{ customerId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  await requireSession();
  const customerId = customerIdOrNotFound((await params).customerId);
  const read = readDualHedgeListParams(await loadDualHedgeListParams(searchParams));
  const [customer, list] = await Promise.all([
    readUpstream(hedging().getCustomer({ customerId })),
    read.ok ? readUpstream(hedging().listDualHedges({ customerId, ...read.query })) : null,
  ]);
  const queryClient = getServerQueryClient();
  if (read.ok && list?.ok) queryClient.setQueryData(dualHedgesQueryOptions({ customerId, ...read.query }).queryKey, list.data);
  const failure = !customer.ok ? customer.error : list && !list.ok ? list.error : null;
  const companyName = customer.ok ? customer.data.companyName : "Customer";

  return (
    <div>
      <Breadcrumbs items={[{ label: "Customers", href: "/" }, { label: companyName }, { label: "Dual hedges" }]} />
      <h1 className="text-2xl font-semibold tracking-tight">Dual hedges</h1>
      {customer.ok && <CustomerSummary customer={customer.data} />}
      {failure ? (
        <UpstreamError error={failure} title="The dual hedges could not be loaded" />
      ) : (
        <QueryProvider state={dehydrate(queryClient)}>
          <DualHedgesView customerId={customerId} />
        </QueryProvider>
      )}
    </div>
  );
}
