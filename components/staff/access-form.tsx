"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { type SaveMessage, SaveStatus } from "@/components/ui/save-status";
import { buttonClass } from "@/components/ui/styles";
import { setStaffDisabledAction } from "@/lib/actions/staff";
import { toActionOutcome } from "@/lib/errors/action-error";
import { useHydrated } from "@/components/ui/use-hydrated";

/** Disable (ends their sessions at once) or re-enable one staff account. */
export function AccessForm({ userId, email, disabled }: { userId: string; email: string; disabled: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [message, setMessage] = useState<SaveMessage>(null);
  const { execute, isPending } = useAction(setStaffDisabledAction, {
    onSettled: ({ result }) => {
      const outcome = toActionOutcome(result);
      if (outcome.ok) {
        setMessage({
          tone: "ok",
          text: outcome.data.disabled ? "Disabled: signed out everywhere." : "Enabled: can sign in again.",
        });
        router.refresh();
      } else setMessage({ tone: "error", text: outcome.error.message });
    },
  });
  const verb = disabled ? "Enable" : "Disable";

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={!hydrated || isPending}
        aria-label={`${verb} ${email}`}
        className={disabled ? buttonClass.secondary : buttonClass.danger}
        onClick={() => {
          if (
            !disabled &&
            !window.confirm(`Disable ${email}? They are signed out at once and cannot sign in until enabled again.`)
          )
            return;
          setMessage(null);
          execute({ userId, disabled: !disabled });
        }}
      >
        {isPending ? `${verb.slice(0, -1)}ing…` : verb}
      </button>
      <SaveStatus message={message} />
    </div>
  );
}
