"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/styles";
import { startBookSyncPassAction } from "@/lib/actions/book-sync";
import { toActionOutcome } from "@/lib/errors/action-error";
import { useHydrated } from "@/components/ui/use-hydrated";

/** Admins: a pass now; under the read schedule, every customer needing attention moved to the front of the queue. */
export function StartPassButton({ scheduled }: { scheduled: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const { execute, isPending } = useAction(startBookSyncPassAction, {
    onSettled: ({ result }) => {
      const outcome = toActionOutcome(result);
      setMessage(
        !outcome.ok
          ? { tone: "error", text: outcome.error.message }
          : outcome.data.kind === "pass"
            ? { tone: "ok", text: `Pass ${outcome.data.passId} started. Reload to follow its progress.` }
            : {
                tone: "ok",
                text: `${outcome.data.customers} ${outcome.data.customers === 1 ? "customer needing attention is" : "customers needing attention are"} read next, ahead of the schedule.`,
              },
      );
      router.refresh();
    },
  });
  const label = scheduled ? "Read customers needing attention now" : "Start a pass now";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClass.primary}
        disabled={!hydrated || isPending}
        onClick={() => {
          setMessage(null);
          execute({});
        }}
      >
        {isPending ? "Starting…" : label}
      </button>
      <p role="status" className={message?.tone === "error" ? "text-sm text-red-800" : "text-sm text-slate-700"}>
        {message?.text}
      </p>
    </div>
  );
}
