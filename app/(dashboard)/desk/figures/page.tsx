import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { DeskFiltersForm } from "@/components/desk/desk-filters";
import { DeskFiltersLimitedNotice } from "@/components/desk/desk-filters-limited";
import { DeskNoCustomerNotice } from "@/components/desk/desk-no-customer";
import { DeskFigureTables } from "@/components/desk/figure-tables";
import { FreshnessLine, ReloadLink } from "@/components/desk/freshness-line";
import { InvalidParams } from "@/components/ui/invalid-params";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import {
  DeskFiltersLimited,
  deskFreshness,
  readDesk,
  resolveDeskFilters,
  unmatchedCustomer,
} from "@/lib/desk/read-desk";
import { BOOK_SYNC_PATH, DESK_FIGURES_PATH } from "@/lib/paths/app-paths";
import { deskFiguresPath, deskPath } from "@/lib/search-params/list-paths";
import { loadDeskParams, pairParam, readDeskParams } from "@/lib/search-params/desk";

export const metadata: Metadata = { title: "Desk figures" };

/** The desk's charts as tables, one click from each chart; off the desk so its first screen stays cheap. */
export default async function DeskFiguresPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user } = await requireSession();
  const raw = await loadDeskParams(searchParams);
  const { filters, problems } = readDeskParams(raw);
  const title = <h1 className="text-2xl font-semibold tracking-tight">Desk figures</h1>;

  if (problems.length > 0) {
    const usable = {
      customer: problems.some((p) => p.param === "customer") ? null : raw.customer,
      pair: problems.some((p) => p.param === "pair") ? null : raw.pair,
    };
    return (
      <div>
        {title}
        <InvalidParams problems={problems} repairHref={deskFiguresPath(usable)} clearHref={DESK_FIGURES_PATH} />
      </div>
    );
  }

  const resolved = await resolveDeskFilters(await getDb(), filters);
  const unmatched = unmatchedCustomer(resolved);
  if (unmatched !== null)
    return (
      <div>
        {title}
        <DeskNoCustomerNotice customer={unmatched} />
      </div>
    );
  const desk = await readDesk(resolved, user.id).catch((error: unknown) => {
    if (error instanceof DeskFiltersLimited) return error;
    throw error;
  });
  if (desk instanceof DeskFiltersLimited) {
    return (
      <div>
        {title}
        <DeskFiltersLimitedNotice message={desk.message} customer={raw.customer} pair={raw.pair} />
      </div>
    );
  }
  const now = new Date();
  const scope = { customer: raw.customer, pair: raw.pair };

  return (
    <div>
      {title}
      <p className="mt-2 max-w-3xl text-slate-600">
        The numbers behind the{" "}
        <a href={deskPath(scope)} className="link">
          desk&apos;s charts
        </a>
        , as tables: exact amounts per currency, never added across currencies. Dates are UTC days; today is{" "}
        {desk.today}.
      </p>
      <FreshnessLine
        {...deskFreshness(desk)}
        now={now}
        refresh={<ReloadLink href={deskFiguresPath(scope)} />}
        syncDetailsHref={hasRole(user.role, "admin") ? BOOK_SYNC_PATH : undefined}
      />
      <DeskFiltersForm
        action={DESK_FIGURES_PATH}
        label="Figures filters"
        customer={filters.customer ?? ""}
        pair={filters.pair ? pairParam(filters.pair.from, filters.pair.to) : ""}
        pairs={desk.pairs}
      />
      <DeskFigureTables desk={desk} filters={filters} back={deskPath(scope)} />
    </div>
  );
}
