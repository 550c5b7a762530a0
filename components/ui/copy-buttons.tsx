"use client";

import type { MouseEvent, ReactNode } from "react";

const RESET_AFTER_MS = 2000;
const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function say(status: Element, text: string) {
  status.textContent = text;
  clearTimeout(timers.get(status));
  timers.set(status, setTimeout(() => (status.textContent = ""), RESET_AFTER_MS));
}

/**
 * One click handler for every `CopyValue` button inside it. The status text is written straight
 * into the button's own live region: those spans are server output React never re-renders, and
 * one state per row is exactly the per-row island this replaces.
 */
export function CopyButtons({ className, children }: { className?: string; children: ReactNode }) {
  async function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-copy-value]");
    const status = button?.closest("[data-copy-scope]")?.querySelector('[role="status"]');
    if (!button || !status) return;
    try {
      await navigator.clipboard.writeText(button.dataset.copyValue ?? "");
      say(status, "Copied");
    } catch {
      say(status, "Copy failed: select the id instead");
    }
  }
  // The buttons inside are the controls; this wrapper only listens to their bubbling clicks.
  return <div className={className} onClick={onClick}>{children}</div>;
}
