import type { ApprovalRequest } from "@/lib/approvals/store";
import { formatTimestamp } from "@/lib/format/format-time";
import { ApprovalDecision } from "./approval-islands";

const at = (date: Date) => formatTimestamp(date.getTime() / 1000, "UTC");

/** A request awaiting a second approval, on the page of what it would change: who, until when, what, who decides. */
export function PendingRequestPanel({
  heading,
  request,
  details,
  notice,
  userId,
  canDecide,
  decidedHref,
  approve,
}: {
  heading: string;
  request: ApprovalRequest;
  /** The request's own rows of the list (<dt>/<dd> pairs), after who asked and when it expires. */
  details: React.ReactNode;
  /** Said before the controls (why it cannot be approved). */
  notice?: React.ReactNode;
  /** Who is looking: the requester may withdraw, never approve. */
  userId: string;
  canDecide: boolean;
  /** This page with ?approval=: where it says how the request ended. */
  decidedHref: string;
  /** An accept's approval (fresh quote, then approve) in place of Approve. */
  approve?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="pending-approval"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="pending-approval" className="text-base font-semibold">
        {heading}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">Requested by</dt>
        <dd>
          {request.requestedByEmail} at {at(request.requestedAt)}
        </dd>
        <dt className="font-medium">Expires</dt>
        <dd>{at(request.expiresAt)}</dd>
        {details}
      </dl>
      {notice}
      {canDecide ? (
        <ApprovalDecision
          approvalId={request.id}
          isRequester={request.requestedBy === userId}
          decidedHref={decidedHref}
          approve={approve}
        />
      ) : (
        <p className="mt-3">An operator or admin other than the requester decides.</p>
      )}
    </section>
  );
}
