import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { AuditFiltersForm } from "@/components/audit/audit-filters-form";
import { AuditTable } from "@/components/audit/audit-table";
import { ChainStatus } from "@/components/audit/chain-status";
import { Pagination } from "@/components/ui/pagination";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { listStaff } from "@/lib/auth/staff";
import { lastChainCheck } from "@/lib/audit/chain";
import { listAuditedActions, listAuditEvents } from "@/lib/audit/query";
import { InvalidParams } from "@/components/ui/invalid-params";
import { loadAuditSearchParams, readAuditParams, serializeAuditSearchParams } from "@/lib/search-params/audit";
import { getDb } from "@/lib/db";
import { AUDIT_EXPORT_PATH, AUDIT_PATH } from "@/lib/paths/app-paths";
import { auditPath } from "@/lib/paths/list-paths";

export const metadata: Metadata = { title: "Audit trail" };

const linkClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user } = await requireSession();
  const { filters, formFilters, page, problems } = readAuditParams(await loadAuditSearchParams(searchParams));
  const db = await getDb();
  const [result, staff, actions, chainCheck] = await Promise.all([
    // An address the trail cannot use gets no query: the page names what is wrong instead.
    problems.length > 0 ? null : listAuditEvents(filters, { page }, db),
    listStaff(db),
    listAuditedActions(db),
    lastChainCheck(db),
  ]);
  const href = (target: number) => auditPath({ ...filters, page: target === 1 ? null : target });

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Audit trail</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Every mutating action, written before the call to the hedging service and completed with its outcome, and
            every security event: sign-ins, staff changes, password resets and CSV exports. Times in UTC.
          </p>
          <ChainStatus check={chainCheck} />
        </div>
        {/* Not while the address has a filter the page cannot use: the export would leave it out and widen. */}
        {hasRole(user.role, "admin") && problems.length === 0 && (
          <a className={linkClass} href={`${AUDIT_EXPORT_PATH}${serializeAuditSearchParams(filters)}`} download>
            Export CSV
          </a>
        )}
      </div>

      <AuditFiltersForm filters={formFilters} staff={staff.map(({ id, email }) => ({ id, email }))} actions={actions} />

      {result === null ? (
        <InvalidParams problems={problems} repairHref={href(1)} clearHref={AUDIT_PATH} />
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {result.total === 0
              ? "No entries match."
              : `${result.total} ${result.total === 1 ? "entry" : "entries"}, page ${result.page} of ${result.pageCount}.`}
          </p>
          {result.rows.length > 0 && <AuditTable rows={result.rows} />}
        </>
      )}

      {result !== null && result.pageCount > 1 && (
        <div className="mt-6">
          <Pagination page={result.page} pageCount={result.pageCount} hrefFor={href} label="Audit trail pages" />
        </div>
      )}
    </div>
  );
}
