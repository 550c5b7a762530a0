"use client";

import { useHydrated } from "./use-hydrated";

/**
 * A form's controls, disabled until React has hydrated them: a choice made or a button pressed before then would be
 * reset or replayed against the form's initial state, and the form would confirm a value other than the one shown.
 */
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
