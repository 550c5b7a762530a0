"use client";

import { useHydrated } from "./use-hydrated";
import { useUrlUpdate, type UrlPatch } from "./use-url-update";

/** A button that changes the list's query parameters (e.g. "Clear filters") from a server-rendered list; `focusOnClick`
 * (a selector) takes the keyboard focus, as the button itself goes with the view it clears. */
export function UrlButton({
  patch,
  focusOnClick,
  className,
  children,
}: {
  patch: UrlPatch;
  focusOnClick?: string;
  className: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const { pending, update } = useUrlUpdate();
  return (
    <button
      type="button"
      disabled={!hydrated || pending}
      onClick={() => {
        update(patch);
        if (focusOnClick) document.querySelector<HTMLElement>(focusOnClick)?.focus();
      }}
      className={className}
    >
      {children}
    </button>
  );
}
