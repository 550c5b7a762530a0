import Link from "next/link";
import type { AuditFilters } from "@/lib/search-params/audit";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700";

/**
 * A plain GET form: the filters live in the URL (bookmarkable, shareable, back-button friendly) and
 * it works before any JavaScript loads. Submitting drops `page`, so a new filter starts at page 1.
 */
export function AuditFiltersForm({
  filters,
  staff,
  actions,
}: {
  filters: AuditFilters;
  staff: { id: string; email: string }[];
  actions: string[];
}) {
  return (
    <form method="get" action="/audit" role="search" aria-label="Filter the audit trail" className="mt-6 grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6">
      <div>
        <label htmlFor="audit-staff" className="block text-sm font-medium">Staff member</label>
        <select id="audit-staff" name="staff" defaultValue={filters.staff ?? ""} className={fieldClass}>
          <option value="">Anyone</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-action" className="block text-sm font-medium">Action</label>
        <select id="audit-action" name="action" defaultValue={filters.action ?? ""} className={fieldClass}>
          <option value="">Any</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-customer" className="block text-sm font-medium">Customer id</label>
        <input id="audit-customer" name="customer" type="text" defaultValue={filters.customer ?? ""} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="audit-from" className="block text-sm font-medium">From (UTC)</label>
        <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ""} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="audit-to" className="block text-sm font-medium">To (UTC)</label>
        <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ""} className={fieldClass} />
      </div>
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Apply filters
        </button>
        <Link href="/audit" className="px-2 py-1.5 text-sm text-blue-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-700">
          Clear
        </Link>
      </div>
    </form>
  );
}
