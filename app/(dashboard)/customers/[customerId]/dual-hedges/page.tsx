import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { Suspense } from "react";
import { CustomerSummary } from "@/components/customers/customer-summary";
import { DualHedgeFilters } from "@/components/dual-hedges/dual-hedge-filters";
import { DualHedgesResults } from "@/components/dual-hedges/dual-hedges-results";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { InvalidParams } from "@/components/ui/invalid-params";
import { Streamed } from "@/components/ui/streamed";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireSession } from "@/lib/auth/session";
import { getCustomer } from "@/lib/data/customers";
import { listDualHedges } from "@/lib/data/dual-hedge-reads";
import { CUSTOMERS_PATH, customerDualHedgesPath, customerExportPath, customerPath } from "@/lib/paths/app-paths";
import { customerIdSchema } from "@/lib/schemas/ids";
import { dualHedgeListUrl } from "@/lib/search-params/dual-hedge-list-url";
import { customerIdOrNotFound, idTitle } from "@/lib/search-params/route-ids";

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
  const urlParams = await dualHedgeListUrl.load(searchParams);
  const read = dualHedgeListUrl.read(urlParams);
  const list = read.ok ? listDualHedges(customerId, read.query) : null;
  const customer = await getCustomer(customerId);
  const basePath = customerDualHedgesPath(customerId);
  const { createdOn, updatedOn } = urlParams;

  return (
    <div>
      <Breadcrumbs
        items={[
          { label: "Customers", href: CUSTOMERS_PATH },
          { label: (customer.ok && customer.data.companyName) || "Customer", href: customerPath(customerId) },
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
              repairHref={`${basePath}${dualHedgeListUrl.serialize(dualHedgeListUrl.withoutInvalid(urlParams))}`}
              clearHref={basePath}
            />
          ) : (
            <Suspense
              key={dualHedgeListUrl.serialize(urlParams)}
              fallback={<TableSkeleton columns={9} rows={8} label="Loading dual hedges…" />}
            >
              <Streamed read={list!}>
                {(list) =>
                  !list.ok ? (
                    <UpstreamError error={list.error} title="The dual hedges could not be loaded" />
                  ) : (
                    <DualHedgesResults
                      customerId={customerId}
                      query={read.query}
                      list={list.data}
                      hrefFor={dualHedgeListUrl.pageHref(basePath, urlParams)}
                      exportHref={`${customerExportPath(customerId)}${dualHedgeListUrl.serialize({ createdOn, updatedOn })}`}
                    />
                  )
                }
              </Streamed>
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
