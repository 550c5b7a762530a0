"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { requestCancellationAction } from "@/lib/actions/approvals";
import { cancelDualHedgeAction } from "@/lib/actions/dual-hedges";
import { toActionOutcome, type ActionError, type ActionOutcome } from "@/lib/errors/action-error";
import { shortId } from "@/lib/domain/format-time";
import { customerIpProblem } from "@/lib/domain/ip";
import { CANCEL_REASON_MAX, cancelReasonProblem } from "@/lib/schemas/form-rules";
import { CancelDone, CancelFailure, type CancelLeg } from "./cancel-parts";

type Values = { customerId: string; dualHedgeId: string; reason: string; customerIp: string };
type Parsed = { customerId: string; dualHedgeId: string; reason: string; customerIp?: string };

// The action's rules (cancelDualHedgeSchema), zod-free in the browser: see lib/schemas/form-rules.ts.
const resolver = rulesResolver<Values, Parsed>(
  { reason: cancelReasonProblem, customerIp: customerIpProblem },
  (values) => {
    const customerIp = (values.customerIp ?? "").trim();
    return {
      customerId: values.customerId,
      dualHedgeId: values.dualHedgeId,
      reason: values.reason.trim(),
      ...(customerIp ? { customerIp } : {}),
    };
  },
);
type Step = "form" | "confirm";

