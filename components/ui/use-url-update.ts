"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTransition } from "react";

export type UrlPatch = Record<string, string | null>;

/** Change query parameters (null removes; back to page 1) and re-render on the server; not nuqs, for the JS budget. */
export function useUrlUpdate(): { pending: boolean; update: (patch: UrlPatch) => void } {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  function update(patch: UrlPatch) {
    const next = new URLSearchParams(searchParams.toString());
    if (!("page" in patch)) next.delete("page");
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    startTransition(() => router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  }

  return { pending, update };
}
