import type { Ref } from "react";
import { buttonClass } from "@/components/ui/styles";
import type { ActionError } from "@/lib/errors/action-error";
import { shortId } from "@/lib/format/format-text";
import { CancelFailure } from "./cancel-failure";
import type { CancelLeg } from "./cancel-form";

/** The dialog's second step: what Confirm sends and what happens next, any refusal, then Back or Confirm. */
export function CancelConfirmStep({
  titleRef,
  dualHedgeId,
  legs,
  reason,
  customerIp,
  approvalNeeded,
  error,
  sending,
  onBack,
}: {
  titleRef: Ref<HTMLHeadingElement>;
  dualHedgeId: string;
  legs: CancelLeg[];
  reason: string;
  customerIp: string;
  approvalNeeded: boolean;
  error: ActionError | null;
  sending: boolean;
  onBack: () => void;
}) {
  return (
    <>
      <h3 ref={titleRef} tabIndex={-1} className="font-medium focus:outline-none">
        Confirm: {approvalNeeded ? "request the cancellation of" : "cancel"} dual hedge{" "}
        <span className="font-mono">{shortId(dualHedgeId)}</span> and both of its legs?
      </h3>
      <ul className="list-disc pl-5 text-sm">
        {legs.map((leg) => (
          <li key={leg.id}>
            {leg.label} <span className="font-mono">{shortId(leg.id)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Reason</dt>
        <dd className="whitespace-pre-wrap break-words">{reason}</dd>
        <dt className="text-slate-600">Customer IP</dt>
        <dd className="font-mono">{customerIp || "this browser's address"}</dd>
      </dl>
      <p className="text-sm text-slate-700">
        {approvalNeeded
          ? "Nothing is sent yet: another operator or admin must approve this request, and their approval sends the cancel with this reason and customer IP. You can withdraw it until then."
          : "The service cancels both legs together. This cannot be undone."}
      </p>
      {error && <CancelFailure error={error} />}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onBack} disabled={sending} className={buttonClass.secondary}>
          Back
        </button>
        <button
          type="submit"
          disabled={sending}
          aria-disabled={sending}
          className={buttonClass.danger}
          // The second click of a double click on Continue lands here: only a click of its own confirms.
          onClick={(event) => event.detail > 1 && event.preventDefault()}
        >
          {approvalNeeded
            ? sending
              ? "Requesting…"
              : "Confirm request"
            : sending
              ? "Cancelling…"
              : "Confirm cancellation"}
        </button>
      </div>
    </>
  );
}
