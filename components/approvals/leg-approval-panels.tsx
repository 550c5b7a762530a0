import type { LegApproval } from "@/lib/approvals/leg-approval";
import { hasRole } from "@/lib/auth/roles";
import { acceptFlowPath, decidedApprovalPath, type LegTarget } from "@/lib/paths/dual-hedge-paths";
import { DecidedApprovalNotice } from "./decided-approval-notice";
import { PendingAcceptApproval } from "./pending-accept-approval";

/** Four eyes on a leg's flow page: how the last request ended, and the one waiting. */
export function LegApprovalPanels({
  flow: { approval, action, user, leg, target },
}: {
  flow: {
    approval: LegApproval;
    action: "acceptDrawdown" | "acceptEarlySettlement";
    user: { id: string; role: unknown };
    leg: { fromCurrency: string | null; toCurrency: string | null };
    target: LegTarget;
  };
}) {
  return (
    <>
      {approval.decided && <DecidedApprovalNotice request={approval.decided} />}
      {approval.pending && (
        <PendingAcceptApproval
          request={approval.pending}
          action={action}
          userId={user.id}
          canDecide={hasRole(user.role, "operator")}
          leg={leg}
          cannotApprove={approval.cannotApprove}
          // The page's own path, where a decision comes back to with ?approval=.
          decidedHref={decidedApprovalPath(acceptFlowPath(action, target), approval.pending.id)}
        />
      )}
    </>
  );
}
