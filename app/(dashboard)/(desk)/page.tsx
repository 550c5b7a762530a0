import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { DeskFiltersForm } from "@/components/desk/desk-filters";
import { DeskFiltersLimitedNotice } from "@/components/desk/desk-filters-limited";
import { DeskNoCustomerNotice } from "@/components/desk/desk-no-customer";
import { ExposureSection } from "@/components/desk/exposure-section";
import { FreshnessLine, ReloadLink } from "@/components/desk/freshness-line";
import { NeedsAttention } from "@/components/desk/needs-attention";
import { RefreshBookForm } from "@/components/desk/refresh-book-form";
import { WorkQueue } from "@/components/desk/work-queue";
import { InvalidParams } from "@/components/ui/invalid-params";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { readsBySchedule } from "@/lib/book/config";
import { getDb } from "@/lib/db";
import { itemsIncomplete } from "@/lib/desk/items/incomplete";
import { assignableStaff } from "@/lib/desk/items/item";
import { readQueue } from "@/lib/desk/items/read-queue";
import { itemRules } from "@/lib/desk/items/rules";
import {
  DeskFiltersLimited,
  deskFreshness,
  readDesk,
  resolveDeskFilters,
  unmatchedCustomer,
} from "@/lib/desk/read-desk";
import { mtmReopenBar } from "@/lib/domain/attention-rules";
import { serverEnv } from "@/lib/env/server";
import { BOOK_SYNC_PATH, DESK_PATH } from "@/lib/paths/app-paths";
import { loadDeskParams, pairParam, readDeskParams, serializeDeskParams } from "@/lib/search-params/desk";
import { loadQueueParams, readDone } from "@/lib/search-params/queue";

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

  const canAct = hasRole(user.role, "operator");
  const q = await loadQueueParams(searchParams);
  const back = { customer: raw.customer, pair: raw.pair, view: q.view, qpage: Math.max(1, Math.min(q.qpage, 100_000)) };
  const db = await getDb();
  // A customer's name resolved once, for the figures and the queue alike.
  const resolved = await resolveDeskFilters(db, filters);
  const unmatched = unmatchedCustomer(resolved);
  if (unmatched !== null)
    return (
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Desk</h1>
        <DeskNoCustomerNotice customer={unmatched} />
      </div>
    );
  // The work queue from our database (indexed reads, no call to the service), beside the desk's cached figures.
  const [desk, queue, staff] = await Promise.all([
    readDesk(resolved, user.id).catch((error: unknown) => {
      if (error instanceof DeskFiltersLimited) return error;
      throw error;
    }),
    readQueue(db, resolved, back.view, user.id, back.qpage, readDone(q.done)),
    canAct ? assignableStaff(db) : [],
  ]);
  if (desk instanceof DeskFiltersLimited) {
    return (
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Desk</h1>
        <DeskFiltersLimitedNotice message={desk.message} customer={raw.customer} pair={raw.pair} />
      </div>
    );
  }
  const now = new Date();
  const rules = itemRules();

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
        syncDetailsHref={hasRole(user.role, "admin") ? BOOK_SYNC_PATH : undefined}
        refresh={
          canAct ? (
            <RefreshBookForm
              customer={raw.customer}
              pair={raw.pair}
              outcome={raw.refresh}
              scheduled={readsBySchedule()}
            />
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
      <WorkQueue
        queue={queue}
        back={back}
        canAct={canAct}
        staff={staff}
        incomplete={itemsIncomplete({
          freshness: desk.freshness,
          itemsVersion: queue.state.bookVersion,
          bookVersion: desk.latest.version,
          now,
          staleAfterMinutes: serverEnv.BOOK_STALE_AFTER_MINUTES,
        })}
        outcome={{ bulk: q.bulk, skipped: q.skipped, problem: q.problem }}
        rules={{ ...rules, reopenBar: mtmReopenBar(rules) }}
        now={now}
      />
      <ExposureSection desk={desk} filters={filters} />
    </div>
  );
}
