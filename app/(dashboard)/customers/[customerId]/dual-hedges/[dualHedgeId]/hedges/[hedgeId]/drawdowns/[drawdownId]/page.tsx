import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DrawdownAcceptedNotice } from "@/components/drawdowns/drawdown-accepted-notice";
import { DrawdownTerms } from "@/components/drawdowns/drawdown-terms";
import { SnapshotComparison } from "@/components/drawdowns/snapshot-comparison";
import { LegPageHeader } from "@/components/hedges/leg-page-header";
import { LegReadFailed } from "@/components/hedges/leg-read-failed";
import { LegSummary } from "@/components/hedges/leg-summary";
import { StatusBadge } from "@/components/ui/status-badge";
import { buttonClass } from "@/components/ui/styles";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { shortId } from "@/lib/format/format";
import { withLegCurrencies } from "@/lib/domain/leg-currencies";
import { isDrawable } from "@/lib/domain/leg-roles";
import { getDrawdown } from "@/lib/data/drawdowns";
import { loadLeg } from "@/lib/data/legs";
import { drawdownFlowPath, dualHedgePath } from "@/lib/paths/dual-hedge-paths";
import { drawdownIdSchema } from "@/lib/schemas/ids";
import { drawdownIdOrNotFound, idTitle, legTargetOrNotFound, type LegParams } from "@/lib/search-params/route-ids";

export async function generateMetadata({ params }: { params: Promise<{ drawdownId: string }> }): Promise<Metadata> {
  return { title: idTitle("Drawdown", drawdownIdSchema, (await params).drawdownId) };
}

export default async function DrawdownPage({
  params,
  searchParams,
}: {
  params: Promise<LegParams & { drawdownId: string }>;
  searchParams: Promise<{ accepted?: string | string[] }>;
}) {
  const { user } = await requireSession();
  const justAccepted = (await searchParams).accepted === "1";
  const { drawdownId: rawId, ...legParams } = await params;
  const target = legTargetOrNotFound(legParams);
  const drawdownId = drawdownIdOrNotFound(rawId);
  const title = `Drawdown ${shortId(drawdownId)}`;
  const [legRead, drawdownRead] = await Promise.all([
    loadLeg(target),
    getDrawdown({ customerId: target.customerId, hedgeId: target.hedgeId, drawdownId }),
  ]);
  const notice = justAccepted ? <DrawdownAcceptedNotice detailsLoaded={false} /> : undefined;
  if (!drawdownRead.ok)
    return <LegReadFailed target={target} title={title} error={drawdownRead.error} notice={notice} />;
  if (!legRead.ok) return <LegReadFailed target={target} title={title} error={legRead.error} notice={notice} />;
  const { leg, label, customerName } = legRead.data;
  const drawdown = withLegCurrencies(drawdownRead.data, leg);
  if (drawdown.hedgeId !== null && drawdown.hedgeId.toLowerCase() !== target.hedgeId) notFound();
  const snapshots =
    drawdown.beforeHedgeState && drawdown.afterHedgeState
      ? { ...drawdown, beforeHedgeState: drawdown.beforeHedgeState, afterHedgeState: drawdown.afterHedgeState }
      : null;

  return (
    <div>
      <LegPageHeader target={target} customerName={customerName} title={title}>
        Drawn from the {label.toLowerCase()}. A drawdown executes on its end date and settles on the next business day.
      </LegPageHeader>

      {justAccepted && <DrawdownAcceptedNotice detailsLoaded />}
      <section
        aria-labelledby="drawdown-heading"
        className="mt-6 space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="drawdown-heading" className="text-lg font-semibold">
            The drawdown
          </h2>
          <span className="text-sm text-slate-700">Status</span>
          <StatusBadge status={drawdown.status} />
          <span className="break-all font-mono text-xs text-slate-600">{drawdown.id}</span>
        </div>
        <DrawdownTerms terms={drawdown} fixedSide={leg.fixedSide} />
        {snapshots ? (
          <SnapshotComparison amounts={snapshots} fixedSide={leg.fixedSide} idPrefix="drawdown" />
        ) : (
          <p className="text-sm text-slate-700">
            The hedging service did not send the hedge&rsquo;s state before and after this drawdown.
          </p>
        )}
      </section>

      <div className="mt-8">
        <LegSummary leg={leg} heading={`${label} now`} headingId="leg-now-heading" />
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={dualHedgePath(target)} className={buttonClass.secondary}>
          Back to the dual hedge
        </Link>
        {hasRole(user.role, "operator") && isDrawable(leg) && (
          <Link href={drawdownFlowPath(target)} className={buttonClass.secondary}>
            Draw down again
          </Link>
        )}
      </div>
    </div>
  );
}
