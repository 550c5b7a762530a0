import type { LegApproval } from "@/lib/approvals/leg-approval";
import { hasRole } from "@/lib/auth/roles";
import { decidedApprovalPath } from "@/lib/paths/dual-hedge-paths";
import { DecidedApprovalNotice } from "./decided-approval-notice";
import { PendingAcceptApproval } from "./pending-accept-approval";

/** Four eyes on a leg's drawdown or early-settlement page: how the last request ended, and the one waiting. */
export function LegApprovalPanels({
  approval,
  action,
  user,
  leg,
  flowPath,
}: {
  approval: LegApproval;
  action: "acceptDrawdown" | "acceptEarlySettlement";
  user: { id: string; role: unknown };
  leg: { fromCurrency: string | null; toCurrency: string | null };
  /** The page's own path, where a decision comes back to with ?approval=. */
  flowPath: string;
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
          decidedHref={decidedApprovalPath(flowPath, approval.pending.id)}
        />
      )}
    </>
  );
}
