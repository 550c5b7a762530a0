import { FilterFormActions } from "@/components/ui/filter-form-actions";
import { PageSizeField } from "@/components/ui/page-size-field";
import { selectOptions, SelectField } from "@/components/ui/select-field";
import { ALERT_KINDS, alertKindLabel } from "@/lib/alerts/kinds";
import type { InboxQuery } from "@/lib/alerts/inbox";
import { INBOX_PATH } from "@/lib/paths/app-paths";

const KIND_OPTIONS = selectOptions(ALERT_KINDS, alertKindLabel, { any: "Every kind" });

/** A plain GET form: the filter lives in the URL and needs no client code; submitting starts at page 1. */
export function InboxFiltersForm({ query }: { query: InboxQuery }) {
  return (
    <form
      method="get"
      action={INBOX_PATH}
      aria-label="Filter alerts"
      className="mt-6 grid grid-cols-1 items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_auto_auto_auto]"
    >
      <SelectField id="inbox-kind" name="kind" label="Kind" selected={query.kind ?? undefined} options={KIND_OPTIONS} />
      <label className="flex items-center gap-2 pt-7 text-sm font-medium text-slate-800">
        <input type="checkbox" name="unread" value="1" defaultChecked={query.unread} className="h-4 w-4" />
        Unread only
      </label>
      <PageSizeField id="inbox-per-page" perPage={query.perPage} />
      <FilterFormActions clearHref={INBOX_PATH} />
    </form>
  );
}
