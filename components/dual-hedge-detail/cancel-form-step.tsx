import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { CANCEL_REASON_MAX } from "@/lib/schemas/form-rules";
import type { CancelValues } from "./cancel-form";

/** The dialog's first step: the reason and the customer IP, each with its error; Continue checks them. */
export function CancelFormStep<Parsed>({
  form,
  reason,
  defaultCustomerIp,
  onClose,
}: {
  form: UseFormReturn<CancelValues, unknown, Parsed>;
  /** The reason as it will be sent (trimmed), for its count. */
  reason: string;
  defaultCustomerIp: string | null;
  onClose: () => void;
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
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClass.secondary}>
          Close
        </button>
        <button type="submit" className={buttonClass.primary}>
          Continue
        </button>
      </div>
    </>
  );
}
