import type { Metadata } from "next";
import { LegApprovalPanels } from "@/components/approvals/leg-approval-panels";
import { DrawdownFlow } from "@/components/drawdowns/drawdown-flow";
import { LegNotice } from "@/components/hedges/leg-notice";
import { LegPageHeader } from "@/components/hedges/leg-page-header";
import { LegReadFailed } from "@/components/hedges/leg-read-failed";
import { LegSummary } from "@/components/hedges/leg-summary";
import { FlowQueryProvider } from "@/components/query/flow-query-provider";
import { requestCustomerIp } from "@/lib/request/customer-ip";
import { hasRole } from "@/lib/auth/roles";
import { loadLegFlow, type LegFlowPageProps } from "@/lib/data/leg-flow";
import { DRAWDOWN_MINIMUM } from "@/lib/domain/drawdown-rules";
import { orEmpty } from "@/lib/format/format";
import { isDrawable, isFixedSide, remainingOnFixedSide } from "@/lib/domain/leg-roles";
import { statusLabel } from "@/lib/format/status-label";
import { hedgeIdSchema } from "@/lib/schemas/ids";
import { idTitle } from "@/lib/search-params/route-ids";

export async function generateMetadata({ params }: { params: Promise<{ hedgeId: string }> }): Promise<Metadata> {
  return { title: idTitle("Draw down leg", hedgeIdSchema, (await params).hedgeId) };
}

const TITLE = "Draw down";

export default async function DrawdownPage(props: LegFlowPageProps) {
  // Four eyes: the request waiting on this leg is shown to everyone, and while it waits no other drawdown is quoted here.
  const flow = await loadLegFlow(props, "acceptDrawdown");
  if (!flow.ok) return <LegReadFailed target={flow.target} title={TITLE} error={flow.error} />;
  const { user, target, leg, label, customerName, approval } = flow;
  const remaining = remainingOnFixedSide(leg);

  let action: React.ReactNode;
  if (leg.status !== "Active") {
    action = (
      <LegNotice title="This leg cannot be drawn down">
        {leg.status === null ? (
          "The hedging service did not send this leg's status; only a leg it reports as Active can be drawn down."
        ) : (
          <>
            It is <strong>{statusLabel(leg.status)}</strong>; only an Active leg can be drawn down.
          </>
        )}
      </LegNotice>
    );
  } else if (remaining === null || !isDrawable(leg)) {
    action = (
      <LegNotice title="This leg cannot be drawn down">
        {remaining === null
          ? leg.fixedSide === null || isFixedSide(leg.fixedSide)
            ? "The hedging service did not send which side is fixed, or that side's amount or currency."
            : `Its fixed side (${leg.fixedSide}) is not one Hedge Desk knows.`
          : `Less than the minimum drawdown of ${DRAWDOWN_MINIMUM} ${remaining.currency} remains on it.`}
      </LegNotice>
    );
  } else if (!hasRole(user.role, "operator")) {
    action = (
      <LegNotice title="View only">
        Drawing down needs the operator role; you are signed in as a {user.role}. Ask an operator to do it.
      </LegNotice>
    );
  } else if (approval.pending) {
    action = null;
  } else {
    const otherCurrency = orEmpty(remaining.side === "fromCurrencyAmount" ? leg.toCurrency : leg.fromCurrency);
    action = (
      <FlowQueryProvider>
        <DrawdownFlow
          target={target}
          leg={{ currency: remaining.currency, otherCurrency, remaining: remaining.amount }}
          defaultCustomerIp={await requestCustomerIp()}
        />
      </FlowQueryProvider>
    );
  }

  return (
    <div>
      <LegPageHeader target={target} customerName={customerName} title={`${TITLE}: ${label}`}>
        Draw part or all of what remains on this leg at its locked rate. The amount is entered on the fixed side; the
        quote shows the hedge before and after, and is valid for a short time.
      </LegPageHeader>
      <div className="mt-6">
        <LegSummary leg={leg} heading={label} headingId="leg-heading" />
      </div>
      <LegApprovalPanels flow={flow} />
      {action}
    </div>
  );
}
