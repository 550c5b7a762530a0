import { formatAmount } from "@/lib/domain/format";
import { formatTimestamp } from "@/lib/domain/format-time";
import type { ApprovalRequest } from "@/lib/approvals/store";
import { ApprovalDecision } from "./approval-islands";

const at = (date: Date) => formatTimestamp(date.getTime() / 1000, "UTC");

/** A pending request, shown to everyone on the dual hedge's page; operators and admins also get its controls. */
export function PendingApproval({
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
    <section
      aria-labelledby="pending-approval"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="pending-approval" className="text-base font-semibold">
        Cancellation waiting for approval
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">Requested by</dt>
        <dd>
          {request.requestedByEmail} at {at(request.requestedAt)}
        </dd>
        <dt className="font-medium">Expires</dt>
        <dd>{at(request.expiresAt)}</dd>
        <dt className="font-medium">Amount</dt>
        <dd className="tabular">{formatAmount(request.amount, request.currency)}</dd>
        <dt className="font-medium">Reason</dt>
        <dd className="whitespace-pre-wrap break-words">{request.reason}</dd>
        <dt className="font-medium">Customer IP</dt>
        <dd className="font-mono">{request.customerIp}</dd>
      </dl>
      {canDecide ? (
        <ApprovalDecision
          approvalId={request.id}
          isRequester={request.requestedBy === userId}
          decidedHref={decidedHref}
        />
      ) : (
        <p className="mt-3">An operator or admin other than the requester decides.</p>
      )}
    </section>
  );
}
