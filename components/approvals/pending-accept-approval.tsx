import type { ApprovalRequest } from "@/lib/approvals/store";
import type { KeptQuote } from "@/lib/format/approval-quote";
import { formatAmount } from "@/lib/format/format";
import { FreshQuoteApproval } from "./approval-islands";
import { PendingRequestPanel } from "./pending-request-panel";

export const ACCEPT_REQUEST_HEADINGS = {
  acceptDrawdown: "Drawdown waiting for approval",
  acceptEarlySettlement: "Early settlement waiting for approval",
} as const;

/** A pending drawdown or early-settlement request; approvers get a fresh quote, or only Reject when the leg refuses. */
export function PendingAcceptApproval({
  request,
  action,
  userId,
  canDecide,
  leg,
  cannotApprove,
  decidedHref,
}: {
  request: ApprovalRequest;
  action: "acceptDrawdown" | "acceptEarlySettlement";
  userId: string;
  canDecide: boolean;
  leg: { fromCurrency: string | null; toCurrency: string | null };
  /** Why the leg as it is now cannot take what was asked; null when it can. */
  cannotApprove: string | null;
  decidedHref: string;
}) {
  const requested = request.quote as KeptQuote;
  return (
    <PendingRequestPanel
      heading={ACCEPT_REQUEST_HEADINGS[action]}
      request={request}
      details={
        <>
          <dt className="font-medium">
            {action === "acceptDrawdown" ? "Amount (fixed side)" : "Remaining (fixed side)"}
          </dt>
          <dd className="tabular">{formatAmount(request.amount, request.currency)}</dd>
          {request.customerIp && (
            <>
              <dt className="font-medium">Customer IP</dt>
              <dd className="font-mono">{request.customerIp}</dd>
            </>
          )}
        </>
      }
      notice={
        cannotApprove && (
          <p
            role="status"
            className="mt-3 rounded-md border border-red-200 bg-white px-3 py-2 font-medium text-red-800"
          >
            This request cannot be approved: {cannotApprove}
          </p>
        )
      }
      userId={userId}
      canDecide={canDecide}
      decidedHref={decidedHref}
      approve={
        cannotApprove ? (
          <p>Reject it; the requester can ask again for what the leg allows now.</p>
        ) : (
          <FreshQuoteApproval
            approvalId={request.id}
            action={action}
            requested={requested}
            leg={{ fromCurrency: leg.fromCurrency, toCurrency: leg.toCurrency }}
            decidedHref={decidedHref}
          />
        )
      }
    />
  );
}
