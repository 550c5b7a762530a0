"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { turnOffTwoFactorAction } from "@/lib/actions/two-factor";
import { toActionOutcome } from "@/lib/errors/action-error";
import { ActionMessage } from "@/components/ui/action-message";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

export function TurnOffTwoFactor() {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const { execute, result, isPending } = useAction(turnOffTwoFactorAction, { onSuccess: () => router.refresh() });
  const outcome = result.serverError || result.validationErrors ? toActionOutcome(result) : undefined;
  const failure = outcome && !outcome.ok ? outcome.error : undefined;

  return (
    <form
      noValidate
      aria-labelledby="turn-off-heading"
      onSubmit={(event) => {
        event.preventDefault();
        execute({ password, code });
      }}
    >
      <InertUntilHydrated className="space-y-4">
        <h3 id="turn-off-heading" className="text-base font-semibold">
          Turn off two-factor sign-in
        </h3>
        <ActionMessage failure={failure} className="max-w-xl" />
        <div className="flex flex-wrap gap-4">
          <div className="w-60">
            <label htmlFor="off-password" className={labelClass}>
              Password
            </label>
            <input
              id="off-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={fieldClass}
            />
          </div>
          <div className="w-40">
            <label htmlFor="off-code" className={labelClass}>
              Code from the app
            </label>
            <input
              id="off-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className={`${fieldClass} font-mono`}
            />
          </div>
        </div>
        <button type="submit" disabled={isPending} className={buttonClass.danger}>
          {isPending ? "Turning off…" : "Turn off two-factor sign-in"}
        </button>
      </InertUntilHydrated>
    </form>
  );
}