/**
 * Cancel a dual hedge in a modal dialog, reason then confirmation; a ref guards the send, as a double click fires twice.
 * Where the four-eyes policy applies (`approvalNeeded`), the same form requests the cancel for a second person instead.
 */
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
  const focusAfterRender = useRef<"reason" | "customerIp" | "confirm" | null>(null);
  const sending = useRef(false);
  const [step, setStep] = useState<Step>("form");
  const [failure, setFailure] = useState<ActionError | null>(null);
  const [done, setDone] = useState<{ hedgeIds: string[] | null } | null>(null);

  const form = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: { customerId, dualHedgeId, reason: "", customerIp: defaultCustomerIp ?? "" },
  });
  const { register, handleSubmit, setError, setFocus, control, formState } = form;
  const { errors } = formState;
  const cancel = useMutation({
    mutationFn: (values: Parsed): Promise<ActionOutcome<{ hedgeIds: string[] | null } | { approvalId: string }>> =>
      approvalNeeded
        ? requestCancellationAction(values).then((result) => toActionOutcome(result))
        : cancelDualHedgeAction(values).then((result) => toActionOutcome(result)),
  });
  const reason = useWatch({ control, name: "reason" }) ?? "";
  const customerIpValue = String(useWatch({ control, name: "customerIp" }) ?? "").trim();

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === "confirm") confirmTitleRef.current?.focus();
    else if (target) setFocus(target);
  }, [step, failure, setFocus]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function open() {
    setFailure(null);
    setStep("form");
    dialogRef.current?.showModal();
    setFocus("reason"); // the browser would focus the first control anyway; say which
  }

  function showFailure(error: ActionError) {
    const fields = (["reason", "customerIp"] as const).filter((name) => error.fieldErrors?.[name]?.length);
    if (error.kind === "ip-rejected") {
      setError("customerIp", { type: "server", message: error.message });
      focusAfterRender.current = "customerIp";
      setStep("form");
    } else if (fields.length > 0) {
      for (const name of fields) setError(name, { type: "server", message: error.fieldErrors![name]![0] });
      focusAfterRender.current = fields[0]!;
      setStep("form");
    } else if (error.kind === "precondition" || error.kind === "not-found") {
      router.refresh(); // show the state that refused it
    }
    setFailure(error);
  }

  function onValid(values: Parsed) {
    if (step === "form") {
      setFailure(null);
      focusAfterRender.current = "confirm";
      setStep("confirm");
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    cancel.mutate(values, {
      onSuccess: (outcome) => {
        if (!outcome.ok) return showFailure(outcome.error);
        if ("hedgeIds" in outcome.data) setDone({ hedgeIds: outcome.data.hedgeIds });
        form.reset({ customerId, dualHedgeId, reason: "", customerIp: defaultCustomerIp ?? "" });
        dialogRef.current?.close();
        router.refresh();
      },
      onError: () =>
        showFailure({
          kind: "unavailable",
          message:
            "Hedge Desk did not answer. The cancel may or may not have been sent: reload the page to see its state before trying again.",
        }),
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  const ipHint = defaultCustomerIp
    ? `Prefilled with this browser's address (${defaultCustomerIp}). Change it to the customer's address if you act for them.`
    : "This browser's address is not IPv4: enter the customer's IPv4 address.";

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
          if (cancel.isPending) event.preventDefault(); // the answer is on its way: keep it in view
        }}
        onClose={() => {
          setStep("form");
          setFailure(null);
        }}
        className="m-auto w-full max-w-lg rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4 p-6">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {approvalNeeded ? "Request cancellation of" : "Cancel"} dual hedge{" "}
            <span className="font-mono">{shortId(dualHedgeId)}</span>
          </h2>

          {step === "form" ? (
            <>
              {failure?.kind === "ip-rejected" && <CancelFailure error={failure} />}
              <div>
                <label htmlFor={`${id}-reason`} className={labelClass}>
                  Reason
                </label>
                <textarea
                  id={`${id}-reason`}
                  rows={4}
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={`${id}-reason-count${errors.reason ? ` ${id}-reason-error` : ""}`}
                  className={fieldClass}
                  {...register("reason")}
                />
                <p
                  id={`${id}-reason-count`}
                  className={`mt-1 text-xs tabular ${reason.trim().length > CANCEL_REASON_MAX ? "text-red-700" : "text-slate-600"}`}
                >
                  {reason.trim().length} / {CANCEL_REASON_MAX} characters
                </p>
                {errors.reason && (
                  <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
                    {errors.reason.message}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={`${id}-ip`} className={labelClass}>
                  Customer IP
                </label>
                <input
                  id={`${id}-ip`}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={errors.customerIp ? true : undefined}
                  aria-describedby={`${id}-ip-hint${errors.customerIp ? ` ${id}-ip-error` : ""}`}
                  className={`${fieldClass} font-mono`}
                  {...register("customerIp")}
                />
                <p id={`${id}-ip-hint`} className="mt-1 text-xs text-slate-600">
                  {ipHint}
                </p>
                {errors.customerIp && (
                  <p id={`${id}-ip-error`} className="mt-1 text-sm text-red-700">
                    {errors.customerIp.message}
                  </p>
                )}
              </div>
              <div className="flex justify-end gap-2">
                <button type="button" onClick={() => dialogRef.current?.close()} className={buttonClass.secondary}>
                  Close
                </button>
                <button type="submit" className={buttonClass.primary}>
                  Continue
                </button>
              </div>
            </>
          ) : (
            <>
              <h3 ref={confirmTitleRef} tabIndex={-1} className="font-medium focus:outline-none">
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
                <dd className="whitespace-pre-wrap break-words">{reason.trim()}</dd>
                <dt className="text-slate-600">Customer IP</dt>
                <dd className="font-mono">{customerIpValue || "this browser's address"}</dd>
              </dl>
              <p className="text-sm text-slate-700">
                {approvalNeeded
                  ? "Nothing is sent yet: another operator or admin must approve this request, and their approval sends the cancel with this reason and customer IP. You can withdraw it until then."
                  : "The service cancels both legs together. This cannot be undone."}
              </p>
              {failure && <CancelFailure error={failure} />}
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  onClick={() => {
                    focusAfterRender.current = "reason"; // the button goes with the step: focus where the change is made
                    setStep("form");
                  }}
                  disabled={cancel.isPending}
                  className={buttonClass.secondary}
                >
                  Back
                </button>
                <button
                  type="submit"
                  disabled={cancel.isPending}
                  aria-disabled={cancel.isPending}
                  className={buttonClass.danger}
                  // The second click of a double click on Continue lands here: only a click of its own confirms.
                  onClick={(event) => event.detail > 1 && event.preventDefault()}
                >
                  {approvalNeeded
                    ? cancel.isPending
                      ? "Requesting…"
                      : "Confirm request"
                    : cancel.isPending
                      ? "Cancelling…"
                      : "Confirm cancellation"}
                </button>
              </div>
            </>
          )}
        </form>
      </dialog>
    </div>
  );
}
