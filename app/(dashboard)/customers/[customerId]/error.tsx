"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClass } from "@/components/ui/styles";

/**
 * A customer page failed in a way the page itself did not handle (the service's refusals are shown
 * in the page). Retry fetches the server data again, then re-renders; the navigation stays.
 */
export default function CustomerError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <section role="alert" aria-labelledby="customer-error-title" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
      <h1 id="customer-error-title" className="text-xl font-semibold">
        This page could not be loaded
      </h1>
      <p className="mt-2">
        Something went wrong on our side. Try again; if it keeps failing, give support this reference:{" "}
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
        className={`${buttonClass.danger} mt-4`}
      >
        {pending ? "Trying again…" : "Try again"}
      </button>
    </section>
  );
}
