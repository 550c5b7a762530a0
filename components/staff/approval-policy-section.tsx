import { APPROVAL_ACTIONS } from "@/lib/domain/approval-actions";
import { thresholdText, type ApprovalPolicy } from "@/lib/domain/approval-policy-schema";
import { ApprovalPolicyForm, type ApprovalPolicyValues } from "./approval-policy-form";

/** The staff page's four-eyes policy: what it means, and the form. */
export function ApprovalPolicySection({ policy }: { policy: ApprovalPolicy }) {
  const initial = Object.fromEntries([
    ...APPROVAL_ACTIONS.map((action) => {
      const rule = policy[action];
      return [
        action,
        { mode: rule.mode, thresholds: rule.mode === "fromAmount" ? thresholdText(rule.thresholds) : "" },
      ];
    }),
    ["expiryHours", String(policy.expiryHours)],
  ]) as ApprovalPolicyValues;
  return (
    <section
      aria-labelledby="approval-policy"
      className="mt-6 max-w-2xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="approval-policy" className="text-base font-semibold">
        Four eyes on money
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        When an action needs approval, an operator requests it and another operator or admin approves it (never the one
        who asked); the approval sends it. Every step is on the audit trail. Requests not decided in time expire.
      </p>
      <div className="mt-3">
        <ApprovalPolicyForm initial={initial} />
      </div>
    </section>
  );
}
