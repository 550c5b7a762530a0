import { DisplayTimeZoneName } from "@/components/ui/local-time-scope";
import { canPage, ListCheckNotice } from "@/components/ui/list-check-notice";
import { PastTheEnd } from "@/components/ui/past-the-end";
import { Pagination } from "@/components/ui/pagination";
import { UpstreamError } from "@/components/ui/upstream-error";
import { listConversions } from "@/lib/data/conversions";
import { listPosition } from "@/lib/domain/list-params";
import { serializeConversionsSearchParams } from "@/lib/search-params/conversions";
import { ConversionsTable } from "./conversions-table";
import { PerPageSelect } from "./per-page-select";

const emptyClass = "mt-3 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600";

export async function ConversionsList({
  page,
  perPage,
  perPageInUrl,
}: {
  page: number;
  perPage: number;
  perPageInUrl: boolean;
}) {
  const read = await listConversions({ page, perPage });
  if (!read.ok) return <UpstreamError error={read.error} title="Conversions could not be loaded" />;

  const { items, pagination, check } = read.data;
  const total = pagination.totalResults;
  // A service paging its own way: positioned by the page size it says it used.
  const pageSize = check.paging?.answeredPerPage ?? perPage;
  const { pages: pageCount, hasNext, hasRows } = listPosition(total, pageSize, page, items.length);
  const hrefFor = (target: number) =>
    `/conversions${serializeConversionsSearchParams({
      page: target === 1 ? null : String(target),
      perPage: perPageInUrl ? String(perPage) : null,
    })}`;

  if (!hasRows) {
    return (
      <p className={`mt-6 ${emptyClass}`}>
        The organization has no conversions yet. They appear here once the hedging service has recorded one.
      </p>
    );
  }
  return (
    <>
      <ListCheckNotice check={check} noun="conversions" />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          {total === null
            ? `Total not provided by the hedging service${items.length > 0 ? `, page ${page}` : ""}.`
            : `${total.toLocaleString("en-GB")} ${total === 1 ? "conversion" : "conversions"}${items.length > 0 ? `, page ${page} of ${pageCount}` : ""}.`}{" "}
          Accepted times in <DisplayTimeZoneName />.
        </p>
        <PerPageSelect perPage={perPage} />
      </div>
      {items.length > 0 ? (
        <>
          <ConversionsTable conversions={items} />
          {canPage(check, page) && (
            <div className="mt-6">
              <Pagination
                page={page}
                pageCount={pageCount}
                hasNext={hasNext}
                hrefFor={hrefFor}
                label="Conversions pages"
              />
            </div>
          )}
        </>
      ) : (
        <PastTheEnd page={page} pages={pageCount} lastPageHref={hrefFor(pageCount ?? 1)} />
      )}
    </>
  );
}
