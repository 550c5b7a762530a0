import type { Metadata } from "next";
import { Suspense } from "react";
import { CustomerFreshness } from "@/components/customers/customer-freshness";
import { CustomerGlance } from "@/components/customers/customer-glance";
import { CustomerLinks } from "@/components/customers/customer-links";
import { CustomerNotInBook } from "@/components/customers/customer-not-in-book";
import { CustomerSummary } from "@/components/customers/customer-summary";
import { ActivitySkeleton, GlanceSkeleton } from "@/components/customers/glance-skeleton";
import { CustomerActivity } from "@/components/customers/customer-activity";
import { CustomerNotes } from "@/components/customers/customer-notes";
import { RefreshCustomerForm } from "@/components/customers/refresh-customer-form";
import { Streamed } from "@/components/ui/streamed";
import { ReloadLink } from "@/components/desk/freshness-line";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { UpstreamError } from "@/components/ui/upstream-error";
import { pendingForCustomer } from "@/lib/approvals/queries";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { readBookCustomer } from "@/lib/book/customer";
import { readCustomerFigures } from "@/lib/customers/figures";
import { customerNote, listCustomerNotes } from "@/lib/customers/notes";
import { readActivity } from "@/lib/customers/timeline";
import { activityPage, cursorOf } from "@/lib/customers/timeline-merge";
import { getCustomer } from "@/lib/data/customers";
import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env/server";
import { shortId } from "@/lib/format/format";
import { CUSTOMERS_PATH, customerActivityPath, customerPath } from "@/lib/paths/app-paths";
import { customerIdSchema } from "@/lib/schemas/ids";
import { readCustomerPageParams } from "@/lib/search-params/customer-page";
import { customerIdOrNotFound, idTitle } from "@/lib/search-params/route-ids";

export async function generateMetadata({ params }: { params: Promise<{ customerId: string }> }): Promise<Metadata> {
  return { title: idTitle("Customer", customerIdSchema, (await params).customerId) };
}

/**
 * One customer, from the book: no call to the hedging service while it renders. The book's row is read before the
 * first byte; a customer the book never listed costs one call (the service's 404 is the page's), and the page says so.
 */
export default async function CustomerPage({
  params,
  searchParams,
}: {
  params: Promise<{ customerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user } = await requireSession();
  const customerId = customerIdOrNotFound((await params).customerId);
  const db = await getDb();
  const customer = await readBookCustomer(db, customerId);
  const canAct = hasRole(user.role, "operator");
  const here = customerPath(customerId);

  const raw = await searchParams;
  const asked = readCustomerPageParams(raw);

  if (!customer) {
    const live = await getCustomer(customerId);
    const name = (live.ok && live.data.companyName) || `Customer ${shortId(customerId)}`;
    return (
      <div>
        <Breadcrumbs items={[{ label: "Customers", href: CUSTOMERS_PATH }, { label: name }]} />
        <h1 className="text-2xl font-semibold tracking-tight">{name}</h1>
        {live.ok ? (
          <>
            <CustomerSummary customer={live.data} />
            <CustomerNotInBook
              customerId={customerId}
              refresh={canAct ? <RefreshCustomerForm customerId={customerId} outcome={asked.refresh ?? null} /> : null}
            />
          </>
        ) : (
          <UpstreamError error={live.error} title="This customer could not be loaded" />
        )}
      </div>
    );
  }

  const name = customer.companyName || `Customer ${shortId(customerId)}`;
  const now = new Date();
  const figures = readCustomerFigures(customerId);
  const approvals = pendingForCustomer(db, customerId);
  const page = activityPage(raw.activity);
  const notes = Promise.all([
    listCustomerNotes(db, customerId),
    asked.note ? customerNote(db, customerId, asked.note) : null,
  ]);
  const activity = readActivity(db, customerId, page.cursor);
  return (
    <div>
      <Breadcrumbs items={[{ label: "Customers", href: CUSTOMERS_PATH }, { label: name }]} />
      <h1 className="text-2xl font-semibold tracking-tight">{name}</h1>
      <CustomerSummary customer={customer} />
      <CustomerFreshness customer={customer} now={now} staleAfterMinutes={serverEnv.BOOK_STALE_AFTER_MINUTES}>
        {canAct ? (
          <RefreshCustomerForm customerId={customerId} outcome={asked.refresh ?? null} />
        ) : (
          <ReloadLink href={here} />
        )}
      </CustomerFreshness>
      <CustomerLinks customerId={customerId} />
      <Suspense fallback={<GlanceSkeleton />}>
        <GlanceOf customerId={customerId} figures={figures} approvals={approvals} canAct={canAct} />
      </Suspense>
      <Suspense fallback={<ActivitySkeleton />}>
        <Streamed read={notes}>
          {([list, saved]) => (
            <CustomerNotes
              customerId={customerId}
              notes={list.rows}
              total={list.total}
              saved={saved}
              refused={asked.note_refused ?? null}
              canWrite={canAct}
            />
          )}
        </Streamed>
      </Suspense>
      <Suspense key={page.cursor ? cursorOf(page.cursor) : "newest"} fallback={<ActivitySkeleton />}>
        <Streamed read={activity}>
          {({ entries, next }) => (
            <CustomerActivity
              customerId={customerId}
              entries={entries}
              olderHref={next ? customerActivityPath(customerId, next) : null}
              newestHref={page.cursor ? customerActivityPath(customerId, null) : null}
              problem={page.problem}
            />
          )}
        </Streamed>
      </Suspense>
    </div>
  );
}

async function GlanceOf({
  customerId,
  figures,
  approvals,
  canAct,
}: {
  customerId: string;
  figures: ReturnType<typeof readCustomerFigures>;
  approvals: ReturnType<typeof pendingForCustomer>;
  canAct: boolean;
}) {
  const [read, waiting] = await Promise.all([figures, approvals]);
  return (
    <CustomerGlance
      customerId={customerId}
      figures={read}
      changedSince={read.behind ? read.latest.changedAt : null}
      approvals={waiting}
      canAct={canAct}
    />
  );
}
