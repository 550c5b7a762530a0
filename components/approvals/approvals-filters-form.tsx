import { FilterFormActions } from "@/components/ui/filter-form-actions";
import { PageSizeField } from "@/components/ui/page-size-field";
import { selectOptions, SelectField } from "@/components/ui/select-field";
import { APPROVAL_REQUEST_ACTIONS } from "@/lib/db/schema/approvals";
import { APPROVAL_ACTION_LABELS } from "@/lib/domain/approval-actions";
import { APPROVALS_PATH } from "@/lib/paths/app-paths";
import { APPROVAL_VIEWS, type ApprovalFilters, type ApprovalView } from "@/lib/search-params/approvals";

const VIEW_LABELS: Record<ApprovalView, string> = {
  pending: "Pending",
  recent: "Decided in the last 7 days",
  expired: "Expired",
  all: "All",
};
const VIEW_OPTIONS = selectOptions(APPROVAL_VIEWS, (view) => VIEW_LABELS[view]);
const ACTION_OPTIONS = selectOptions(APPROVAL_REQUEST_ACTIONS, (action) => APPROVAL_ACTION_LABELS[action], {
  any: "Any action",
});

/** A plain GET form, so the filters live in the URL and need no client code; submitting starts at page 1. */
export function ApprovalsFiltersForm({ filters, perPage }: { filters: ApprovalFilters; perPage: number }) {
  return (
    <form
      method="get"
      action={APPROVALS_PATH}
      aria-label="Filter approval requests"
      className="mt-6 grid grid-cols-1 items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-[repeat(2,minmax(0,1fr))_auto_auto_auto]"
    >
      <SelectField id="approvals-view" name="view" label="Show" selected={filters.view} options={VIEW_OPTIONS} />
      <SelectField
        id="approvals-action"
        name="action"
        label="Action"
        selected={filters.action}
        options={ACTION_OPTIONS}
      />
      {/* pt-7: level with the fields beside it, whose label sits above them. */}
      <label className="flex items-center gap-2 pt-7 text-sm font-medium text-slate-800">
        <input type="checkbox" name="mine" value="1" defaultChecked={filters.mine ?? false} className="h-4 w-4" />
        Only my requests
      </label>
      <PageSizeField id="approvals-per-page" perPage={perPage} />
      <FilterFormActions clearHref={APPROVALS_PATH} />
    </form>
  );
}
