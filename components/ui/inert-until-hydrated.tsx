"use client";

import { useHydrated } from "./use-hydrated";

/** Disabled until hydrated: an earlier choice or press would be reset or replayed against the form's first state. */
export function InertUntilHydrated({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      disabled={!hydrated}
      aria-busy={hydrated ? undefined : true}
      className={`m-0 min-w-0 border-0 p-0 ${className}`}
    >
      {children}
    </fieldset>
  );
}
