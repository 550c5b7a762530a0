"use client";

import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { verifyTwoFactorSignInAction } from "@/lib/actions/two-factor-sign-in";
import type { TwoFactorMethod } from "@/lib/auth/two-factor-schemas";
import { toActionOutcome } from "@/lib/errors/action-error";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ActionMessage } from "@/components/ui/action-message";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm tracking-wider shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 aria-invalid:border-red-600";

/** The sign-in's second step; a spent or expired challenge sends the person back to the password (onRestart). */
export function TwoFactorCodeForm({ next, onRestart }: { next: string; onRestart: (message: string) => void }) {
  const [method, setMethod] = useState<TwoFactorMethod>("totp");
  const [code, setCode] = useState("");
  const hydrated = useHydrated();
  const { execute, result, isPending, reset } = useAction(verifyTwoFactorSignInAction, {
    onSettled: ({ result: settled }) => {
      const outcome = toActionOutcome(settled);
      if (!outcome.ok && outcome.error.kind === "unauthenticated") onRestart(outcome.error.message);
    },
  });
  const outcome = result.serverError || result.validationErrors ? toActionOutcome(result) : undefined;
  const failure = outcome && !outcome.ok ? outcome.error : undefined;
  const label = method === "totp" ? "Authentication code" : "Backup code";

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        execute({ method, code, next });
      }}
    >
      <InertUntilHydrated className="space-y-5">
        <p className="text-sm text-slate-700">
          {method === "totp"
            ? "Two-factor sign-in is on for this account. Enter the 6-digit code from your authenticator app."
            : "Enter one of the backup codes you saved when you set up two-factor sign-in. Each works once."}
        </p>
        <ActionMessage failure={failure} />
        <div>
          <label htmlFor="two-factor-code" className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <input
            id="two-factor-code"
            name="code"
            autoFocus
            autoComplete="one-time-code"
            inputMode={method === "totp" ? "numeric" : "text"}
            maxLength={method === "totp" ? 6 : 11}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={failure ? true : undefined}
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={!hydrated || isPending}
          className="w-full rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
        >
          {isPending ? "Checking…" : "Verify"}
        </button>
        <button
          type="button"
          className="link text-sm"
          onClick={() => {
            setMethod(method === "totp" ? "backup" : "totp");
            setCode("");
            reset();
          }}
        >
          {method === "totp" ? "Use a backup code instead" : "Use a code from the authenticator app"}
        </button>
      </InertUntilHydrated>
    </form>
  );
}
