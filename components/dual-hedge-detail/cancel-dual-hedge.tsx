"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useAcceptOnce } from "@/components/proposals/use-accept-once";
import { buttonClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ActionError } from "@/lib/errors/action-error";
import { placeActionError } from "@/lib/errors/error-placement";
import { shortId } from "@/lib/format/format-text";
import { CancelConfirmStep } from "./cancel-confirm-step";
import { CancelDone } from "./cancel-done";
import { cancelResolver, type CancelField, type CancelLeg, type CancelParsed, type CancelValues } from "./cancel-form";
import { CancelFormStep } from "./cancel-form-step";
import { NO_ANSWER_TO_CANCEL, sendCancel } from "./send-cancel";

/** Cancel in a dialog, reason then confirmation, sent once; under four eyes the same form requests it instead. */
export function CancelDualHedge({
  customerId,
  dualHedgeId,
  legs,
  defaultCustomerIp,
  cancellable,
  approvalNeeded = false,
}: {
  customerId: string;
  dualHedgeId: string;
  legs: CancelLeg[];
  defaultCustomerIp: string | null;
  cancellable: boolean;
  approvalNeeded?: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmTitleRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<CancelField | "confirm" | null>(null);
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [done, setDone] = useState<{ hedgeIds: string[] | null } | null>(null);
  const cancel = useAcceptOnce(sendCancel(approvalNeeded), NO_ANSWER_TO_CANCEL);
  const sending = cancel.state === "sending";

  const blank = { customerId, dualHedgeId, reason: "", customerIp: defaultCustomerIp ?? "" };
  const form = useForm<CancelValues, unknown, CancelParsed>({ resolver: cancelResolver, defaultValues: blank });
  const { handleSubmit, setError, setFocus, control } = form;
  const reason = (useWatch({ control, name: "reason" }) ?? "").trim();
  const customerIp = String(useWatch({ control, name: "customerIp" }) ?? "").trim();

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === "confirm") confirmTitleRef.current?.focus();
    else if (target) setFocus(target);
  }, [step, cancel.error, setFocus]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function open() {
    cancel.setError(null);
    setStep("form");
    dialogRef.current?.showModal();
    setFocus("reason"); // the browser would focus the first control anyway; say which
  }

  /** A field's refusal goes back to the form, at the field (lib/errors/error-placement.ts); the rest stays in view. */
  function refused(error: ActionError) {
    const placed = placeActionError<CancelField>(error, { fields: ["reason", "customerIp"], ipRejected: "customerIp" });
    const fields = Object.entries(placed.fields) as [CancelField, string][];
    for (const [name, message] of fields) setError(name, { type: "server", message });
    if (fields.length > 0) {
      focusAfterRender.current = fields[0]![0];
      setStep("form");
    } else if (error.kind === "precondition" || error.kind === "not-found") {
      router.refresh(); // show the state that refused it
    }
    cancel.setError(placed.general);
  }

  function onValid(values: CancelParsed) {
    if (step === "form") {
      cancel.setError(null);
      focusAfterRender.current = "confirm";
      setStep("confirm");
      return;
    }
    cancel.accept(values, {
      accepted: (data) => {
        if ("hedgeIds" in data) setDone({ hedgeIds: data.hedgeIds });
        cancel.reset();
        form.reset(blank);
        dialogRef.current?.close();
        router.refresh();
      },
      refused,
    });
  }

  return (
    <div>
      {cancellable && (
        <button type="button" onClick={open} disabled={!hydrated} className={buttonClass.danger} aria-haspopup="dialog">
          {approvalNeeded ? "Request cancellation" : "Cancel dual hedge"}
        </button>
      )}
      {done && <CancelDone ref={doneRef} dualHedgeId={dualHedgeId} hedgeIds={done.hedgeIds} legs={legs} />}

      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        onCancel={(event) => {
          if (cancel.inFlight()) event.preventDefault(); // the answer is on its way: keep it in view
        }}
        onClose={() => {
          setStep("form");
          cancel.setError(null);
        }}
        className="m-auto w-full max-w-lg rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4 p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {approvalNeeded ? "Request cancellation of" : "Cancel"} dual hedge{" "}
            <span className="font-mono">{shortId(dualHedgeId)}</span>
          </h2>

          {step === "form" ? (
            <CancelFormStep
              form={form}
              reason={reason}
              defaultCustomerIp={defaultCustomerIp}
              onClose={() => dialogRef.current?.close()}
            />
          ) : (
            <CancelConfirmStep
              titleRef={confirmTitleRef}
              dualHedgeId={dualHedgeId}
              legs={legs}
              reason={reason}
              customerIp={customerIp}
              approvalNeeded={approvalNeeded}
              error={cancel.error}
              sending={sending}
              onBack={() => {
                focusAfterRender.current = "reason"; // the button goes with the step: focus where the change is made
                setStep("form");
              }}
            />
          )}
        </form>
      </dialog>
    </div>
  );
}
