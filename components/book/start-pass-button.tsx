"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/styles";
import { startBookSyncPassAction } from "@/lib/actions/book-sync";
import { toActionOutcome } from "@/lib/errors/action-error";
import { useHydrated } from "@/components/ui/use-hydrated";

export function StartPassButton() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const { execute, isPending } = useAction(startBookSyncPassAction, {
    onSettled: ({ result }) => {
      const outcome = toActionOutcome(result);
      setMessage(
        outcome.ok
          ? { tone: "ok", text: `Pass ${outcome.data.passId} started. Reload to follow its progress.` }
          : { tone: "error", text: outcome.error.message },
      );
      router.refresh();
    },
  });
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
        {isPending ? "Starting…" : "Start a pass now"}
      </button>
      <p role="status" className={message?.tone === "error" ? "text-sm text-red-800" : "text-sm text-slate-700"}>
        {message?.text}
      </p>
    </div>
  );
}
