"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { type SaveMessage, SubmitWithStatus } from "@/components/ui/save-status";
import { setTwoFactorRequirementAction } from "@/lib/actions/security-settings";
import { toActionOutcome } from "@/lib/errors/action-error";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

export function TwoFactorRequirementForm({ requireTwoFactor }: { requireTwoFactor: boolean }) {
  const router = useRouter();
  const [checked, setChecked] = useState(requireTwoFactor);
  const [message, setMessage] = useState<SaveMessage>(null);
  const { execute, isPending } = useAction(setTwoFactorRequirementAction, {
    onSettled: ({ result }) => {
      const outcome = toActionOutcome(result);
      if (outcome.ok) {
        setMessage({
          tone: "ok",
          text: outcome.data.requireTwoFactor ? "Saved: two-factor is required." : "Saved: two-factor is optional.",
        });
        router.refresh();
      } else {
        setMessage({ tone: "error", text: outcome.error.message });
        setChecked(requireTwoFactor);
      }
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        execute({ requireTwoFactor: checked });
      }}
    >
      <InertUntilHydrated className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            className="h-4 w-4"
          />
          Require two-factor sign-in for operators and admins
        </label>
        <SubmitWithStatus
          label="Save setting"
          pending={isPending}
          unchanged={checked === requireTwoFactor}
          message={message}
        />
      </InertUntilHydrated>
    </form>
  );
}
