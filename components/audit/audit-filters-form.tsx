import { DateRangeFieldset } from "@/components/ui/date-range-fieldset";
import { FilterFormActions } from "@/components/ui/filter-form-actions";
import { PageSizeField } from "@/components/ui/page-size-field";
import { selectOptions, SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { auditActionLabel, SECURITY_EVENT_KINDS, SECURITY_EVENTS_FILTER } from "@/lib/audit/security-event-kinds";
import { AUDIT_PATH } from "@/lib/paths/app-paths";
import type { AuditFilters } from "@/lib/search-params/audit";

/** A plain GET form, so the filters live in the URL and need no client code; submitting starts at page 1. */
export function AuditFiltersForm({
  filters,
  perPage,
  staff,
  actions,
}: {
  filters: AuditFilters;
  perPage: number;
  staff: { id: string; email: string }[];
  actions: string[];
}) {
  const staffOptions = [{ value: "", label: "Anyone" }, ...staff.map(({ id, email }) => ({ value: id, label: email }))];
  const actionOptions = [
    { value: "", label: "Any" },
    { value: SECURITY_EVENTS_FILTER, label: "Any security event" },
    { group: "Security events", options: selectOptions(SECURITY_EVENT_KINDS, auditActionLabel) },
    { group: "Hedging actions", options: selectOptions(actions, auditActionLabel) },
  ];
  return (
    <form
      method="get"
      action={AUDIT_PATH}
      role="search"
      aria-label="Filter the audit trail"
      className="mt-6 grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_27rem_auto] items-start"
    >
      <SelectField id="audit-staff" name="staff" label="Staff member" selected={filters.staff} options={staffOptions} />
      <SelectField id="audit-action" name="action" label="Action" selected={filters.action} options={actionOptions} />
      <TextField id="audit-customer" name="customer" label="Customer id" value={filters.customer} />
      <DateRangeFieldset
        legend="Date of the entry (UTC)"
        from={{ label: "From (UTC)", name: "from", value: filters.from ?? null }}
        to={{ label: "To (UTC)", name: "to", value: filters.to ?? null }}
        className="sm:col-span-2 lg:col-span-1"
      />
      {/* One cell, in the dates' row: a date refused on leaving its field grows that row, and a button in a row below
          would move away under the pointer between press and release. */}
      <div className="flex flex-wrap items-start gap-x-3 lg:max-w-52">
        <PageSizeField id="audit-per-page" perPage={perPage} />
        <FilterFormActions clearHref={AUDIT_PATH} />
      </div>
    </form>
  );
}
