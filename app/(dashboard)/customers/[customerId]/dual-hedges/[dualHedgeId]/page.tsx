import type { Metadata } from "next";
import { DecidedApprovalNotice } from "@/components/approvals/decided-approval-notice";
import { PendingCancelApproval } from "@/components/approvals/pending-cancel-approval";
import { CancelDualHedge } from "@/components/dual-hedge-detail/cancel-dual-hedge";
import { DualHedgeSummary } from "@/components/dual-hedge-detail/dual-hedge-summary";
import { LegCard } from "@/components/dual-hedge-detail/leg-card";
import { LegItemBadges } from "@/components/desk/leg-item-badges";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ShortId } from "@/components/ui/short-id";
import { FlowQueryProvider } from "@/components/query/flow-query-provider";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requestCustomerIp } from "@/lib/request/customer-ip";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { cancelApproval } from "@/lib/approvals/cancel-policy";
import { pendingCancelFor } from "@/lib/approvals/queries";
import { findRequest } from "@/lib/approvals/store";
import { getDb } from "@/lib/db";
import { openItemsOnDualHedge, openItemsOnLegs } from "@/lib/desk/items/item";
import { formatDate, orEmpty, shortId } from "@/lib/format/format";
import { labelDualHedgeLegs } from "@/lib/domain/leg-roles";
import { getCustomer } from "@/lib/data/customers";
import { getDualHedge } from "@/lib/data/dual-hedge-reads";
import { dualHedgeIdSchema, idSchema } from "@/lib/schemas/ids";
import { customerIdOrNotFound, dualHedgeIdOrNotFound, idTitle } from "@/lib/search-params/route-ids";
import { CUSTOMERS_PATH, customerDualHedgesPath, customerPath } from "@/lib/paths/app-paths";
import { decidedApprovalPath, dualHedgePath } from "@/lib/paths/dual-hedge-paths";

export async function generateMetadata({ params }: { params: Promise<{ dualHedgeId: string }> }): Promise<Metadata> {
  return { title: idTitle("Dual hedge", dualHedgeIdSchema, (await params).dualHedgeId) };
}

/** No skeleton: its reads decide whether it is a 404, and a 404 must come before the first byte. */
export default async function DualHedgePage({
  params,
  searchParams,
}: {
  params: Promise<{ customerId: string; dualHedgeId: string }>;
  searchParams: Promise<{ approval?: string | string[] }>;
}) {
  const { user } = await requireSession();
  const raw = await params;
  const customerId = customerIdOrNotFound(raw.customerId);
  const dualHedgeId = dualHedgeIdOrNotFound(raw.dualHedgeId);
  const [customer, dual] = await Promise.all([getCustomer(customerId), getDualHedge({ customerId, dualHedgeId })]);
  const listPath = customerDualHedgesPath(customerId);
  const crumbs = [
    { label: "Customers", href: CUSTOMERS_PATH },
    { label: (customer.ok && customer.data.companyName) || "Customer", href: customerPath(customerId) },
    { label: "Dual hedges", href: listPath },
    { label: `Dual hedge ${shortId(dualHedgeId)}` },
  ];

  if (!customer.ok || !dual.ok) {
    const failure = !dual.ok ? dual.error : !customer.ok ? customer.error : null;
    return (
      <div>
        <Breadcrumbs items={crumbs} />
        <h1 className="text-2xl font-semibold tracking-tight">Dual hedge {shortId(dualHedgeId)}</h1>
        {failure && <UpstreamError error={failure} title="This dual hedge could not be loaded" />}
      </div>
    );
  }

  const legs = labelDualHedgeLegs(dual.data);
  const canCancel = hasRole(user.role, "operator");
  const today = new Date().toISOString().slice(0, 10);
  const allCancelled = legs.length > 0 && legs.every(({ leg }) => leg.status === "Cancelled");
  const cancelledOn = allCancelled ? legs[0]!.leg.cancelledAt : null;
  // Four eyes: from our database only (the dual hedge is already read), so the policy costs no upstream call here.
  const db = await getDb();
  const decidedId = idSchema("Approval request id").safeParse((await searchParams).approval);
  const [pending, approval, decided, items, dualItems] = await Promise.all([
    pendingCancelFor(db, dual.data.id.toLowerCase()),
    cancelApproval(db, { customerId, dualHedgeId }, "", dual.data),
    decidedId.success ? findRequest(db, decidedId.data) : null,
    // The work queue's items on these legs, from our database (one indexed read).
    openItemsOnLegs(
      db,
      legs.map(({ leg }) => leg.id),
    ),
    openItemsOnDualHedge(db, dual.data.id),
  ]);
  const now = new Date();
  // How a cancel's request ended (its ?approval=), after a decision here: also said to the approver who lost a race.
  const decidedHere =
    decided && decided.action === "cancelDualHedge" && decided.dualHedgeId === dual.data.id.toLowerCase()
      ? decided
      : null;

  return (
    <div>
      <Breadcrumbs items={crumbs} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">
            Dual hedge <span className="font-mono">{shortId(dual.data.id)}</span>
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <ShortId id={dual.data.id} label="dual hedge id" />
            <span>
              for <strong>{orEmpty(customer.data.companyName)}</strong>
            </span>
            {allCancelled && (
              <span className="font-medium text-red-800">
                Cancelled{cancelledOn ? ` on ${formatDate(cancelledOn)}` : ""}
              </span>
            )}
          </p>
        </div>
        {canCancel && (
          <FlowQueryProvider>
            <CancelDualHedge
              customerId={customerId}
              dualHedgeId={dual.data.id}
              legs={legs.map(({ leg, label }) => ({ id: leg.id, label }))}
              defaultCustomerIp={await requestCustomerIp()}
              cancellable={!pending && legs.some(({ leg }) => leg.status === "Active")}
              approvalNeeded={approval.needed}
            />
          </FlowQueryProvider>
        )}
      </div>

      {decidedHere && <DecidedApprovalNotice request={decidedHere} />}
      {pending && (
        <PendingCancelApproval
          request={pending}
          userId={user.id}
          canDecide={canCancel}
          decidedHref={decidedApprovalPath(dualHedgePath({ customerId, dualHedgeId: dual.data.id }), pending.id)}
        />
      )}

      <DualHedgeSummary dual={dual.data} />
      <LegItemBadges items={dualItems} now={now} testId="dual-hedge-items" />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {legs.map((labelled) => (
          <LegCard
            key={labelled.leg.id}
            labelled={labelled}
            target={{ customerId, dualHedgeId: dual.data.id, hedgeId: labelled.leg.id }}
            canAct={canCancel}
            today={today}
            items={<LegItemBadges items={items.get(labelled.leg.id) ?? []} now={now} />}
          />
        ))}
        {(legs.length !== 2 || (dual.data.unreadableLegs ?? 0) > 0) && (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
            {legsNote(legs.length, dual.data.unreadableLegs ?? 0)}. Ask its support if a leg is missing; Hedge Desk
            shows only what it received.
          </p>
        )}
      </div>
    </div>
  );
}

function legsNote(readable: number, unreadable: number): string {
  const count = (n: number) => (n === 1 ? "one leg" : `${n} legs`);
  if (unreadable > 0)
    return `The hedging service sent ${count(readable + unreadable)} for this dual hedge, ${unreadable === 1 ? "one" : unreadable} without a usable id: only ${readable} can be shown`;
  return readable === 0
    ? "The hedging service sent this dual hedge without legs"
    : `The hedging service sent ${count(readable)} for this dual hedge, which has two`;
}
