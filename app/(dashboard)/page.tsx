import { dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { CustomersView } from "@/components/customers/customers-view";
import { GoToCustomerForm } from "@/components/customers/go-to-customer-form";
import { QueryProvider } from "@/components/query/query-provider";
import { UpstreamError } from "@/components/ui/upstream-error";
import type { ActionError } from "@/lib/actions/errors";
import { requireSession } from "@/lib/auth/session";
import { hedging } from "@/lib/hedging";
import { readUpstream } from "@/lib/pages/upstream";
import { customersQueryOptions } from "@/lib/queries/customers";
import { getServerQueryClient } from "@/lib/queries/server";
import { loadCustomerListParams, readCustomerListParams } from "@/lib/search-params/customers";

export const metadata: Metadata = { title: "Customers" };

/**
 * The signed-in home: the partner's customers. `/customers` redirects here. The first page of rows
 * is fetched here on the server and handed to the client view's query (same key), which refetches
 * through listCustomersAction when the search or the page changes.
 */
export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession(); // also reads the headers: this page is never prerendered
  const read = readCustomerListParams(await loadCustomerListParams(searchParams));
  const queryClient = getServerQueryClient();
  let failure: ActionError | null = null;
  if (read.ok) {
    const list = await readUpstream(hedging().listCustomers(read.query));
    if (list.ok) queryClient.setQueryData(customersQueryOptions(read.query).queryKey, list.data);
    else failure = list.error;
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
          <p className="mt-2 max-w-2xl text-slate-600">Your customers, newest first. Open one to see its dual hedges.</p>
        </div>
        <GoToCustomerForm />
      </div>
      {failure ? (
        <UpstreamError error={failure} title="The customers could not be loaded" />
      ) : (
        <QueryProvider state={dehydrate(queryClient)}>
          <CustomersView />
        </QueryProvider>
      )}
    </div>
  );
}
