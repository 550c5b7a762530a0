"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { SubmitWithStatus } from "@/components/ui/save-status";
import { fieldClass, labelClass } from "@/components/ui/styles";
import { setApprovalPolicyAction } from "@/lib/actions/approval-policy";
import { toActionOutcome } from "@/lib/errors/action-error";
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_ACTIONS,
  type ApprovalAction,
  type ApprovalMode,
  ruleSummary,
} from "@/lib/domain/approval-actions";
import type { ApprovalPolicyInput } from "@/lib/domain/approval-policy-schema";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

type RuleValues = { mode: ApprovalMode; thresholds: string };
export type ApprovalPolicyValues = Record<ApprovalAction, RuleValues> & { expiryHours: string };

const AMOUNT_HINT: Record<ApprovalAction, string> = {
  cancelDualHedge: "Compared with each leg's amount on its fixed side.",
  acceptDrawdown: "Compared with the drawdown's amount on the leg's fixed side.",
  acceptEarlySettlement: "Compared with what remains on the leg's fixed side (an early settlement settles all of it).",
};

/** Admins' four-eyes policy; the server reads the amounts (lib/domain/approval-policy-schema.ts) and says what it refuses. */
export function ApprovalPolicyForm({ initial }: { initial: ApprovalPolicyValues }) {
  const id = useId();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const { execute, isPending } = useAction(setApprovalPolicyAction, {
    onSettled: ({ result }) => {
      const outcome = toActionOutcome(result);
      if (outcome.ok) {
        setErrors({});
        // What the server saved, in words: never the form's own idea of it.
        const saved = outcome.data;
        const rules = APPROVAL_ACTIONS.map(
          (action) => `${APPROVAL_ACTION_LABELS[action]}: ${ruleSummary(saved[action])}`,
        );
        setMessage({
          tone: "ok",
          text: `Saved, from now on: ${rules.join(" ")} Requests expire after ${saved.expiryHours} hours.`,
        });
        router.refresh();
      } else {
        setErrors(outcome.error.fieldErrors ?? {});
        setMessage({ tone: "error", text: outcome.error.message });
      }
    },
  });
  const setRule = (action: ApprovalAction, change: Partial<RuleValues>) =>
    setValues((current) => ({ ...current, [action]: { ...current[action], ...change } }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        const input: ApprovalPolicyInput = {
          cancelDualHedge: values.cancelDualHedge,
          acceptDrawdown: values.acceptDrawdown,
          acceptEarlySettlement: values.acceptEarlySettlement,
          expiryHours: Number(values.expiryHours),
        };
        execute(input);
      }}
    >
      <InertUntilHydrated className="space-y-4">
        {APPROVAL_ACTIONS.map((action) => {
          const rule = values[action];
          const error = errors[action]?.[0];
          return (
            <fieldset key={action} className="grid gap-2 sm:grid-cols-[14rem_1fr]">
              <legend className="sr-only">{APPROVAL_ACTION_LABELS[action]}</legend>
              <div>
                <label htmlFor={`${id}-${action}-mode`} className={labelClass}>
                  {APPROVAL_ACTION_LABELS[action]}
                </label>
                <select
                  id={`${id}-${action}-mode`}
                  value={rule.mode}
                  onChange={(event) => setRule(action, { mode: event.target.value as ApprovalMode })}
                  className={fieldClass}
                >
                  <option value="off">Off</option>
                  <option value="always">Always needs approval</option>
                  <option value="fromAmount">From an amount</option>
                </select>
              </div>
              {rule.mode === "fromAmount" && (
                <div>
                  <label htmlFor={`${id}-${action}-amounts`} className={labelClass}>
                    Amounts per currency
                  </label>
                  <input
                    id={`${id}-${action}-amounts`}
                    value={rule.thresholds}
                    onChange={(event) => setRule(action, { thresholds: event.target.value })}
                    placeholder="EUR 10000; USD 12000"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${id}-${action}-hint${error ? ` ${id}-${action}-error` : ""}`}
                    className={`${fieldClass} font-mono`}
                  />
                  <p id={`${id}-${action}-hint`} className="mt-1 text-xs text-slate-600">
                    {AMOUNT_HINT[action]} From this amount up approval is needed; in a currency not listed, always.
                  </p>
                  {error && (
                    <p id={`${id}-${action}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              )}
            </fieldset>
          );
        })}
        <div className="max-w-xs">
          <label htmlFor={`${id}-expiry`} className={labelClass}>
            Requests expire after (hours)
          </label>
          <input
            id={`${id}-expiry`}
            inputMode="numeric"
            value={values.expiryHours}
            onChange={(event) => setValues((current) => ({ ...current, expiryHours: event.target.value }))}
            aria-invalid={errors.expiryHours ? true : undefined}
            aria-describedby={errors.expiryHours ? `${id}-expiry-error` : undefined}
            className={fieldClass}
          />
          {errors.expiryHours && (
            <p id={`${id}-expiry-error`} className="mt-1 text-sm text-red-700">
              {errors.expiryHours[0]}
            </p>
          )}
        </div>
        <SubmitWithStatus label="Save approval policy" pending={isPending} message={message} />
      </InertUntilHydrated>
    </form>
  );
}
