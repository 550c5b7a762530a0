import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { ApprovalsFiltersForm } from "@/components/approvals/approvals-filters-form";
import { ApprovalsTable } from "@/components/approvals/approvals-table";
import { InvalidParams } from "@/components/ui/invalid-params";
import { ListResults } from "@/components/ui/list-results";
import { listApprovals } from "@/lib/approvals/queries";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";
import { APPROVALS_PATH } from "@/lib/paths/app-paths";
import { approvalsQueryPath, approvalsUsablePath } from "@/lib/search-params/list-paths";
import { approvalsListUrl, DEFAULT_APPROVAL_VIEW, type ApprovalsQuery } from "@/lib/search-params/approvals";

export const metadata: Metadata = { title: "Approvals" };

/** Every staff member reads it; operators and admins decide on the dual hedge's or the leg's page, where the request is shown. */
export default async function ApprovalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user } = await requireSession();
  const params = await approvalsListUrl.load(searchParams);
  const read = approvalsListUrl.read(params);
  // An address the list cannot use gets no query: the page names what is wrong instead.
  const result = read.ok ? await listApprovals(await getDb(), read.query, user.id) : null;
  const query: ApprovalsQuery = read.ok
    ? read.query
    : { filters: { view: DEFAULT_APPROVAL_VIEW }, page: 1, perPage: PAGE_SIZE_DEFAULT };

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Approvals</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Money actions that need a second person (the policy is on the Staff page). Open a request (its dual hedge for a
        cancel, its leg for a drawdown or early settlement) to approve, reject or withdraw it. Times in UTC.
      </p>

      {/* Keyed by what it shows: its selects' defaultValue is read once, so a link to other filters (Clear, the list
          without the bad values) brings a new form rather than leave the last one's choices showing. */}
      <ApprovalsFiltersForm
        key={approvalsQueryPath({ ...query, page: 1 })}
        filters={query.filters}
        perPage={query.perPage}
      />

      {!read.ok || !result ? (
        <InvalidParams
          problems={read.ok ? [] : read.problems}
          repairHref={approvalsUsablePath(params)}
          clearHref={APPROVALS_PATH}
        />
      ) : (
        <ListResults
          noun={["request", "requests"]}
          pagerLabel="Approval request pages"
          query={query}
          list={{ items: result.rows, pagination: { totalResults: result.total } }}
          hrefFor={(page) => approvalsQueryPath({ ...query, page })}
          empty={<p className="mt-3 text-sm text-slate-600">No requests match.</p>}
          table={<ApprovalsTable rows={result.rows} />}
        />
      )}
    </div>
  );
}
