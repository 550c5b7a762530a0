"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClass } from "@/components/ui/styles";

export type SegmentErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** A segment's error.tsx body: what failed, a reference (never the error's text), and "Try again" with fresh server data. */
export function SegmentError({ error, reset, title, detail }: SegmentErrorProps & { title: string; detail: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <section
      role="alert"
      aria-labelledby="segment-error-title"
      className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900"
    >
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
