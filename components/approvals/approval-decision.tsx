"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ActionMessage } from "@/components/ui/action-message";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { approveRequestAction, rejectRequestAction, withdrawRequestAction } from "@/lib/actions/approvals";
import { toActionOutcome, type ActionError } from "@/lib/errors/action-error";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";
import { useHydrated } from "@/components/ui/use-hydrated";

/** Approve (a second click sends), reject with a reason, or withdraw; the server decides who may, this only hides. */
export function ApprovalDecision({
  approvalId,
  isRequester,
  approve: approveSlot,
  decidedHref,
}: {
  approvalId: string;
  isRequester: boolean;
  /** An accept's approval (fresh quote, then approve), in place of Approve; a cancel has none. */
  approve?: React.ReactNode;
  /** Where the page says how a decision went; without it, this page is refreshed. */
  decidedHref?: string;
}) {
  const id = useId();
  const router = useRouter();
  const [step, setStep] = useState<"idle" | "confirm" | "reject">("idle");
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<ActionError | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const settle = (doneText: string) => ({
    onSettled: ({ result }: { result: Parameters<typeof toActionOutcome>[0] }) => {
      const outcome = toActionOutcome(result);
      if (outcome.ok) {
        setFailure(undefined);
        setDone(doneText);
      } else setFailure(outcome.error);
      setStep("idle");
      // The request as it now is, whoever moved it; the refresh also redraws the header's waiting count.
      if (decidedHref) router.replace(decidedHref);
      router.refresh();
    },
  });
  const approve = useAction(approveRequestAction, settle("Approved: the cancel was sent."));
  const reject = useAction(rejectRequestAction, settle("Rejected."));
  const withdraw = useAction(withdrawRequestAction, settle("Withdrawn."));
  const hydrated = useHydrated();
  const busy = !hydrated || approve.isPending || reject.isPending || withdraw.isPending;

  return (
    <div className="mt-3 space-y-3">
      {isRequester ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">You asked for this, so another operator or admin must approve it.</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => withdraw.execute({ approvalId })}
            className={buttonClass.secondary}
          >
            {withdraw.isPending ? "Withdrawing…" : "Withdraw request"}
          </button>
        </div>
      ) : step === "reject" ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            reject.execute({ approvalId, reason });
          }}
        >
          <InertUntilHydrated className="space-y-2">
            <label htmlFor={`${id}-reason`} className={labelClass}>
              Reason for rejecting
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={fieldClass}
            />
            <div className="flex gap-2">
              <button type="submit" disabled={busy} className={buttonClass.danger}>
                {reject.isPending ? "Rejecting…" : "Reject request"}
              </button>
              <button type="button" disabled={busy} onClick={() => setStep("idle")} className={buttonClass.secondary}>
                Back
              </button>
            </div>
          </InertUntilHydrated>
        </form>
      ) : approveSlot ? (
        <>
          {approveSlot}
          <button type="button" disabled={busy} onClick={() => setStep("reject")} className={buttonClass.secondary}>
            Reject
          </button>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {step === "confirm" ? (
            <>
              <span className="text-sm font-medium text-slate-900">Send the cancel to the hedging service now?</span>
              <button
                type="button"
                disabled={busy}
                onClick={() => approve.execute({ approvalId })}
                className={buttonClass.danger}
              >
                {approve.isPending ? "Sending…" : "Confirm approval"}
              </button>
              <button type="button" disabled={busy} onClick={() => setStep("idle")} className={buttonClass.secondary}>
                Back
              </button>
            </>
          ) : (
            <>
              <button type="button" disabled={busy} onClick={() => setStep("confirm")} className={buttonClass.primary}>
                Approve
              </button>
              <button type="button" disabled={busy} onClick={() => setStep("reject")} className={buttonClass.secondary}>
                Reject
              </button>
            </>
          )}
        </div>
      )}
      <ActionMessage failure={failure} />
      <p role="status" aria-live="polite" className="text-sm text-green-800">
        {done}
      </p>
    </div>
  );
}
