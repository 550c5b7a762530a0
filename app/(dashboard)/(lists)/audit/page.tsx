import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { AuditFiltersForm } from "@/components/audit/audit-filters-form";
import { AuditTable } from "@/components/audit/audit-table";
import { ChainStatus } from "@/components/audit/chain-status";
import { InvalidParams } from "@/components/ui/invalid-params";
import { ListResults } from "@/components/ui/list-results";
import { buttonClass } from "@/components/ui/styles";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { listStaff } from "@/lib/auth/staff";
import { lastChainCheck } from "@/lib/audit/chain";
import { listAuditedActions, listAuditEvents } from "@/lib/audit/query";
import { visibleAuditRow } from "@/lib/audit/visible-row";
import { getDb } from "@/lib/db";
import { PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";
import { AUDIT_PATH } from "@/lib/paths/app-paths";
import { auditExportPath, auditQueryPath, auditUsablePath } from "@/lib/search-params/list-paths";
import { auditFormFilters, auditListUrl, type AuditQuery } from "@/lib/search-params/audit";

export const metadata: Metadata = { title: "Audit trail" };

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user } = await requireSession();
  const admin = hasRole(user.role, "admin");
  const params = await auditListUrl.load(searchParams);
  const read = auditListUrl.read(params);
  const db = await getDb();
  const [result, staff, actions, chainCheck] = await Promise.all([
    // An address the trail cannot use gets no query: the page names what is wrong instead.
    read.ok ? listAuditEvents(read.query.filters, read.query, db) : null,
    listStaff(db),
    listAuditedActions(db),
    lastChainCheck(db),
  ]);
  const query: AuditQuery = read.ok ? read.query : { filters: {}, page: 1, perPage: PAGE_SIZE_DEFAULT };
  const filtered = Object.keys(query.filters).length > 0;
  const formFilters = auditFormFilters(params);

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
        {admin && read.ok && (
          <a className={buttonClass.secondary} href={auditExportPath(query.filters)}>
            Export CSV
          </a>
        )}
      </div>

      {/* Keyed by what it shows: its fields' defaultValue is read once, so a link to other filters (Clear, the list
          without the bad values) brings a new form rather than leave the last one's choices showing. */}
      <AuditFiltersForm
        key={auditQueryPath({ filters: formFilters, page: 1, perPage: query.perPage })}
        filters={formFilters}
        perPage={query.perPage}
        staff={staff.map(({ id, email }) => ({ id, email }))}
        actions={actions}
      />

      {!read.ok || !result ? (
        <InvalidParams
          problems={read.ok ? [] : read.problems}
          repairHref={auditUsablePath(params)}
          clearHref={AUDIT_PATH}
        />
      ) : (
        <ListResults
          noun={["entry", "entries"]}
          pagerLabel="Audit trail pages"
          query={query}
          list={{ items: result.rows, pagination: { totalResults: result.total } }}
          hrefFor={(page) => auditQueryPath({ ...query, page })}
          empty={
            <p className="mt-3 text-sm text-slate-600">
              {filtered ? "No entries match these filters." : "The trail has no entries yet."}
            </p>
          }
          table={<AuditTable rows={result.rows.map((row) => visibleAuditRow(row, { admin }))} />}
        />
      )}
    </div>
  );
}
