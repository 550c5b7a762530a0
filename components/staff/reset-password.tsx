"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { buttonClass } from "@/components/ui/styles";
import { resetStaffPasswordAction } from "@/lib/actions/staff";
import { toActionOutcome } from "@/lib/errors/action-error";
import { useHydrated } from "@/components/ui/use-hydrated";

/** The temporary password lives only in this component's state: shown once, gone on reload. */
export function ResetPassword({ userId, email }: { userId: string; email: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [temporary, setTemporary] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { execute, isPending } = useAction(resetStaffPasswordAction, {
    onSettled: ({ result }) => {
      const outcome = toActionOutcome(result);
      if (outcome.ok) {
        setTemporary(outcome.data.temporaryPassword);
        router.refresh();
      } else setError(outcome.error.message);
    },
  });

  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={!hydrated || isPending}
        aria-label={`Reset password of ${email}`}
        className={buttonClass.secondary}
        onClick={() => {
          if (
            !window.confirm(`Reset the password of ${email}? They are signed out and must choose a new one at sign-in.`)
          )
            return;
          setError(null);
          setTemporary(null);
          execute({ userId });
        }}
      >
        {isPending ? "Resetting…" : "Reset password"}
      </button>
      {temporary && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          <p>Temporary password for {email}, shown once: give it to them by a safe channel.</p>
          <p className="mt-1 flex items-center gap-2">
            <code data-testid="temporary-password" className="rounded bg-white px-1.5 py-0.5 font-mono">
              {temporary}
            </code>
            <CopyButton value={temporary} label={`temporary password of ${email}`} />
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
