"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClass } from "@/components/ui/styles";

/**
 * A leg's page failed (the hedging service did not answer, or answered with something unreadable).
 * The navigation stays; "Try again" fetches the page's server data again, not only re-renders it.
 */
export default function LegError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <section role="alert" aria-labelledby="leg-error-heading" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
      <h1 id="leg-error-heading" className="text-xl font-semibold">
        This leg could not be loaded
      </h1>
      <p className="mt-2">
        The hedging service may be busy or unreachable. Try again; if it keeps failing, give support this reference:{" "}
        <code className="font-mono text-sm">{error.digest ?? "none"}</code>.
      </p>
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className={`${buttonClass.danger} mt-4 px-4 py-2`}
      >
        {pending ? "Trying again…" : "Try again"}
      </button>
    </section>
  );
}
