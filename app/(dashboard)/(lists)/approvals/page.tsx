import type { Metadata } from "next";
import { ApprovalsTable } from "@/components/approvals/approvals-table";
import { Pagination } from "@/components/ui/pagination";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { APPROVALS_PAGE_SIZE, listApprovals } from "@/lib/approvals/queries";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { APPROVALS_PATH } from "@/lib/paths/app-paths";
import { APPROVAL_REQUEST_ACTIONS } from "@/lib/db/schema/approvals";
import { approvalsHref, readApprovalParams } from "@/lib/search-params/approvals";
import { APPROVAL_ACTION_LABELS } from "@/lib/domain/approval-actions";

export const metadata: Metadata = { title: "Approvals" };

const VIEW_LABELS = {
  pending: "Pending",
  recent: "Decided in the last 7 days",
  expired: "Expired",
  all: "All",
} as const;

/** Every staff member reads it; operators and admins decide on the dual hedge's or the leg's page, where the request is shown. */
export default async function ApprovalsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user } = await requireSession();
  const params = readApprovalParams(await searchParams);
  const { rows, total } = await listApprovals(await getDb(), params, user.id, params.page);
  const pageCount = Math.max(1, Math.ceil(total / APPROVALS_PAGE_SIZE));

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Approvals</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Money actions that need a second person (the policy is on the Staff page). Open a request (its dual hedge for a
        cancel, its leg for a drawdown or early settlement) to approve, reject or withdraw it. Times in UTC.
      </p>
      <form method="get" action={APPROVALS_PATH} className="mt-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="approvals-view" className={labelClass}>
            Show
          </label>
          <select id="approvals-view" name="view" defaultValue={params.view} className={fieldClass}>
            {Object.entries(VIEW_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="approvals-action" className={labelClass}>
            Action
          </label>
          <select id="approvals-action" name="action" defaultValue={params.action ?? ""} className={fieldClass}>
            <option value="">Any action</option>
            {APPROVAL_REQUEST_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {APPROVAL_ACTION_LABELS[action]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="mine" value="1" defaultChecked={params.mine} className="h-4 w-4" />
          Only my requests
        </label>
        <button type="submit" className={buttonClass.secondary}>
          Apply filters
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {total === 0
          ? "No requests match."
          : `${total} ${total === 1 ? "request" : "requests"}, page ${params.page} of ${pageCount}.`}
      </p>
      {rows.length > 0 && <ApprovalsTable rows={rows} />}
      {pageCount > 1 && (
        <div className="mt-6">
          <Pagination
            page={params.page}
            pageCount={pageCount}
            hrefFor={(page) => approvalsHref({ ...params, page })}
            label="Approval request pages"
          />
        </div>
      )}
    </div>
  );
}
