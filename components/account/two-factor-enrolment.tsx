"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { confirmTwoFactorEnrolmentAction, startTwoFactorEnrolmentAction } from "@/lib/actions/two-factor";
import { toActionOutcome } from "@/lib/errors/action-error";
import { ActionMessage } from "./action-message";

interface Setup {
  totpURI: string;
  secret: string;
  backupCodes: string[];
}

/** Password → secret and first code → backup codes, once; nothing is in force until the first code is right. */
export function TwoFactorEnrolment() {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<Setup | null>(null);
  const [done, setDone] = useState(false);
  const start = useAction(startTwoFactorEnrolmentAction, {
    onSuccess: ({ data }) => {
      setPassword("");
      if (data) setSetup(data);
    },
  });
  const confirm = useAction(confirmTwoFactorEnrolmentAction, { onSuccess: () => setDone(true) });
  const startFailure = failureOf(start.result);
  const confirmFailure = failureOf(confirm.result);

  if (setup && done) {
    return (
      <section aria-labelledby="backup-codes-heading" className="space-y-4">
        <h3 id="backup-codes-heading" className="text-lg font-semibold">
          Two-factor sign-in is on. Save your backup codes
        </h3>
        <p className="text-sm text-slate-700">
          If you lose your authenticator app, each of these codes signs you in once. Keep them somewhere safe:{" "}
          <strong>they will not be shown again.</strong>
        </p>
        <ul aria-label="Backup codes" className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
          {setup.backupCodes.map((backupCode) => (
            <li key={backupCode} className="rounded bg-slate-100 px-2 py-1">
              {backupCode}
            </li>
          ))}
        </ul>
        <CopyButton value={setup.backupCodes.join("\n")} label="backup codes" fallback="select the codes instead" />
        <div>
          <button type="button" className={buttonClass.primary} onClick={() => router.refresh()}>
            I have saved my backup codes
          </button>
        </div>
      </section>
    );
  }

  if (setup) {
    return (
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          confirm.execute({ code });
        }}
      >
        <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-700">
          <li>
            In your authenticator app, add an account with this setup key (time-based):
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <code aria-label="Setup key" className="rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider">
                {setup.secret}
              </code>
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
          <li>Enter the 6-digit code the app shows to confirm.</li>
        </ol>
        <ActionMessage failure={confirmFailure} />
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
      </form>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        start.execute({ password });
      }}
    >
      <p className="text-sm text-slate-700">Enter your password to set up a code from an authenticator app.</p>
      <ActionMessage failure={startFailure} />
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
    </form>
  );
}

function failureOf(result: Parameters<typeof toActionOutcome>[0]) {
  if (!result?.serverError && !result?.validationErrors) return undefined;
  const outcome = toActionOutcome(result);
  return outcome.ok ? undefined : outcome.error;
}
