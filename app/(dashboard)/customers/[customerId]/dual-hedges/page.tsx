import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { Suspense } from "react";
import { CustomerSummary } from "@/components/customers/customer-summary";
import { DualHedgeFilters } from "@/components/dual-hedges/dual-hedge-filters";
import { DualHedgesList } from "@/components/dual-hedges/dual-hedges-list";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { InvalidParams } from "@/components/ui/invalid-params";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireSession } from "@/lib/auth/session";
import { getCustomer } from "@/lib/data/customers";
import { listDualHedges } from "@/lib/data/dual-hedges";
import { customerIdSchema } from "@/lib/schemas/ids";
import {
  loadDualHedgeListParams,
  readDualHedgeListParams,
  serializeDualHedgeListParams,
  withoutInvalidDualHedgeParams,
} from "@/lib/search-params/dual-hedges";
import { customerIdOrNotFound, idTitle } from "@/lib/search-params/route-ids";
import { CUSTOMERS_PATH } from "@/lib/paths/app-paths";

export async function generateMetadata({ params }: { params: Promise<{ customerId: string }> }): Promise<Metadata> {
  return { title: idTitle("Dual hedges of customer", customerIdSchema, (await params).customerId) };
}

/** The customer is read before the first byte, so an unknown one is an HTTP 404; the list, started alongside, streams in. */
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
  const list = read.ok ? listDualHedges(customerId, read.query) : null;
  const customer = await getCustomer(customerId);
  const basePath = `/customers/${encodeURIComponent(customerId)}/dual-hedges`;
  const { createdOn, updatedOn } = urlParams;

  return (
    <div>
      <Breadcrumbs
        items={[
          { label: "Customers", href: CUSTOMERS_PATH },
          { label: (customer.ok && customer.data.companyName) || "Customer" },
          { label: "Dual hedges" },
        ]}
      />
      <h1 className="text-2xl font-semibold tracking-tight">Dual hedges</h1>
      {!customer.ok ? (
        <UpstreamError error={customer.error} title="The dual hedges could not be loaded" />
      ) : (
        <>
          <CustomerSummary customer={customer.data} />
          <DualHedgeFilters values={{ createdOn, updatedOn }} perPage={read.ok ? read.query.perPage : null} />
          {!read.ok ? (
            <InvalidParams
              problems={read.problems}
              repairHref={`${basePath}${serializeDualHedgeListParams(withoutInvalidDualHedgeParams(urlParams))}`}
              clearHref={basePath}
            />
          ) : (
            <Suspense
              key={serializeDualHedgeListParams(urlParams)}
              fallback={<TableSkeleton columns={9} rows={8} label="Loading dual hedges…" />}
            >
              <DualHedgesList
                list={list!}
                customerId={customerId}
                query={read.query}
                hrefFor={(to) =>
                  `${basePath}${serializeDualHedgeListParams({ ...urlParams, page: to === 1 ? null : String(to) })}`
                }
                exportHref={`${basePath}/export${serializeDualHedgeListParams({ createdOn, updatedOn })}`}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
