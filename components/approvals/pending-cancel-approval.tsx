import { formatAmount } from "@/lib/format/format";
import type { ApprovalRequest } from "@/lib/approvals/store";
import { PendingRequestPanel } from "./pending-request-panel";

/** A pending cancellation, shown to everyone on the dual hedge's page; operators and admins also get its controls. */
export function PendingCancelApproval({
  request,
  userId,
  canDecide,
  decidedHref,
}: {
  request: ApprovalRequest;
  userId: string;
  canDecide: boolean;
  /** This page with ?approval=: where it says how the request ended. */
  decidedHref: string;
}) {
  return (
    <PendingRequestPanel
      heading="Cancellation waiting for approval"
      request={request}
      details={
        <>
          <dt className="font-medium">Amount</dt>
          <dd className="tabular">{formatAmount(request.amount, request.currency)}</dd>
          <dt className="font-medium">Reason</dt>
          <dd className="whitespace-pre-wrap break-words">{request.reason}</dd>
          <dt className="font-medium">Customer IP</dt>
          <dd className="font-mono">{request.customerIp}</dd>
        </>
      }
      userId={userId}
      canDecide={canDecide}
      decidedHref={decidedHref}
    />
  );
}
