import { redirect } from "next/navigation";
import type { SearchParams } from "nuqs/server";
import { loadCustomerListParams, serializeCustomerListParams } from "@/lib/search-params/customers";

/** The customers list lives at `/` (the signed-in home); this keeps /customers links working. */
export default async function CustomersRedirect({ searchParams }: { searchParams: Promise<SearchParams> }) {
  redirect(`/${serializeCustomerListParams(await loadCustomerListParams(searchParams))}`);
}
