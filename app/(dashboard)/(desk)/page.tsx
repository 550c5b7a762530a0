import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { DeskFiltersForm } from "@/components/desk/desk-filters";
import { ExposureSection } from "@/components/desk/exposure-section";
import { FreshnessLine, ReloadLink } from "@/components/desk/freshness-line";
import { NeedsAttention } from "@/components/desk/needs-attention";
import { RefreshBookForm } from "@/components/desk/refresh-book-form";
import { InvalidParams } from "@/components/ui/invalid-params";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { deskFreshness, readDesk } from "@/lib/desk/read-desk";
import { DESK_PATH } from "@/lib/paths/app-paths";
import { loadDeskParams, pairParam, readDeskParams, serializeDeskParams } from "@/lib/search-params/desk";

export const metadata: Metadata = { title: "Desk" };

/** The signed-in home: what needs attention today and the book's exposure, read from the book alone (no call to the service). */
export default async function DeskPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user } = await requireSession();
  const raw = await loadDeskParams(searchParams);
  const { filters, problems } = readDeskParams(raw);
  const here = `${DESK_PATH}${serializeDeskParams({ customer: raw.customer, pair: raw.pair })}`;

  if (problems.length > 0) {
    const usable = {
      customer: problems.some((p) => p.param === "customer") ? null : raw.customer,
      pair: problems.some((p) => p.param === "pair") ? null : raw.pair,
    };
    return (
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Desk</h1>
        <InvalidParams
          problems={problems}
          repairHref={`${DESK_PATH}${serializeDeskParams(usable)}`}
          clearHref={DESK_PATH}
        />
      </div>
    );
  }

  const desk = await readDesk(filters);
  const canAct = hasRole(user.role, "operator");
  const now = new Date();

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Desk</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        What needs attention today across every customer, and where the exposure is. Dates are UTC days; today is{" "}
        {desk.today}.
      </p>
      <FreshnessLine
        {...deskFreshness(desk)}
        now={now}
        refresh={
          canAct ? (
            <RefreshBookForm customer={raw.customer} pair={raw.pair} outcome={raw.refresh} />
          ) : (
            <ReloadLink href={here} />
          )
        }
      />
      <DeskFiltersForm
        customer={filters.customer ?? ""}
        pair={filters.pair ? pairParam(filters.pair.from, filters.pair.to) : ""}
        pairs={desk.pairs}
      />
      <NeedsAttention desk={desk} filters={filters} canAct={canAct} />
      <ExposureSection desk={desk} filters={filters} />
    </div>
  );
}
