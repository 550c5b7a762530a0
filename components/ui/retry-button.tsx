"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

/** Renders the server components of the current page again (their upstream calls included). */
export function RetryButton({ className = "" }: { className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => startTransition(() => router.refresh())}
      className={`rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60 ${className}`}
    >
      {pending ? "Trying again…" : "Try again"}
    </button>
  );
}
