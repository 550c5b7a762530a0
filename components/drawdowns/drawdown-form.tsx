"use client";

import { useWatch, type Control, type UseFormReturn } from "react-hook-form";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { checkDrawdownAmount, DRAWDOWN_MINIMUM } from "@/lib/domain/drawdown-rules";
import { formatAmount } from "@/lib/format/format";
import type { DrawdownFormInput, DrawdownFormValues } from "@/lib/schemas/drawdown-form";
import { amountTextProblem, plainAmount } from "@/lib/schemas/form-rules";

export type DrawdownLeg = {
  currency: string; // the fixed side's: the only one an amount can be entered in
  otherCurrency: string;
  remaining: string;
};

/** Under the amount: the rule it breaks (named, with the numbers), or what the drawdown would leave. */
function AmountFeedback({
  control,
  error,
  leg,
}: {
  control: Control<DrawdownFormInput, unknown, DrawdownFormValues>;
  error?: string;
  leg: DrawdownLeg;
}) {
  const amount = useWatch({ control, name: "amount" });
  if (error) return <span className="text-red-700">{error}</span>;
  if (typeof amount !== "string" || amountTextProblem(amount)) return null; // not an amount yet: nothing to say beyond the error
  const check = checkDrawdownAmount({ amount: plainAmount(amount), remaining: leg.remaining, currency: leg.currency });
  if (!check.ok) return null; // the resolver's message is on its way
  return (
    <span className="text-slate-700">
      {/* Commas are read as thousands: said back, so one meant as a decimal point cannot pass unseen. */}
      {amount.includes(",") && `Read as ${formatAmount(check.amount, leg.currency)}. `}
      {check.full
        ? "Full drawdown: nothing remains on the leg afterwards."
        : `Leaves ${formatAmount(check.remainingAfter, leg.currency)} on the leg.`}
    </span>
  );
}

/** One amount (the fixed side's currency), a "Full remaining amount" shortcut, and the customer IP. */
export function DrawdownForm({
  form,
  leg,
  ipWasPrefilled,
  pending,
  blocked,
  onQuote,
}: {
  form: UseFormReturn<DrawdownFormInput, unknown, DrawdownFormValues>;
  leg: DrawdownLeg;
  ipWasPrefilled: boolean;
  pending: boolean;
  /** No quote now: one is on its way, or an accept is. */
  blocked: boolean;
  onQuote: (values: DrawdownFormValues) => void;
}) {
  const { errors } = form.formState;
  const hydrated = useHydrated();
  const min = formatAmount(DRAWDOWN_MINIMUM, leg.currency);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onQuote)}
      className="space-y-5"
      aria-labelledby="drawdown-form-heading"
    >
      <h2 id="drawdown-form-heading" className="text-lg font-semibold">
        Amount to draw down
      </h2>
      <div>
        <label htmlFor="drawdown-amount" className={labelClass}>
          Amount in {leg.currency}
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            id="drawdown-amount"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby="drawdown-amount-rules drawdown-amount-feedback"
            className={`${fieldClass} mt-0 max-w-xs tabular`}
            {...form.register("amount")}
          />
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => form.setValue("amount", leg.remaining, { shouldValidate: true, shouldDirty: true })}
          >
            Full remaining amount
          </button>
        </div>
        <p id="drawdown-amount-rules" className="mt-1 text-sm text-slate-600">
          Remaining: {formatAmount(leg.remaining, leg.currency)}. At least {min}, at most the remaining amount, and
          leave either nothing or at least {min}. The {leg.otherCurrency} amount follows from the locked rate.
        </p>
        <p id="drawdown-amount-feedback" aria-live="polite" className="mt-1 min-h-5 text-sm">
          <AmountFeedback control={form.control} error={errors.amount?.message} leg={leg} />
        </p>
      </div>
      <div>
        <label htmlFor="drawdown-customer-ip" className={labelClass}>
          Customer IP address (IPv4)
        </label>
        <input
          id="drawdown-customer-ip"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.customerIp ? true : undefined}
          aria-describedby="drawdown-customer-ip-hint drawdown-customer-ip-error"
          className={`${fieldClass} max-w-xs font-mono`}
          {...form.register("customerIp")}
        />
        <p id="drawdown-customer-ip-hint" className="mt-1 text-sm text-slate-600">
          {ipWasPrefilled
            ? "Prefilled with the address of this browser. Enter the customer's own address when you act on their behalf."
            : "This browser's address is not IPv4: enter the customer's IPv4 address."}
        </p>
        <p id="drawdown-customer-ip-error" aria-live="polite" className="mt-1 text-sm text-red-700">
          {errors.customerIp?.message}
        </p>
      </div>
      <button type="submit" disabled={!hydrated || blocked} className={`${buttonClass.primary} px-4 py-2`}>
        {pending ? "Getting a quote…" : "Get drawdown quote"}
      </button>
    </form>
  );
}
