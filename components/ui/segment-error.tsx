"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClass } from "@/components/ui/styles";

export type SegmentErrorProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * What a dashboard segment's error.tsx shows: what failed, a reference for support (never the
 * error's own text), and "Try again", which fetches the server data again and then re-renders.
 * The navigation stays, because it lives in the layout above the segment.
 */
export function SegmentError({ error, reset, title, detail }: SegmentErrorProps & { title: string; detail: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <section role="alert" aria-labelledby="segment-error-title" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
      <h1 id="segment-error-title" className="text-xl font-semibold">
        {title}
      </h1>
      <p className="mt-2">
        {detail} Try again; if it keeps failing, give support this reference:{" "}
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
