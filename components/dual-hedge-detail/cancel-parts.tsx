import { forwardRef, useId, type Ref } from "react";
import type { UseFormReturn } from "react-hook-form";
import { ServiceText } from "@/components/ui/service-text";
import { fieldClass, labelClass } from "@/components/ui/styles";
import type { ActionError } from "@/lib/errors/action-error";
import { keyHint } from "@/lib/errors/key-hint";
import { shortId } from "@/lib/format/format-text";
import { CANCEL_REASON_MAX } from "@/lib/schemas/form-rules";

export interface CancelLeg {
  id: string;
  label: string;
}

/** The service's refusal as it said it: message, reason (the state it names in bold) and our reference. */
export function CancelFailure({ error }: { error: ActionError }) {
  const hint = keyHint(error);
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-medium">
        <ServiceText text={error.message} />
      </p>
      {error.reason && (
        <p className="mt-1">
          <ServiceText text={error.reason} />
        </p>
      )}
      {error.kind === "precondition" && <p className="mt-1">The page behind now shows the dual hedge as it is.</p>}
      {hint && <p className="mt-1">{hint}</p>}
      {error.requestId && (
        <p className="mt-1 text-xs">
          Reference: <code className="font-mono">{error.requestId}</code>
        </p>
      )}
    </div>
  );
}

/** After a cancel: which legs the service says it cancelled, full ids (with their roles when we know them). */
export const CancelDone = forwardRef<
  HTMLDivElement,
  { dualHedgeId: string; hedgeIds: string[] | null; legs: CancelLeg[] }
>(function CancelDone({ dualHedgeId, hedgeIds, legs }, ref) {
  const labelOf = (id: string) => legs.find((leg) => leg.id.toLowerCase() === id.toLowerCase())?.label ?? "Leg";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 focus-visible:outline-2 focus-visible:outline-green-700"
    >
      <p className="font-medium">Dual hedge {shortId(dualHedgeId)} is cancelled.</p>
      {hedgeIds === null ? (
        <p className="mt-1">
          The hedging service confirmed the cancel without listing the legs; the legs below show their state as it
          reports it now.
        </p>
      ) : (
        <>
          <p className="mt-1">Cancelled legs:</p>
          <ul className="mt-1 list-disc pl-5">
            {hedgeIds.map((id) => (
              <li key={id}>
                {labelOf(id)} <code className="font-mono text-xs">{id}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});

type CancelValues = { customerId: string; dualHedgeId: string; reason: string; customerIp: string };

/** The reason (with its count) and the customer IP, each with its error, as the form's resolver or the service set it. */
export function CancelFields<Parsed>({
  form,
  reason,
  defaultCustomerIp,
}: {
  form: UseFormReturn<CancelValues, unknown, Parsed>;
  /** The reason as it will be sent (trimmed), for its count. */
  reason: string;
  defaultCustomerIp: string | null;
}) {
  const id = useId();
  const { register, formState } = form;
  const { errors } = formState;
  const ipHint = defaultCustomerIp
    ? `Prefilled with this browser's address (${defaultCustomerIp}). Change it to the customer's address if you act for them.`
    : "This browser's address is not IPv4: enter the customer's IPv4 address.";
  return (
    <>
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
          className={`mt-1 text-xs tabular ${reason.length > CANCEL_REASON_MAX ? "text-red-700" : "text-slate-600"}`}
        >
          {reason.length} / {CANCEL_REASON_MAX} characters
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
    </>
  );
}

/** What Confirm sends: the dual hedge and its legs, the reason and the customer IP, and what happens next. */
export function CancelConfirmation({
  titleRef,
  dualHedgeId,
  legs,
  reason,
  customerIp,
  approvalNeeded,
}: {
  titleRef: Ref<HTMLHeadingElement>;
  dualHedgeId: string;
  legs: CancelLeg[];
  reason: string;
  customerIp: string;
  approvalNeeded: boolean;
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
    </>
  );
}
