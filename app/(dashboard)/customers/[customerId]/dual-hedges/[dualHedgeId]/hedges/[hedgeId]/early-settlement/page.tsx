import type { Metadata } from "next";
import { LegApprovalPanels } from "@/components/approvals/leg-approval-panels";
import { EarlySettlementFlow } from "@/components/early-settlement/early-settlement-flow";
import { LegNotice } from "@/components/hedges/leg-notice";
import { LegPageHeader } from "@/components/hedges/leg-page-header";
import { LegReadFailed } from "@/components/hedges/leg-read-failed";
import { LegSummary } from "@/components/hedges/leg-summary";
import { FlowQueryProvider } from "@/components/query/flow-query-provider";
import { hasRole } from "@/lib/auth/roles";
import { loadLegFlow, type LegFlowPageProps } from "@/lib/data/leg-flow";
import { orEmpty } from "@/lib/format/format";
import { statusLabel } from "@/lib/format/status-label";
import { hedgeIdSchema } from "@/lib/schemas/ids";
import { idTitle } from "@/lib/search-params/route-ids";

export async function generateMetadata({ params }: { params: Promise<{ hedgeId: string }> }): Promise<Metadata> {
  return { title: idTitle("Early settlement of leg", hedgeIdSchema, (await params).hedgeId) };
}

const TITLE = "Settle early";

export default async function EarlySettlementPage(props: LegFlowPageProps) {
  // Four eyes: the request waiting on this leg is shown to everyone, and while it waits no other quote is asked here.
  const flow = await loadLegFlow(props, "acceptEarlySettlement");
  if (!flow.ok) return <LegReadFailed target={flow.target} title={TITLE} error={flow.error} />;
  const { user, target, leg, label, customerName, approval } = flow;
  const summary = (
    <div className="mt-6">
      <LegSummary leg={leg} heading={label} headingId="leg-heading" />
    </div>
  );

  let body: React.ReactNode;
  if (leg.status !== "Active") {
    body = (
      <>
        {summary}
        <LegNotice title="This leg cannot be settled early">
          It is <strong>{statusLabel(orEmpty(leg.status))}</strong>; only an Active leg can be settled early.
        </LegNotice>
      </>
    );
  } else if (!hasRole(user.role, "operator")) {
    body = (
      <>
        {summary}
        <LegNotice title="View only">
          Settling early needs the operator role; you are signed in as a {user.role}. Ask an operator to do it.
        </LegNotice>
      </>
    );
  } else if (approval.pending) {
    body = summary;
  } else {
    body = (
      <FlowQueryProvider>
        <EarlySettlementFlow target={target}>{summary}</EarlySettlementFlow>
      </FlowQueryProvider>
    );
  }

  return (
    <div>
      <LegPageHeader target={target} customerName={customerName} title={`${TITLE}: ${label}`}>
        Settle everything that remains on this leg now, at a rate the hedging service quotes for today.
      </LegPageHeader>
      {body}
      <LegApprovalPanels flow={flow} />
    </div>
  );
}
