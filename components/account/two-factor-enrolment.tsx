"use client";

import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { confirmTwoFactorEnrolmentAction, startTwoFactorEnrolmentAction } from "@/lib/actions/two-factor";
import { toActionOutcome } from "@/lib/errors/action-error";
import { ActionMessage } from "@/components/ui/action-message";
import { BackupCodes } from "./backup-codes";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

interface Setup {
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

/** Password → setup key and backup codes → a first code; codes first, as a right code re-renders the page as "on". */
export function TwoFactorEnrolment() {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<Setup | null>(null);
  const start = useAction(startTwoFactorEnrolmentAction, {
    onSuccess: ({ data }) => {
      setPassword("");
      if (data) setSetup(data);
    },
  });
  const confirm = useAction(confirmTwoFactorEnrolmentAction);
  const startFailure = failureOf(start.result);
  const confirmFailure = failureOf(confirm.result);

  if (setup) {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm.execute({ code });
        }}
      >
        <InertUntilHydrated className="space-y-4">
          <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-700">
            <li>
              In your authenticator app, add an account with this setup key (time-based):
              <div className="mt-1 flex flex-wrap items-end gap-2">
                <div>
                  <label htmlFor="setup-key" className={labelClass}>
                    Setup key
                  </label>
                  <input
                    id="setup-key"
                    readOnly
                    value={setup.secret}
                    size={setup.secret.length}
                    className={`${fieldClass} font-mono tracking-wider`}
                  />
                </div>
                <CopyButton value={setup.secret} label="setup key" fallback="select the key instead" />
              </div>
              <p className="mt-1">
                On a phone with the app,{" "}
                <a className="link" href={setup.totpURI}>
                  open the setup link
                </a>{" "}
                instead.
              </p>
            </li>
            <li>
              <BackupCodes codes={setup.backupCodes} />
            </li>
            <li>Enter the 6-digit code the app shows to turn two-factor sign-in on.</li>
          </ol>
          <ActionMessage failure={confirmFailure} className="max-w-xl" />
          <div className="max-w-xs">
            <label htmlFor="enrol-code" className={labelClass}>
              Code from the app
            </label>
            <input
              id="enrol-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={confirmFailure ? true : undefined}
              className={`${fieldClass} font-mono`}
            />
          </div>
          <button type="submit" disabled={confirm.isPending} className={buttonClass.primary}>
            {confirm.isPending ? "Checking…" : "Turn on two-factor sign-in"}
          </button>
        </InertUntilHydrated>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        start.execute({ password });
      }}
    >
      <InertUntilHydrated className="space-y-4">
        <p className="text-sm text-slate-700">Enter your password to set up a code from an authenticator app.</p>
        <ActionMessage failure={startFailure} className="max-w-xl" />
        <div className="max-w-xs">
          <label htmlFor="enrol-password" className={labelClass}>
            Password
          </label>
          <input
            id="enrol-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={startFailure ? true : undefined}
            className={fieldClass}
          />
        </div>
        <button type="submit" disabled={start.isPending} className={buttonClass.primary}>
          {start.isPending ? "Checking…" : "Set up two-factor sign-in"}
        </button>
      </InertUntilHydrated>
    </form>
  );
}

function failureOf(result: Parameters<typeof toActionOutcome>[0]) {
  if (!result?.serverError && !result?.validationErrors) return undefined;
  const outcome = toActionOutcome(result);
  return outcome.ok ? undefined : outcome.error;
}
