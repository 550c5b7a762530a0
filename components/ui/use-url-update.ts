"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTransition } from "react";

export type UrlPatch = Record<string, string | null>;

/**
 * A server-rendered list's controls: change some query parameters (null removes one; any change
 * but the page itself returns to page 1) and let the server render the list again. A history
 * entry each, so Back undoes it. `pending` is true until the new list is in.
 * Used instead of nuqs's client hooks and a query cache, which the list pages' budget has no room for.
 */
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
