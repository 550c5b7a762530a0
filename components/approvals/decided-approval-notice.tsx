import { effectiveStatus } from "@/lib/approvals/queries";
import type { ApprovalRequest } from "@/lib/approvals/store";
import { formatAmount } from "@/lib/format/format";
import { APPROVAL_ACTION_LABELS } from "@/lib/domain/approval-actions";

/** After a decision on a leg's page: how the request ended, in words (the page's ?approval=). */
export function DecidedApprovalNotice({ request }: { request: ApprovalRequest }) {
  const status = effectiveStatus(request);
  if (status === "pending") return null;
  const what = `${APPROVAL_ACTION_LABELS[request.action]} (${formatAmount(request.amount, request.currency)})`;
  const by = request.decidedByEmail ?? "someone";
  const text: Record<Exclude<ApprovalRequest["status"], "pending">, string> = {
    executed: `${what}: approved by ${by} and done. ${request.outcomeMessage ?? ""}`,
    failed: `${what}: approved by ${by}, but not done. ${request.outcomeMessage ?? ""}`,
    approved: `${what}: approved by ${by}; the hedging service's answer is not known. ${request.outcomeMessage ?? ""} Check the leg before anything else.`,
    rejected: `${what}: rejected by ${by}. Reason: ${request.decisionReason ?? ""}`,
    withdrawn:
      request.decidedBy !== request.requestedBy && request.decisionReason
        ? `${what}: ${request.decisionReason}`
        : `${what}: withdrawn by ${request.requestedByEmail}.`,
    expired: `${what}: the request expired without a decision.`,
  };
  const ok = status === "executed";
  return (
    <p
      role="status"
      className={`mt-6 rounded-lg border p-4 text-sm ${ok ? "border-green-300 bg-green-50 text-green-950" : "border-slate-300 bg-white text-slate-900"}`}
    >
      {text[status].trim()}
    </p>
  );
}
