"use client";

import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { type SaveMessage, SaveStatus } from "@/components/ui/save-status";
import { buttonClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { sendMyDigestNowAction, sendTestEmailAction } from "@/lib/actions/mail";
import { toActionOutcome } from "@/lib/errors/action-error";

/** "Send test email" and "Send my digest now": inert until hydrated, the outcome said beside them. */
export function MailRequestButtons({ emailOff }: { emailOff: string | null }) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState<SaveMessage>(null);
  const onSettled = ({ result }: { result: Parameters<typeof toActionOutcome<{ message: string }>>[0] }) => {
    const outcome = toActionOutcome(result);
    setMessage(
      outcome.ok ? { tone: "ok", text: outcome.data.message } : { tone: "error", text: outcome.error.message },
    );
  };
  const test = useAction(sendTestEmailAction, { onSettled });
  const digest = useAction(sendMyDigestNowAction, { onSettled });
  const busy = !hydrated || emailOff !== null || test.isPending || digest.isPending;
  return (
    <div className="space-y-2">
      {emailOff && <p className="text-sm text-slate-700">{emailOff}</p>}
      <div className="flex flex-wrap items-center gap-3">
        {(
          [
            [test, "Send test email"],
            [digest, "Send my digest now"],
          ] as const
        ).map(([action, label]) => (
          <button
            key={label}
            type="button"
            className={buttonClass.secondary}
            disabled={busy}
            onClick={() => {
              setMessage(null);
              action.execute({});
            }}
          >
            {action.isPending ? "Sending…" : label}
          </button>
        ))}
      </div>
      <SaveStatus message={message} />
    </div>
  );
}
