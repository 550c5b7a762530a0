"use client";

import { useHydrated } from "./use-hydrated";
import { useUrlUpdate, type UrlPatch } from "./use-url-update";

/** A button that changes the list's query ("Clear filters"); `focusOnClick` takes the focus, as the button goes. */
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
