import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { CustomerListControls } from "@/components/customers/customer-list-controls";
import { CustomersResults } from "@/components/customers/customers-results";
import { DirectoryTabs } from "@/components/customers/directory-tabs";
import { GoToCustomerForm } from "@/components/customers/go-to-customer-form";
import { InvalidParams } from "@/components/ui/invalid-params";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireSession } from "@/lib/auth/session";
import { readDirectory, readSummaries } from "@/lib/customers/directory";
import { listCustomers } from "@/lib/data/customers";
import { clockText } from "@/lib/format/freshness-text";
import { CUSTOMERS_PATH } from "@/lib/paths/app-paths";
import { customerListUrl, readFromBook, sortParam, type CustomerListQuery } from "@/lib/search-params/customers";

export const metadata: Metadata = { title: "Customers" };

const BOOK_COLUMNS = "Active legs, Overdue, Ending soon, Last activity and Book read";

/**
 * The customers directory (the desk is the signed-in home). Newest first, it is the service's list (one call) with the
 * book's columns beside it; sorted or filtered by those columns, it is read from the book alone (no call). Search,
 * sort, filter and paging are the URL: each change is a server render, so the browser ships no query cache.
 */
export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession();
  const params = await customerListUrl.load(searchParams);
  const read = customerListUrl.read(params);
  const query: CustomerListQuery | null = read.ok
    ? { ...read.query, ...(read.query.has && !read.query.sort && { sort: { key: "active", descending: true } }) }
    : null;
  const fromBook = query !== null && readFromBook(query);
  const [live, directory] = query
    ? await Promise.all([fromBook ? null : listCustomers(query), readDirectory(query, fromBook)])
    : [null, null];
  const now = new Date();
  const asOf = directory ? clockText(directory.asOf, now) : "";

  let results: React.ReactNode = null;
  if (query && directory) {
    const link = (patch: Partial<typeof params>) =>
      `${CUSTOMERS_PATH}${customerListUrl.serialize({ ...params, ...patch, page: null })}`;
    const shared = {
      query,
      hrefFor: customerListUrl.pageHref(CUSTOMERS_PATH, params),
      sortHref: (sort: NonNullable<CustomerListQuery["sort"]>) => link({ sort: sortParam(sort) }),
      allHref: link({ has: null }),
      now,
    };
    if (directory.page) {
      results = (
        <CustomersResults
          {...shared}
          list={{
            items: directory.page.items.map((row) => ({ customer: row, summary: row })),
            pagination: { totalResults: directory.page.total },
          }}
          note={`Sorted and filtered by the book, as of ${asOf}: every column is the book's copy (the service was not asked). Newest first, the list is the service's own.`}
        />
      );
    } else if (live && !live.ok) {
      results = <UpstreamError error={live.error} title="The customers could not be loaded" />;
    } else if (live?.ok) {
      const { summaries, asOf: summariesAsOf } = await readSummaries(
        live.data.items.map((customer) => customer.id),
        directory.today,
      );
      results = (
        <CustomersResults
          {...shared}
          list={{
            ...live.data,
            items: live.data.items.map((customer) => ({ customer, summary: summaries.get(customer.id) ?? null })),
          }}
          note={`Newest first, from the hedging service; ${BOOK_COLUMNS} are the book's, as of ${clockText(summariesAsOf, now)}.`}
        />
      );
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Your customers, newest first, with what the book holds of their hedges. Open one to see its page; sort by
            the book&apos;s columns or filter by what needs attention.
          </p>
        </div>
        <GoToCustomerForm />
      </div>
      <CustomerListControls externalId={params.externalId} perPage={read.ok ? read.query.perPage : null} />
      {directory && query && (
        <DirectoryTabs
          counts={directory.counts}
          current={query.has}
          soonBusinessDays={directory.settings.soonBusinessDays}
          hrefFor={(filter) => `${CUSTOMERS_PATH}${customerListUrl.serialize({ ...params, has: filter, page: null })}`}
        />
      )}
      {!read.ok ? (
        <InvalidParams
          problems={read.problems}
          repairHref={`${CUSTOMERS_PATH}${customerListUrl.serialize(customerListUrl.withoutInvalid(params))}`}
          clearHref={CUSTOMERS_PATH}
        />
      ) : (
        results
      )}
    </div>
  );
}
