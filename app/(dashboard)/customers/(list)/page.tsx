import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { CustomerListControls } from "@/components/customers/customer-list-controls";
import { CustomersResults } from "@/components/customers/customers-results";
import { GoToCustomerForm } from "@/components/customers/go-to-customer-form";
import { InvalidParams } from "@/components/ui/invalid-params";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireSession } from "@/lib/auth/session";
import { listCustomers } from "@/lib/data/customers";
import { CUSTOMERS_PATH } from "@/lib/paths/app-paths";
import { customerListUrl } from "@/lib/search-params/customers";

export const metadata: Metadata = { title: "Customers" };

/** The customers directory (the desk is the signed-in home). Search and paging are the URL: each change is a server render, so the browser ships no query cache. */
export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession();
  const params = await customerListUrl.load(searchParams);
  const read = customerListUrl.read(params);
  const list = read.ok ? await listCustomers(read.query) : null;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Your customers, newest first. Open one to see its dual hedges.
          </p>
        </div>
        <GoToCustomerForm />
      </div>
      <CustomerListControls externalId={params.externalId} perPage={read.ok ? read.query.perPage : null} />
      {!read.ok ? (
        <InvalidParams
          problems={read.problems}
          repairHref={`${CUSTOMERS_PATH}${customerListUrl.serialize(customerListUrl.withoutInvalid(params))}`}
          clearHref={CUSTOMERS_PATH}
        />
      ) : !list?.ok ? (
        <UpstreamError error={list!.error} title="The customers could not be loaded" />
      ) : (
        <CustomersResults
          query={read.query}
          list={list.data}
          hrefFor={customerListUrl.pageHref(CUSTOMERS_PATH, params)}
        />
      )}
    </div>
  );
}
