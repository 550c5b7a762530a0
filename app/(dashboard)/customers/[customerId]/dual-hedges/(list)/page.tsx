import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { CustomerSummary } from "@/components/customers/customer-summary";
import { DualHedgeFilters } from "@/components/dual-hedges/dual-hedge-filters";
import { DualHedgesResults } from "@/components/dual-hedges/dual-hedges-results";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { InvalidParams } from "@/components/ui/invalid-params";
import { UpstreamError } from "@/components/ui/upstream-error";
import { listDualHedgesAction } from "@/lib/actions/dual-hedges";
import { requireSession } from "@/lib/auth/session";
import { readAction } from "@/lib/pages/action-read";
import { customerIdOrNotFound } from "@/lib/pages/route-ids";
import { getCustomerOnce } from "@/lib/pages/request-reads";
import { readUpstream } from "@/lib/pages/upstream";
import {
  loadDualHedgeListParams,
  readDualHedgeListParams,
  serializeDualHedgeListParams,
  withoutInvalidDualHedgeParams,
} from "@/lib/search-params/dual-hedges";

export const metadata: Metadata = { title: "Dual hedges" };

/**
 * A customer's dual hedges, rendered on the server (customer and list fetched in parallel, the
 * list through listDualHedgesAction, the same door as any browser call). Filters, page size and
 * page live in the URL; each change is a navigation the server renders again, so the browser
 * ships no query cache. An unknown customer is a 404 (checked in layout.tsx, above the skeleton);
 * any other failure is shown with a retry.
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
  const urlParams = await loadDualHedgeListParams(searchParams);
  const read = readDualHedgeListParams(urlParams);
  const [customer, list] = await Promise.all([
    readUpstream(getCustomerOnce(customerId)),
    read.ok ? readAction(listDualHedgesAction({ customerId, ...read.query })) : null,
  ]);
  const failure = !customer.ok ? customer.error : list && !list.ok ? list.error : null;
  const companyName = customer.ok ? customer.data.companyName : "Customer";
  const basePath = `/customers/${encodeURIComponent(customerId)}/dual-hedges`;
  const { createdOn, updatedOn } = urlParams;

  return (
    <div>
      <Breadcrumbs items={[{ label: "Customers", href: "/" }, { label: companyName }, { label: "Dual hedges" }]} />
      <h1 className="text-2xl font-semibold tracking-tight">Dual hedges</h1>
      {customer.ok && <CustomerSummary customer={customer.data} />}
      {failure ? (
        <UpstreamError error={failure} title="The dual hedges could not be loaded" />
      ) : (
        <>
          <DualHedgeFilters values={{ createdOn, updatedOn }} perPage={read.ok ? read.query.perPage : null} />
          {!read.ok ? (
            <InvalidParams
              problems={read.problems}
              repairHref={`${basePath}${serializeDualHedgeListParams(withoutInvalidDualHedgeParams(urlParams))}`}
              clearHref={basePath}
            />
          ) : (
            list?.ok && (
              <DualHedgesResults
                customerId={customerId}
                query={read.query}
                items={list.data.items}
                total={list.data.pagination.totalResults}
                hrefFor={(to) => `${basePath}${serializeDualHedgeListParams({ ...urlParams, page: to === 1 ? null : String(to) })}`}
                exportHref={`${basePath}/export${serializeDualHedgeListParams({ createdOn, updatedOn })}`}
              />
            )
          )}
        </>
      )}
    </div>
  );
}
