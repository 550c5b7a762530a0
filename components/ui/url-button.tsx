"use client";

import { useHydrated } from "./use-hydrated";
import { useUrlUpdate, type UrlPatch } from "./use-url-update";

/** A button that changes the list's query parameters (e.g. "Clear filters") from a server-rendered list. */
export function UrlButton({ patch, className, children }: { patch: UrlPatch; className: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  const { pending, update } = useUrlUpdate();
  return (
    <button type="button" disabled={!hydrated || pending} onClick={() => update(patch)} className={className}>
      {children}
    </button>
  );
}
